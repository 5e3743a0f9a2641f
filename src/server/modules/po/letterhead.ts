import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/**
 * Purchasing is not bound to a pharmacy location: a PO or GRN prints under the letterhead of the
 * location the caller signed in at, else the first location (the head office in the demo data).
 */
export async function printingLocation(db: Db, agentLocationId: number | null): Promise<number> {
  if (agentLocationId) return agentLocationId;
  const first = (await sql<{ id: number }>`SELECT min(id) AS id FROM pharmacy_locations`.execute(db)).rows[0]?.id;
  return first ?? 0;
}

/** The supplier block of both documents. */
export async function supplierOf(db: Db, supplierId: number | null) {
  if (!supplierId) return undefined;
  return (await sql<{ code: string; name: string; address: string; contactPerson: string; email: string; contactNo: string }>`SELECT display_id AS code, name,
    address, contact_person AS "contactPerson", email, contact_no AS "contactNo" FROM suppliers WHERE id = ${supplierId}`.execute(db)).rows[0];
}
