import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/server/db/connection';
import { can } from '../../../src/shared/permissions/model';
import { ROLES } from '../../../src/shared/roles';
import { ORDER_STATUS as S } from '../../../src/shared/orders/statuses';
import { insertOrder } from '../../../src/server/modules/orders/lifecycle/create';
import { applyTransition, type Actor, type TransitionRequest } from '../../../src/server/modules/orders/lifecycle/service';
import { applyTransitionMany } from '../../../src/server/modules/orders/lifecycle/many';
import { createQuotation, draftInvoice, postInvoice, submitQuotation } from '../../../src/server/db/seed/demo/invoicing';
import { ensureBatch, receive } from '../../../src/server/modules/stock/service';
import { signIn, type SignedIn } from '../helpers/auth';
import { dayIn, intakeCustomer } from '../quotations/fixtures';
import { secondRider } from '../fulfilment/fixtures';
import { batchIn } from '../supply/fixtures';

/**
 * The lifecycle model's worlds. Shared by every sequence: one signed-in agent per role (each action
 * is taken by a role that holds its ability in permissions.yaml), two riders, a customer with an
 * app key, a roomy delivery slot and an unlimited promo code. Per sequence, built in-process in one
 * transaction through the order service's transitions, the stock service and the demo seed's
 * invoicing (so every state is one the lifecycle reaches): its own pharmacy location (the lists and
 * counts of that location are the sequence's alone), two products with small stocks, a submitted
 * PO for GRNs, and one to three orders walked to where the sequence starts.
 */
export interface Shared {
  app: FastifyInstance;
  /** The signed-in agent of a role holding the ability (never a role limited to its own location). */
  as: (ability: string) => SignedIn;
  /** The same agent as the order service's actor. */
  actor: (ability: string) => Actor & { kind: 'agent' };
  riders: SignedIn[];
  customer: Awaited<ReturnType<typeof intakeCustomer>> & { id: number; patientId: number };
  slot: number;
  cityId: number;
  supplierId: number;
  promo: string;
}

export interface World {
  locationId: number;
  products: number[];
  batches: number[];
  po: { poId: number; lineIds: number[] };
  orders: number[];
}

export async function sharedWorld(app: FastifyInstance, supplierId: number): Promise<Shared> {
  const signed = new Map<string, SignedIn>();
  for (const role of ROLES.filter((r) => r !== 'super_admin' && r !== 'external_pharmacist')) signed.set(role, await signIn(app, role));
  const roleOf = (ability: string) => {
    const role = [...signed.keys()].find((r) => can(app.permissions.abilitiesOf(r), ability));
    if (!role) throw new Error(`no role holds ${ability}`);
    return role;
  };
  const as = (ability: string) => signed.get(roleOf(ability))!;
  const actor = (ability: string): Actor & { kind: 'agent' } => {
    const role = roleOf(ability);
    const who = signed.get(role)!;
    return { kind: 'agent', agentId: who.userId, role, locationId: who.locationId, abilities: app.permissions.abilitiesOf(role) };
  };
  const r2 = await secondRider(app);
  const riders = [signed.get('delivery_agent')!, await signIn(app, 'delivery_agent', r2.email)];
  const phone = '+94 71 555 0199';
  const customer = await intakeCustomer(app, 'Model Customer', phone);
  const id = (await sql<{ id: number }>`SELECT id FROM customers WHERE contact_number = ${phone}`.execute(app.db)).rows[0].id;
  const patientId = (await sql<{ id: number }>`INSERT INTO patients (customer_id, first_name, last_name, relationship, gender)
    VALUES (${id}, 'Model', 'Customer', 'self', 'female') RETURNING id`.execute(app.db)).rows[0].id;
  const slot = (await sql<{ id: number }>`INSERT INTO delivery_slots (name, starts_at, ends_at, capacity) VALUES ('Model 13-17', '13:00', '17:00', 1000000) RETURNING id`
    .execute(app.db)).rows[0].id;
  const cityId = (await sql<{ id: number }>`SELECT id FROM cities ORDER BY id LIMIT 1`.execute(app.db)).rows[0].id;
  await sql`INSERT INTO promo_codes (code, discount_type, discount_value, starts_at, ends_at, usage_limit, per_customer_limit, min_order_amount)
    VALUES ('MODEL10', 'percentage', 10, current_date - 1, current_date + 30, NULL, 1000000, 0)`.execute(app.db);
  return { app, as, actor, riders, customer: { ...customer, id, patientId }, slot, cityId, supplierId, promo: 'MODEL10' };
}

