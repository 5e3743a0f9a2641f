import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { checkDayRange, checkListDayRanges } from '../../platform/dayRange';
import promoCodes from '../../../../resources/promoCodes';
import * as q from './codesQueries';

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
  constructor(app: FastifyInstance) { this.db = app.db; }

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
    const errors: Array<{ field: string; message: string }> = [];
    if (!/^[A-Z0-9_-]{3,30}$/.test(code)) errors.push({ field: 'body.code', message: 'must be 3-30 letters, digits, - or _' });
    if (b.discountType === 'percentage' && b.discountValue > 100) errors.push({ field: 'body.discountValue', message: 'a percentage must be between 0 and 100' });
    if (b.endDate < b.startDate) errors.push({ field: 'body.endDate', message: `must not be before startDate (${b.startDate})` });
    if (b.usageLimit != null && b.perCustomerLimit != null && b.perCustomerLimit > b.usageLimit) {
      errors.push({ field: 'body.perCustomerLimit', message: `must not exceed the total usage limit (${b.usageLimit})` });
    }
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
