import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { demoEmail } from '../../../src/server/db/seed/foundation';
import type { SignedIn } from '../helpers/auth';
import { dayIn, intakeCustomer, type MoneyFixture } from '../quotations/fixtures';

/** An order taken through the real money path to an invoice (status 7): `quantity` Panadol (+ a cold-chain Vitamin C). */
export async function invoicedOrder(app: FastifyInstance, fx: MoneyFixture, pharmacist: SignedIn, phone: string, quantity = 2): Promise<number> {
  const customer = await intakeCustomer(app, 'Kamala Silva', phone);
  const orderId = await customer.order();
  const post = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: pharmacist.headers, payload });
    if (res.statusCode !== 200) throw new Error(`${url} failed: ${res.body}`);
  };
  await post('quotations/create-new-quotation', { orderId, formValues: { productCode: `P${String(fx.products.panadol).padStart(6, '0')}`, quantity } });
  await post('quotations/create-new-quotation', { orderId, formValues: { productCode: `P${String(fx.products.vitamin).padStart(6, '0')}`, quantity: 1 } });
  await post('quotations/submit-quotation', { orderId, deliveryFee: 0 });
  const accepted = await customer.call(`${orderId}/accept-quotation`, { paymentMethod: 'cash', deliveryDate: dayIn(2), deliverySlot: fx.slots.roomy });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  await post('quotations/submit-invoice-pending-status', { orderId });
  await post('quotations/batch-wise-invoice', { orderId });
  return orderId;
}

/** An invoiced order taken through preparation (start, end) by the pharmacist: prepared (status 10), ready for a dispatch run. */
export async function preparedOrder(app: FastifyInstance, fx: MoneyFixture, pharmacist: SignedIn, phone: string, quantity = 2): Promise<number> {
  const orderId = await invoicedOrder(app, fx, pharmacist, phone, quantity);
  for (const url of ['chats/start-pharmacy-preparation', 'chats/end-pharmacy-preparation']) {
    const res = await app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: pharmacist.headers, payload: { orderId } });
    if (res.statusCode !== 200) throw new Error(`${url} failed: ${res.body}`);
  }
  return orderId;
}

/** A second rider (same demo password) to prove riders cannot act on each other's runs. */
export async function secondRider(app: FastifyInstance): Promise<{ id: number; email: string }> {
  const email = 'rider2@rxdesk.test';
  const id = (await sql<{ id: number }>`INSERT INTO agents (first_name, last_name, email, password_hash, designation, mobile_number, status)
    SELECT 'Second', 'Rider', ${email}, password_hash, designation, '+94 77 555 0101', 'active' FROM agents WHERE email = ${demoEmail('delivery_agent')}
    RETURNING id`.execute(app.db)).rows[0].id;
  await sql`INSERT INTO agent_roles (agent_id, role) VALUES (${id}, 'delivery_agent')`.execute(app.db);
  await sql`INSERT INTO agent_locations (agent_id, location_id) SELECT ${id}, location_id FROM agent_locations a JOIN agents g ON g.id = a.agent_id WHERE g.email = ${demoEmail('delivery_agent')}`.execute(app.db);
  return { id, email };
}