/** Where a sequence's order starts: new, quoted, placed, invoiced, prepared, in a pending run, in a started run. */
export const START_STATUSES = [S.new_order, S.quatation_done, S.placed, S.invoice_done, S.prepared, S.rider_assigned, S.dispatch_start] as const;

let worlds = 0;

/** A sequence's world, in one transaction (a few milliseconds instead of dozens of API calls). */
export async function buildWorld(s: Shared, starts: number[], p: number): Promise<World> {
  const n = ++worlds;
  return s.app.db.transaction().execute(async (trx) => {
    const locationId = (await sql<{ id: number }>`INSERT INTO pharmacy_locations (name, code, city_id, address)
      VALUES (${`Model pharmacy ${n}`}, ${`MDL${n}`}, ${s.cityId}, 'Model street') RETURNING id`.execute(trx)).rows[0].id;
    // A product the promo may discount (20 %) and one it may not (0 %): credit notes must tell their charges apart.
    const products = [await product(trx, `Model Panadol ${n}`, 10, 20), await product(trx, `Model Metformin ${n}`, 25.5, 0)];
    // Small stocks, so quotes and adjustments also meet "not enough".
    const stock = [{ productId: products[0], name: batchIn(2), quantity: 4 }, { productId: products[0], name: batchIn(14), quantity: 8 }, { productId: products[1], name: batchIn(20), quantity: 6 }];
    const batches: number[] = [];
    for (const b of stock) batches.push(await ensureBatch(trx, { productId: b.productId, batchName: b.name, purchasePrice: 5, retailPrice: 10 }));
    await receive(trx, stock.map((b, i) => ({ productId: b.productId, batchId: batches[i], quantity: b.quantity, unitCost: 5 })));
    const po = await submittedPo(trx, s, products);
    const orders: number[] = [];
    const runStarts = starts.some((k) => START_STATUSES[k] === S.dispatch_start);
    let runId: number | null = null;
    for (const [i, k] of starts.entries()) {
      const { orderId } = await insertOrder(trx, { customerId: s.customer.id, patientId: s.customer.patientId, locationId, deliveryCityId: s.cityId, deliveryAddress: '1, Model street' },
        { kind: 'customer', customerId: s.customer.id });
      orders.push(orderId);
      const q = p + i;
      const go = (action: string, ability: string, extra: Partial<TransitionRequest> = {}) => applyTransition(trx, { orderId, action, actor: s.actor(ability), ...extra });
      const at = START_STATUSES[k];
      if (at === S.new_order) continue;
      const pharmacist = s.actor('quotations.create');
      await go('startQuotation', 'quotations.create', {
        during: async (t) => {
          const lines = [{ productId: products[0], quantity: 1 + (q % 2), unitPrice: 10 }, ...(q % 3 ? [{ productId: products[1], quantity: 1, unitPrice: 25.5 }] : [])];
          await createQuotation(t, { orderId, agentId: pharmacist.agentId, lines, deliveryFee: (q % 2) * 150, at: null });
        },
      });
      await go('submitQuotation', 'quotations.confirm', { during: (t) => submitQuotation(t, orderId, null) });
      if (at === S.quatation_done) continue;
      await go('confirmQuotationByAgent', 'orders.confirm', { patch: { paymentMethod: ['cash', 'card', 'online'][q % 3], deliveryDate: dayIn(2), deliverySlotId: s.slot } });
      if (at === S.placed) continue;
      const invoicer = s.actor('invoices.generate').agentId;
      await go('startInvoice', 'invoices.generate', { during: async (t) => { await draftInvoice(t, orderId, invoicer, null); } });
      await go('submitInvoice', 'invoices.generate', { during: async (t) => { await postInvoice(t, orderId, invoicer, null); } });
      if (at === S.invoice_done) continue;
      await go('releaseToDispensing', 'orders.confirm');
      await go('startPreparation', 'preparation.process');
      await go('endPreparation', 'preparation.process');
      if (at === S.prepared) continue;
      runId ??= (await sql<{ id: number }>`INSERT INTO dispatch_runs (agent_id, location_id, delivery_date, delivery_slot_id, created_by_agent_id)
        VALUES (${s.riders[p % 2].userId}, ${locationId}, ${dayIn(2)}::date, ${s.slot}, ${s.actor('logistics.assign_dispatch').agentId}) RETURNING id`.execute(trx)).rows[0].id;
      await go('assignDispatch', 'logistics.assign_dispatch', { patch: { dispatchRunId: runId } });
    }
    if (runId && runStarts) {
      // As start-dispatch does: the run's rider starts every order of it at once.
      const rider = s.riders[p % 2];
      const riding = (await sql<{ id: number }>`SELECT id::int AS id FROM orders WHERE dispatch_run_id = ${runId} ORDER BY id`.execute(trx)).rows.map((r) => r.id);
      await applyTransitionMany(trx, { orderIds: riding, action: 'startDispatch', actor: { ...s.actor('rider.toolkit'), agentId: rider.userId } });
      await sql`UPDATE dispatch_runs SET status = 'ongoing', started_at = now(), updated_at = now() WHERE id = ${runId}`.execute(trx);
    }
    return { locationId, products, batches, po, orders };
  });
}

