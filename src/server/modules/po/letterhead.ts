import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/** The supplier block of both documents. */
export async function supplierOf(db: Db, supplierId: number | null) {
  if (!supplierId) return undefined;
  return (await sql<{ code: string; name: string; address: string; contactPerson: string; email: string; contactNo: string }>`SELECT display_id AS code, name,
    address, contact_person AS "contactPerson", email, contact_no AS "contactNo" FROM suppliers WHERE id = ${supplierId}`.execute(db)).rows[0];
}
