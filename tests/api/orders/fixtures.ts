import { sql } from 'kysely';
import type { Db } from '../../../src/server/db/connection';
import type { FoundationIds } from '../../../src/server/db/seed/foundation';
import { ensureBatch, receive } from '../../../src/server/modules/stock/service';

/**
 * A small, known set of orders for the orders/chats API tests: named orders in the states the
 * tests act on, plus `extra` filler orders over every stage, location and assignee so paging and
 * counts have something to count. Rows are inserted directly (a fixture, not a business flow),
 * each with the log entry and chat thread the order service would have written.
 */
export interface OrderFixture {
  customers: { amara: number; bimal: number; chathu: number };
  patients: { amara: number; amaraChild: number; bimal: number; chathu: number };
  prescriptions: { amara: number; bimal: number };
  products: number[];
  slotId: number;
  orders: Record<NamedOrder, number>;
}

export type NamedOrder = 'fresh' | 'quoting' | 'quoted' | 'waiting' | 'changeRequest' | 'toInvoice' | 'invoiced' | 'dispensing'
  | 'onRoute' | 'delivered' | 'completed' | 'reorder' | 'cancelled' | 'galle' | 'kandy';

interface Spec { status: number; loc: 0 | 1 | 2; agent?: string | null; customer: keyof OrderFixture['customers']; awaiting?: boolean; hoursAgo: number; parent?: NamedOrder; deliveryInDays?: number }

const NAMED: Record<NamedOrder, Spec> = {
  fresh: { status: 1, loc: 0, customer: 'amara', hoursAgo: 1 },
  quoting: { status: 2, loc: 0, agent: 'pharmacist', customer: 'bimal', hoursAgo: 2 },
  quoted: { status: 3, loc: 0, agent: 'pharmacist', customer: 'amara', hoursAgo: 3 },
  waiting: { status: 3, loc: 0, agent: 'pharmacist', customer: 'chathu', awaiting: true, hoursAgo: 4 },
  changeRequest: { status: 4, loc: 1, agent: 'chief_pharmacist', customer: 'bimal', hoursAgo: 5 },
  toInvoice: { status: 5, loc: 0, agent: 'invoicing_assistant', customer: 'chathu', hoursAgo: 6, deliveryInDays: 2 },
  invoiced: { status: 7, loc: 0, agent: 'pharmacist', customer: 'amara', hoursAgo: 7, deliveryInDays: 1 },
  dispensing: { status: 9, loc: 1, agent: 'pharmacist', customer: 'bimal', hoursAgo: 8, deliveryInDays: 1 },
  onRoute: { status: 13, loc: 0, agent: 'pharmacist', customer: 'chathu', hoursAgo: 30, deliveryInDays: 0 },
  delivered: { status: 15, loc: 0, agent: 'pharmacist', customer: 'amara', hoursAgo: 50, deliveryInDays: -1 },
  completed: { status: 21, loc: 0, agent: 'pharmacist', customer: 'amara', hoursAgo: 200, deliveryInDays: -7 },
  reorder: { status: 1, loc: 0, customer: 'amara', hoursAgo: 0.5, parent: 'completed' },
  cancelled: { status: 17, loc: 1, customer: 'bimal', hoursAgo: 100 },
  galle: { status: 1, loc: 2, customer: 'chathu', hoursAgo: 9 },
  kandy: { status: 2, loc: 1, customer: 'chathu', hoursAgo: 10 },
};

const FILLER_STATUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 17, 21, 23, 24, 26];
const FILLER_AGENTS = [null, 'pharmacist', 'chief_pharmacist', 'invoicing_assistant', null];

const one = async <T>(db: Db, q: { execute(db: Db): Promise<{ rows: unknown[] }> }): Promise<T> => (await q.execute(db)).rows[0] as T;

