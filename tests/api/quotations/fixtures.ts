import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/server/db/connection';
import { ensureBatch, receive } from '../../../src/server/modules/stock/service';
import { multipart, png } from '../chats/multipart';

/**
 * The money path's small world: products with batches that expire soon, later and already, two
 * delivery slots (one with a single place), promo codes, and customers who place orders through
 * the intake API (the real way orders arrive).
 */
export interface MoneyFixture {
  products: { panadol: number; amoxil: number; vitamin: number };
  batches: { panadolSoon: number; panadolLater: number; panadolExpired: number; amoxilLater: number; vitaminLater: number };
  slots: { tiny: number; roomy: number };
  soonBatchName: string;
}

/** MM-YYYY of the month `ahead` months from now. */
export function batchNameIn(ahead: number): string {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + ahead);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
}

export const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function seedMoneyFixture(db: Db, stock: { soon?: number; later?: number } = {}): Promise<MoneyFixture> {
  return db.transaction().execute(async (trx) => {
    const product = async (name: string, generic: string, price: number, maxDiscount: number, cold = false, narcotic = false) =>
      (await sql<{ id: number }>`INSERT INTO products (product_name, manufacturer, generic_name, product_segment, product_category, lowest_uom,
          dosage_form, administration_route, retail_price, last_purchase_price, max_discount_percentage, cold_storage, narcotic)
        VALUES (${name}, 'Acme', ${generic}, 'Pharmaceutical', 'General', 'Tablet', 'Tablet', 'Oral', ${price}, ${price / 2}, ${maxDiscount}, ${cold}, ${narcotic})
        RETURNING id`.execute(trx)).rows[0].id;
    const batch = async (productId: number, batchName: string, quantity: number) => {
      const batchId = await ensureBatch(trx, { productId, batchName, purchasePrice: 5, retailPrice: 10 });
      if (quantity) await receive(trx, [{ productId, batchId, quantity, unitCost: 5 }]);
      return batchId;
    };
    const panadol = await product('Panadol 500mg Tablets', 'Paracetamol', 10, 20);
    const amoxil = await product('Amoxil 250mg Capsules', 'Amoxicillin', 25.5, 0, false, true);
    const vitamin = await product('Vitamin C 1000mg Tablets', 'Ascorbic acid', 4, 50, true);
    const soonBatchName = batchNameIn(1);
    const batches = {
      panadolSoon: await batch(panadol, soonBatchName, stock.soon ?? 30),
      panadolLater: await batch(panadol, '12-2031', stock.later ?? 100),
      panadolExpired: await batch(panadol, '01-2020', 50),
      amoxilLater: await batch(amoxil, '06-2031', 200),
      vitaminLater: await batch(vitamin, '03-2032', 500),
    };
    const slot = async (name: string, capacity: number) => (await sql<{ id: number }>`INSERT INTO delivery_slots (name, starts_at, ends_at, capacity)
      VALUES (${name}, '09:00', '12:00', ${capacity}) RETURNING id`.execute(trx)).rows[0].id;
    const slots = { tiny: await slot('Tiny 9-12', 1), roomy: await slot('Roomy 9-12', 100) };
    await sql`INSERT INTO promo_codes (code, discount_type, discount_value, starts_at, ends_at, usage_limit, per_customer_limit, min_order_amount) VALUES
      ('SAVE10', 'percentage', 10, current_date - 1, current_date + 30, 100, 5, 0),
      ('FLAT50', 'fixed', 50, current_date - 1, current_date + 30, NULL, 5, 0),
      ('OLD5', 'percentage', 5, current_date - 30, current_date - 1, NULL, 5, 0),
      ('ONCE', 'percentage', 5, current_date - 1, current_date + 30, 1, 1, 0),
      ('BIGBASKET', 'percentage', 5, current_date - 1, current_date + 30, NULL, 1, 100000)`.execute(trx);
    return { products: { panadol, amoxil, vitamin }, batches, slots, soonBatchName };
  });
}

/** A customer registered through the intake API; `order()` places one order with a prescription image. */
export async function intakeCustomer(app: FastifyInstance, name: string, phone: string) {
  const reg = await app.inject({ method: 'POST', url: '/api/v1/customer/register', payload: { name, contactNumber: phone } });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.body}`);
  const key: string = reg.json().data.apiKey;
  const headers = { authorization: `Bearer ${key}` };
  return {
    key,
    async order(): Promise<number> {
      const form = multipart({ patientFirstName: name.split(' ')[0], patientLastName: name.split(' ')[1] ?? 'X' }, [{ field: 'prescription', filename: 'rx.png', type: 'image/png', data: png() }]);
      const res = await app.inject({ method: 'POST', url: '/api/v1/customer/orders', headers: { ...headers, ...form.headers }, payload: form.payload });
      if (res.statusCode !== 201) throw new Error(`order failed: ${res.body}`);
      return res.json().data.orderId;
    },
    call: (url: string, payload: object = {}) => app.inject({ method: 'POST', url: `/api/v1/customer/orders/${url}`, headers, payload }),
  };
}

export async function batchBalance(db: Db, batchId: number): Promise<{ quantity: number; reserved: number; ledger: number; ledgerReserved: number }> {
  return (await sql<{ quantity: number; reserved: number; ledger: number; ledgerReserved: number }>`SELECT b.quantity, b.reserved_quantity AS reserved,
      (SELECT coalesce(sum(quantity_delta), 0)::int FROM stock_movements m WHERE m.batch_id = b.id) AS ledger,
      (SELECT coalesce(sum(reserved_delta), 0)::int FROM stock_movements m WHERE m.batch_id = b.id) AS "ledgerReserved"
    FROM product_batches b WHERE b.id = ${batchId}`.execute(db)).rows[0];
}
