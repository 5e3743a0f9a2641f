import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { checkDayRange, checkListDayRanges } from '../../platform/dayRange';
import promoCodes from '../../../../resources/promoCodes';
import * as q from './codesQueries';
import { betweenProblems } from '../../../shared/schemas/between';
import type { EntitySchema } from '../../../shared/schemas/types';

/** The create body's names of promoCode's properties, where they differ (the contract's). */
const BODY_FIELD: Record<string, string> = { startsAt: 'startDate', endsAt: 'endDate' };

/**
 * Promo code management (spec 7 Promo codes; issue 12 item 1): marketing and super_admin create
 * and deactivate codes; everyone with marketing.view lists them and sees who activated or redeemed
 * one. Redeeming on an order is PromoRedeemService's; codes are stored upper-case, so uniqueness
 * is case-insensitive.
 */

export interface CreateCodeBody {
  code: string; description?: string | null; discountType: 'percentage' | 'fixed'; discountValue: number; maxDiscountAmount?: number | null;
  minOrderAmount?: number; startDate: string; endDate: string; usageLimit?: number | null; perCustomerLimit?: number;
}

export class PromoCodesService {
  private readonly db: Db;
  private readonly schema: EntitySchema;
  constructor(app: FastifyInstance) { this.db = app.db; this.schema = app.registry.get('promoCode'); }

  async list(f: q.CodeFilter, skip: number, limit: number) {
    checkListDayRanges(f, promoCodes);
    const { rows, total } = await q.listCodes(this.db, f, skip, limit);
    return { promoCodes: rows, total, skip, limit };
  }

  async one(promoId: number) {
    const c = await q.codeById(this.db, promoId);
    if (!c) throw new NotFoundError(`Promo code ${promoId} does not exist`);
    return c;
  }

  async create(b: CreateCodeBody, actor: AuditActor) {
    const code = b.code.trim().toUpperCase();
    // The record rules of schemas/promoCode (valid until not before valid from, a percentage at most
    // 100, per-customer not above the total), worded as the console's form words them; the body
    // names the validity dates startDate and endDate.
    const errors = betweenProblems(this.schema, {
      discountType: b.discountType, discountValue: b.discountValue, startsAt: b.startDate, endsAt: b.endDate, usageLimit: b.usageLimit, perCustomerLimit: b.perCustomerLimit,
    }).map((e) => ({ field: `body.${BODY_FIELD[e.field] ?? e.field}`, message: e.message }));
    if (errors.length) throw new ValidationError(errors);
    const row: q.NewCode = {
      code, description: b.description?.trim() || null, discountType: b.discountType, discountValue: b.discountValue,
      maxDiscountAmount: b.maxDiscountAmount ?? null, minOrderAmount: b.minOrderAmount ?? 0, startsAt: b.startDate, endsAt: b.endDate,
      usageLimit: b.usageLimit ?? null, perCustomerLimit: b.perCustomerLimit ?? 1,
    };
    const id = await this.db.transaction().execute(async (trx) => {
      // Two creates of one code queue on this lock; the unique index is the last word.
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`promo:${code}`}))`.execute(trx);
      if (await q.codeExists(trx, code)) throw new ConflictError(`Promo code ${code} already exists`);
      const newId = await q.insertCode(trx, row, actor.agentId);
      await recordAudit(trx, actor, { entity: 'promo_code', recordId: newId, action: 'create', after: { ...row } });
      return newId;
    });
    return q.codeById(this.db, id);
  }

  async deactivate(promoId: number, actor: AuditActor) {
    await this.db.transaction().execute(async (trx) => {
      const c = await q.codeById(trx, promoId, true);
      if (!c) throw new NotFoundError(`Promo code ${promoId} does not exist`);
      if (c.status === 'inactive') throw new ConflictError(`Promo code ${c.code} is already deactivated`);
      await q.deactivateCode(trx, promoId);
      await recordAudit(trx, actor, { entity: 'promo_code', recordId: promoId, action: 'deactivate', before: { status: 'active' }, after: { status: 'inactive' } });
    });
    return q.codeById(this.db, promoId);
  }

  private async mustExist(promoId: number) {
    const c = await q.codeById(this.db, promoId);
    if (!c) throw new NotFoundError(`Promo code ${promoId} does not exist`);
    return c;
  }

  async activatedCustomers(p: q.Period) {
    checkDayRange(p);
    const c = await this.mustExist(p.promoId);
    const { rows, total } = await q.activatedCustomers(this.db, p);
    return { promoId: c.promoId, code: c.code, customers: rows, total };
  }

  async redeemedOrders(p: q.Period) {
    checkDayRange(p);
    const c = await this.mustExist(p.promoId);
    const { rows, total, totalDiscount } = await q.redeemedOrders(this.db, p);
    return { promoId: c.promoId, code: c.code, orders: rows, total, totalDiscount };
  }

  async customerCodes(customerId: number) {
    if (!(await q.customerExists(this.db, customerId))) throw new NotFoundError(`Customer ${customerId} does not exist`);
    return { customerId, promoCodes: await q.customerCodes(this.db, customerId) };
  }
}