export async function seedOrderFixture(db: Db, ids: FoundationIds, extra = 60): Promise<OrderFixture> {
  return db.transaction().execute(async (trx) => {
    const city = (name: string) => ids.cityIds[name];
    const customer = async (name: string, phone: string, cityName: string) => (await one<{ id: number }>(trx, sql`INSERT INTO customers (name, contact_number, email, city_id, addresses)
      VALUES (${name}, ${phone}, ${`${name.split(' ')[0].toLowerCase()}@example.lk`}, ${city(cityName)}, ${JSON.stringify([{ label: 'Home', address: `12 Lake Road, ${cityName}`, cityId: city(cityName) }])}::jsonb) RETURNING id`)).id;
    const customers = { amara: await customer('Amara Silva', '+94 77 111 2233', 'Colombo'), bimal: await customer('Bimal Jayawardena', '+94 71 555 8899', 'Kandy'), chathu: await customer('Chathurika Senanayake', '+94 76 333 4455', 'Galle') };
    const patient = async (c: number, first: string, last: string, rel: string) => (await one<{ id: number }>(trx, sql`INSERT INTO patients (customer_id, first_name, last_name, relationship)
      VALUES (${c}, ${first}, ${last}, ${rel}) RETURNING id`)).id;
    const patients = {
      amara: await patient(customers.amara, 'Amara', 'Silva', 'self'), amaraChild: await patient(customers.amara, 'Nethmi', 'Silva', 'child'),
      bimal: await patient(customers.bimal, 'Bimal', 'Jayawardena', 'self'), chathu: await patient(customers.chathu, 'Chathurika', 'Senanayake', 'self'),
    };
    const prescription = async (c: number, p: number, doctor: string) => (await one<{ id: number }>(trx, sql`INSERT INTO prescriptions (customer_id, patient_id, doctor_name, issued_date, attachments)
      VALUES (${c}, ${p}, ${doctor}, current_date - 3, '[]'::jsonb) RETURNING id`)).id;
    const prescriptions = { amara: await prescription(customers.amara, patients.amara, 'Dr. R. Fernando'), bimal: await prescription(customers.bimal, patients.bimal, 'Dr. K. Perera') };
    const slotId = (await one<{ id: number }>(trx, sql`INSERT INTO delivery_slots (name, starts_at, ends_at, capacity) VALUES ('Morning 9-12', '09:00', '12:00', 40) RETURNING id`)).id;

    const products: number[] = [];
    for (const [name, generic, price] of [['Panadol 500mg Tablets', 'Paracetamol', 12.5], ['Amoxil 250mg Capsules', 'Amoxicillin', 28]] as const) {
      const id = (await one<{ id: number }>(trx, sql`INSERT INTO products (product_name, manufacturer, generic_name, product_segment, product_category,
          lowest_uom, dosage_form, administration_route, retail_price, last_purchase_price)
        VALUES (${name}, 'GSK', ${generic}, 'Pharmaceutical', 'Analgesic', 'Tablet', 'Tablet', 'Oral', ${price}, ${price * 0.7}) RETURNING id`)).id;
      const batchId = await ensureBatch(trx, { productId: id, batchName: '12-2030', purchasePrice: price * 0.7, retailPrice: price });
      await receive(trx, [{ productId: id, batchId, quantity: 500, unitCost: price * 0.7 }]);
      products.push(id);
    }

    const insertOrder = async (s: Spec, parentId: number | null) => {
      const patientId = s.customer === 'amara' ? patients.amara : s.customer === 'bimal' ? patients.bimal : patients.chathu;
      const rx = s.customer === 'amara' ? prescriptions.amara : s.customer === 'bimal' ? prescriptions.bimal : null;
      const agentId = s.agent ? ids.agentIds[s.agent] : null;
      const cityId = s.customer === 'amara' ? city('Colombo') : s.customer === 'bimal' ? city('Kandy') : city('Galle');
      const o = await one<{ id: number }>(trx, sql`INSERT INTO orders (customer_id, patient_id, prescription_id, parent_order_id, status, awaiting_reply,
          assigned_agent_id, assigned_at, location_id, delivery_city_id, delivery_address, delivery_date, delivery_slot_id, payment_method,
          created_at, updated_at, last_status_update_time)
        VALUES (${s.customer === 'amara' ? customers.amara : s.customer === 'bimal' ? customers.bimal : customers.chathu}, ${patientId}, ${rx}, ${parentId},
          ${s.status}, ${s.awaiting ?? false}, ${agentId}, ${agentId ? sql`now()` : null}, ${ids.locationIds[s.loc]}, ${cityId}, '12 Lake Road',
          ${s.deliveryInDays === undefined ? null : sql`current_date + ${s.deliveryInDays}::int`}, ${s.deliveryInDays === undefined ? null : slotId},
          ${s.status >= 5 && s.status !== 17 ? 'cash' : null},
          now() - make_interval(secs => ${s.hoursAgo * 3600}), now() - make_interval(secs => ${s.hoursAgo * 3600}),
          now() - make_interval(secs => ${s.hoursAgo * 1800})) RETURNING id`);
      await sql`INSERT INTO order_logs (order_id, action, from_status, to_status, actor, created_at)
        VALUES (${o.id}, 'placeOrder', NULL, 1, 'customer', now() - make_interval(secs => ${s.hoursAgo * 3600}))`.execute(trx);
      if (s.status !== 1) {
        await sql`INSERT INTO order_logs (order_id, action, from_status, to_status, actor, created_at)
          VALUES (${o.id}, 'fixture', 1, ${s.status}, 'system', now() - make_interval(secs => ${s.hoursAgo * 1800}))`.execute(trx);
      }
      const thread = await one<{ id: number }>(trx, sql`INSERT INTO chat_threads (order_id, customer_id, last_message_at, last_sender)
        VALUES (${o.id}, (SELECT customer_id FROM orders WHERE id = ${o.id}), now(), 'customer') RETURNING id`);
      await sql`INSERT INTO chat_messages (thread_id, sender, body, step) VALUES (${thread.id}, 'customer', 'Hello, please see my prescription', 1)`.execute(trx);
      return o.id;
    };

    const orders = {} as Record<NamedOrder, number>;
    for (const [name, spec] of Object.entries(NAMED) as Array<[NamedOrder, Spec]>) {
      orders[name] = await insertOrder(spec, spec.parent ? orders[spec.parent] : null);
    }
    // A quotation on the orders that show totals and can be confirmed.
    for (const name of ['quoted', 'waiting', 'toInvoice', 'delivered'] as NamedOrder[]) {
      const status = name === 'quoted' || name === 'waiting' ? 0 : 1;
      const q = await one<{ id: number }>(trx, sql`INSERT INTO quotations (order_id, status, delivery_fee, lines_total, net_total, submitted_at)
        VALUES (${orders[name]}, ${status}, 250, 985, 1235, now()) RETURNING id`);
      await sql`INSERT INTO quotation_lines (quotation_id, product_id, quantity, unit_price, discount, line_total)
        VALUES (${q.id}, ${products[0]}, 20, 12.5, 15, 235), (${q.id}, ${products[1]}, 30, 28, 90, 750)`.execute(trx);
    }
    for (let i = 0; i < extra; i++) {
      const spec: Spec = {
        status: FILLER_STATUSES[i % FILLER_STATUSES.length], loc: (i % 3) as 0 | 1 | 2, agent: FILLER_AGENTS[i % FILLER_AGENTS.length],
        customer: (['amara', 'bimal', 'chathu'] as const)[i % 3], hoursAgo: 12 + i * 3, awaiting: i % 7 === 0,
        deliveryInDays: i % 4 === 0 ? undefined : (i % 9) - 3,
      };
      if (spec.loc === 2 && spec.agent) spec.agent = i % 2 ? 'external_pharmacist' : null;
      await insertOrder(spec, null);
    }
    return { customers, patients, prescriptions, products, slotId, orders };
  });
}
