import type { Db } from '../../db/connection';
import { NotFoundError } from '../../errors';
import { listOrderRows } from '../orders/listQueries';
import * as q from './queries';

/** Patients behind an order or a customer, limited to the caller's location scope. */
export class PatientService {
  constructor(private readonly db: Db) {}

  /** The patient of an order; null when the order names none. */
  async ofOrder(orderId: number, scope: number | null) {
    const o = await q.patientIdOfOrder(this.db, orderId);
    if (!o || (scope !== null && o.locationId !== scope)) throw new NotFoundError(`Order ${orderId} was not found`);
    return o.patientId ? (await q.getPatient(this.db, o.patientId, null)) ?? null : null;
  }

  /** patient-summary: the patient, totals, the last orders and prescriptions. */
  async summary(patientId: number, scope: number | null) {
    const patient = await q.getPatient(this.db, patientId, scope);
    if (!patient) throw new NotFoundError(`Patient ${patientId} was not found`);
    const [totals, recentOrders, prescriptions] = await Promise.all([
      q.patientTotals(this.db, patientId, scope),
      listOrderRows(this.db, { patientId, locationId: scope }, 'received', false, 0, 5),
      q.recentPrescriptions(this.db, patientId),
    ]);
    return { patient, totals, recentOrders, prescriptions };
  }

  async ofCustomer(customerId: number, scope: number | null) {
    const items = await q.customerPatients(this.db, customerId, scope);
    return { items, count: items.length };
  }
}
