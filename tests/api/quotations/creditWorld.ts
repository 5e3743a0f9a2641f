import { sql } from 'kysely';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ensureBatch, receive } from '../../../src/server/modules/stock/service';
import type { SignedIn } from '../helpers/auth';
import { dayIn, intakeCustomer } from './fixtures';

/**
 * Invoices made through the real API for the credit-note tests: products with a price, a max
 * discount % and one or two batches (so the first-expiry-first proposal may split a line), a promo
 * code, and an order quoted, promo-redeemed, accepted and posted batch-wise.
 */

export interface ProductSpec { price: number; maxDiscount: number; quantity: number; firstBatch?: number }
export interface PromoSpec { type: 'percentage' | 'fixed'; value: number; maxAmount?: number | null }

let seq = 0;

export async function makeProduct(db: FastifyInstance['db'], name: string, p: Omit<ProductSpec, 'quantity'> & { stock: number }): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const id = (await sql<{ id: number }>`INSERT INTO products (product_name, manufacturer, generic_name, product_segment, product_category, lowest_uom,
        dosage_form, administration_route, retail_price, last_purchase_price, max_discount_percentage)
      VALUES (${name}, 'Acme', ${name}, 'Pharmaceutical', 'General', 'Tablet', 'Tablet', 'Oral', ${p.price}, ${p.price / 2}, ${p.maxDiscount}) RETURNING id`.execute(trx)).rows[0].id;
    const first = p.firstBatch ?? 0;
    if (first > 0) {
      const b = await ensureBatch(trx, { productId: id, batchName: '06-2030', purchasePrice: p.price / 2, retailPrice: p.price });
      await receive(trx, [{ productId: id, batchId: b, quantity: first, unitCost: p.price / 2 }]);
    }
    const b2 = await ensureBatch(trx, { productId: id, batchName: '12-2032', purchasePrice: p.price / 2, retailPrice: p.price });
    await receive(trx, [{ productId: id, batchId: b2, quantity: p.stock, unitCost: p.price / 2 }]);
    return id;
  });
}

export async function makePromo(db: FastifyInstance['db'], p: PromoSpec): Promise<string> {
  const code = `CN${++seq}X${Date.now() % 100000}`;
  await sql`INSERT INTO promo_codes (code, discount_type, discount_value, max_discount_amount, starts_at, ends_at, usage_limit, per_customer_limit, min_order_amount)
    VALUES (${code}, ${p.type}, ${p.value}, ${p.maxAmount ?? null}, current_date - 1, current_date + 30, NULL, 100000, 0)`.execute(db);
  return code;
}

export async function makeSlot(db: FastifyInstance['db']): Promise<number> {
  return (await sql<{ id: number }>`INSERT INTO delivery_slots (name, starts_at, ends_at, capacity) VALUES ('Credit notes 14-17', '14:00', '17:00', 100000)
    RETURNING id`.execute(db)).rows[0].id;
}

/** An order of these product lines, with the promo code, invoiced and posted; answers its id. */
export async function invoicedOrder(app: FastifyInstance, ph: SignedIn, slot: number, lines: Array<{ productId: number; quantity: number }>, promo: string | null, fee: number): Promise<number> {
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: ph.headers, payload });
  const ok = async (p: Promise<{ statusCode: number; body: string }>) => { const r = await p; expect(r.statusCode, r.body).toBe(200); };
  const customer = await intakeCustomer(app, 'Credit Customer', `+94 71 ${String(100_0000 + ++seq).slice(-7)}`);
  const orderId = await customer.order();
  for (const l of lines) await ok(post('quotations/create-new-quotation', { orderId, formValues: { productId: l.productId, quantity: l.quantity } }));
  if (promo) await ok(post('promocode/admin/redeem-from-promo-code', { orderId, promoCode: promo }));
  await ok(post('quotations/submit-quotation', { orderId, deliveryFee: fee }));
  await ok(customer.call(`${orderId}/accept-quotation`, { paymentMethod: 'cash', deliveryDate: dayIn(3), deliverySlot: slot }));
  await ok(post('quotations/submit-invoice-pending-status', { orderId }));
  await ok(post('quotations/batch-wise-invoice', { orderId }));
  return orderId;
}