async function product(trx: Db, name: string, price: number, maxDiscount: number): Promise<number> {
  return (await sql<{ id: number }>`INSERT INTO products (product_name, manufacturer, generic_name, product_segment, product_category, lowest_uom,
      dosage_form, administration_route, retail_price, last_purchase_price, max_discount_percentage)
    VALUES (${name}, 'Acme', ${name}, 'Pharmaceutical', 'General', 'Tablet', 'Tablet', 'Oral', ${price}, ${price / 2}, ${maxDiscount}) RETURNING id`.execute(trx)).rows[0].id;
}

/** A submitted PO of both products (as po/submit leaves it), for the GRN action. */
async function submittedPo(trx: Db, s: Shared, products: number[]): Promise<World['po']> {
  const agentId = s.actor('po.create').agentId;
  const poId = (await sql<{ id: number }>`INSERT INTO purchase_orders (supplier_id, status, required_date, net_total, agent_id, submitted_at)
    VALUES (${s.supplierId}, 'submitted', ${dayIn(5)}::date, ${products.length * 1000 * 5}, ${agentId}, now()) RETURNING id`.execute(trx)).rows[0].id;
  const lineIds: number[] = [];
  for (const productId of products) {
    lineIds.push(Number((await sql<{ id: string }>`INSERT INTO purchase_order_lines (purchase_order_id, product_id, order_qty, last_purchase_price, weighted_average_cost,
        retail_price, est_line_total, agent_id)
      VALUES (${poId}, ${productId}, 1000, 5, 5, 10, 5000, ${agentId}) RETURNING id`.execute(trx)).rows[0].id));
  }
  return { poId, lineIds };
}

export interface OrderState { id: number; status: number; stage: string; run: string; runId: number | null; rider: number | null; due: number }

/** The world's orders as the model sees them (one indexed read). */
export async function orderStates(app: FastifyInstance, ids: number[]): Promise<OrderState[]> {
  return (await sql<OrderState>`SELECT o.id::int AS id, o.status, o.stage, coalesce(r.status, 'none') AS run, r.id AS "runId", r.agent_id AS rider,
      coalesce((SELECT greatest(0, i.net_total - coalesce((SELECT sum(cn.amount) FROM credit_notes cn WHERE cn.invoice_id = i.id), 0))::float8
        FROM invoices i WHERE i.order_id = o.id AND i.status = 'posted'), 0) AS due
    FROM orders o LEFT JOIN dispatch_runs r ON r.id = o.dispatch_run_id WHERE o.id = ANY(${ids}::bigint[]) ORDER BY o.id`.execute(app.db)).rows;
}
