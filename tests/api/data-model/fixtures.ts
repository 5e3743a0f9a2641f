import { sql } from 'kysely';
import type { Db } from '../../../src/server/db/connection';
import * as stock from '../../../src/server/modules/stock/service';

/** Minimal rows the data-model tests build on: a place, an agent, a customer, a product with a batch. */
export interface Basics { cityId: number; locationId: number; agentId: number; customerId: number; supplierId: number }

let counter = 0;
const one = async (db: Db, q: ReturnType<typeof sql<{ id: number }>>) => (await q.execute(db)).rows[0].id;

export async function basics(db: Db): Promise<Basics> {
  const n = ++counter;
  const cityId = await one(db, sql<{ id: number }>`INSERT INTO cities (name) VALUES (${`Test City ${n}`}) RETURNING id`);
  const locationId = await one(db, sql<{ id: number }>`INSERT INTO pharmacy_locations (name, code, city_id, address)
    VALUES (${`Test Pharmacy ${n}`}, ${`T${n}`}, ${cityId}, '1 Test Road') RETURNING id`);
  const agentId = await one(db, sql<{ id: number }>`INSERT INTO agents (first_name, last_name, email, password_hash, designation)
    VALUES ('Test', 'Agent', ${`agent${n}@rxdesk.test`}, 'x', 'Pharmacist') RETURNING id`);
  const customerId = await one(db, sql<{ id: number }>`INSERT INTO customers (name, contact_number) VALUES (${`Customer ${n}`}, '+94 77 123 4567') RETURNING id`);
  const supplierId = await one(db, sql<{ id: number }>`INSERT INTO suppliers (name, address, contact_person, email, contact_no)
    VALUES (${`Supplier ${n}`}, 'Colombo', 'Sam', 'sam@supplier.test', '+94 11 234 5678') RETURNING id`);
  return { cityId, locationId, agentId, customerId, supplierId };
}

/** A product with one batch holding `quantity` units (received through the stock service). */
export async function productWithStock(db: Db, quantity: number, batchName = '12-2099', unitCost = 10): Promise<{ productId: number; batchId: number }> {
  const n = ++counter;
  const productId = await one(db, sql<{ id: number }>`INSERT INTO products (product_name, manufacturer, generic_name, product_segment,
      product_category, lowest_uom, dosage_form, administration_route, retail_price)
    VALUES (${`Paracetamol 500mg Tablet ${n}`}, 'Test Labs', 'Paracetamol', 'Pharmaceutical', 'Analgesics', 'Tablet', 'Tablet', 'Oral', 2.5) RETURNING id`);
  const batchId = await db.transaction().execute(async (trx) => {
    const id = await stock.ensureBatch(trx, { productId, batchName, purchasePrice: unitCost, retailPrice: unitCost * 1.3 });
    if (quantity > 0) await stock.receive(trx, [{ productId, batchId: id, quantity, unitCost }]);
    return id;
  });
  return { productId, batchId };
}

export async function batchBalance(db: Db, batchId: number): Promise<{ quantity: number; reserved: number }> {
  return (await sql<{ quantity: number; reserved: number }>`SELECT quantity, reserved_quantity AS reserved FROM product_batches WHERE id = ${batchId}`.execute(db)).rows[0];
}
