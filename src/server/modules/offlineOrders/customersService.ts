import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { recordAudit, type AuditActor } from '../../platform/audit';
import * as q from './customersQueries';

/** The create body, in spec 3's wire names (schemas/offlineCustomer.schema.json validates it first). */
export interface OfflineCustomerBody {
  customerName: string; contactNumber: string; emailId?: string | null; referralMode?: number | null; addresses: q.Address[];
}

/**
 * Offline customers (spec 3, 7): staff enter a customer who ordered by phone or at the counter.
 * A contact number belongs to one customer: a second one is refused with 409 naming the first.
 */
export class OfflineCustomersService {
  constructor(private readonly db: Db) {}

  async create(b: OfflineCustomerBody, actor: AuditActor) {
    const row: q.NewOfflineCustomer = {
      name: b.customerName.trim(), contactNumber: b.contactNumber.trim(), email: b.emailId?.trim().toLowerCase() || null,
      referralModeId: b.referralMode ?? null,
      addresses: b.addresses.map((a) => ({ label: a.label?.trim() || 'Home', address: a.address.trim(), cityId: a.cityId ?? null })),
    };
    const errors: Array<{ field: string; message: string }> = [];
    if (!row.name) errors.push({ field: 'body.customerName', message: 'must not be blank' });
    const digits = q.normaliseContact(row.contactNumber).replace('+', '');
    if (digits.length < 7 || digits.length > 15) errors.push({ field: 'body.contactNumber', message: 'must hold 7 to 15 digits' });
    row.addresses.forEach((a, i) => { if (!a.address) errors.push({ field: `body.addresses.${i}.address`, message: 'must not be blank' }); });
    if (row.referralModeId != null && !(await q.referralModeExists(this.db, row.referralModeId))) {
      errors.push({ field: 'body.referralMode', message: `referral mode ${row.referralModeId} does not exist` });
    }
    const cities = [...new Set(row.addresses.map((a) => a.cityId).filter((c): c is number => c != null))];
    for (const id of await q.missingCities(this.db, cities)) errors.push({ field: 'body.addresses', message: `city ${id} does not exist` });
    if (errors.length) throw new ValidationError(errors);

    const id = await this.db.transaction().execute(async (trx) => {
      // Two desks entering one number at once queue here; the second then finds the first.
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`customer-contact:${q.normaliseContact(row.contactNumber)}`}))`.execute(trx);
      const existing = await q.customerByContact(trx, row.contactNumber);
      if (existing) {
        // The field's message says whose number it is: the form shows it under the contact number.
        const taken = `Contact number ${row.contactNumber} already belongs to customer ${existing.displayId} (${existing.name})`;
        throw new ConflictError(taken, [{ field: 'body.contactNumber', message: taken, customerId: existing.id, displayId: existing.displayId, customerName: existing.name }]);
      }
      const newId = await q.insertOfflineCustomer(trx, row, actor.agentId);
      await recordAudit(trx, actor, { entity: 'customer', recordId: newId, action: 'create', after: { ...row, source: 'offline' } });
      return newId;
    });
    return q.customerById(this.db, id);
  }

  async one(id: number) {
    const customer = await q.customerById(this.db, id);
    if (!customer) throw new NotFoundError(`Customer ${id} was not found`);
    return customer;
  }

  search(term: string, limit: number) {
    return term.trim() ? q.searchCustomers(this.db, term, limit) : q.listOfflineCustomers(this.db, undefined, 0, limit).then((r) => r.rows);
  }

  async list(term: string | undefined, skip: number, limit: number) {
    const { rows, total } = await q.listOfflineCustomers(this.db, term, skip, limit);
    return { items: rows, count: total, skip, limit };
  }

  async get(id: number) {
    const c = await q.customerById(this.db, id);
    if (!c) throw new NotFoundError(`Customer ${id} was not found`);
    return c;
  }
}
