import { sql } from 'kysely';
import type { Db } from '../../connection';
import { FORM_INFO, GENERICS, MANUFACTURERS, NON_MEDICINES, TYPICAL_QTY } from './catalogue';
import { FIRST_NAMES, LAST_NAMES } from './people';
import type { Prng } from './prng';

/**
 * Reference data the demo orders build on: more staff (pharmacists, riders, …) beside the
 * foundation's one-per-role, delivery slots, the product catalogue and promo codes.
 */

export interface Reference {
  cityIds: number[];
  locationIds: number[];
  supplierIds: number[];
  agents: Record<string, number[]>;
  slotIds: number[];
  products: ProductRef[];
  promoIds: number[];
}

export interface ProductRef { id: number; name: string; uom: string; retail: number; cost: number; supplierId: number; qty: [number, number, number]; shelfMonths: number; popularity: number; maxDiscount: number }

const EXTRA_STAFF: Array<[role: string, count: number, designation: string]> = [
  ['pharmacist', 6, 'Pharmacist'], ['delivery_agent', 9, 'Rider'], ['invoicing_assistant', 2, 'Invoicing Assistant'],
  ['customer_support', 2, 'Customer Support Officer'], ['logistic_planner', 1, 'Logistics Planner'], ['chief_pharmacist', 1, 'Chief Pharmacist'],
];

const SLOTS: Array<[string, string, string, number]> = [
  ['Morning (08:00 - 12:00)', '08:00', '12:00', 60], ['Afternoon (12:00 - 16:00)', '12:00', '16:00', 60],
  ['Evening (16:00 - 20:00)', '16:00', '20:00', 50], ['Express (within 2 hours)', '09:00', '21:00', 20],
];

const ids = async (db: Db, q: ReturnType<typeof sql<{ id: number }>>) => (await q.execute(db)).rows.map((r) => r.id);

export async function seedReference(db: Db, rng: Prng, anchor: Date, spanDays: number): Promise<Reference> {
  const cityIds = await ids(db, sql<{ id: number }>`SELECT id FROM cities ORDER BY id`);
  const locationIds = await ids(db, sql<{ id: number }>`SELECT id FROM pharmacy_locations ORDER BY id`);
  const supplierIds = await ids(db, sql<{ id: number }>`SELECT id FROM suppliers ORDER BY id`);
  if (!locationIds.length || !supplierIds.length) throw new Error('Seed the foundation (locations, agents, suppliers) before the demo data');
  await seedStaff(db, rng, locationIds);
  const agents: Record<string, number[]> = {};
  for (const r of (await sql<{ role: string; id: number }>`SELECT role, agent_id AS id FROM agent_roles r JOIN agents a ON a.id = r.agent_id
      WHERE NOT EXISTS (SELECT 1 FROM agent_roles x WHERE x.agent_id = r.agent_id AND x.role = 'super_admin') ORDER BY role, agent_id`.execute(db)).rows) {
    (agents[r.role] ??= []).push(r.id);
  }
  const slotIds: number[] = [];
  for (const [name, starts, ends, capacity] of SLOTS) {
    slotIds.push(...await ids(db, sql<{ id: number }>`INSERT INTO delivery_slots (name, starts_at, ends_at, capacity) VALUES (${name}, ${starts}, ${ends}, ${capacity}) RETURNING id`));
  }
  const products = await seedProducts(db, rng, supplierIds, new Date(anchor.getTime() - (spanDays + 60) * 86_400_000));
  const promoIds = await seedPromoCodes(db, rng, anchor, spanDays, agents.marketing?.[0] ?? null);
  return { cityIds, locationIds, supplierIds, agents, slotIds, products, promoIds };
}

async function seedStaff(db: Db, rng: Prng, locationIds: number[]): Promise<void> {
  const hash = (await sql<{ h: string }>`SELECT password_hash AS h FROM agents ORDER BY id LIMIT 1`.execute(db)).rows[0]?.h;
  if (!hash) throw new Error('No foundation agents to copy the demo password from');
  let n = 0;
  for (const [role, count, designation] of EXTRA_STAFF) {
    for (let i = 0; i < count; i++, n++) {
      const first = rng.pick(FIRST_NAMES);
      const last = rng.pick(LAST_NAMES);
      const email = `${first}.${last}.${n + 1}`.toLowerCase().replace(/[^a-z0-9.]/g, '') + '@rxdesk.test';
      const rider = role === 'delivery_agent';
      const [id] = await ids(db, sql<{ id: number }>`INSERT INTO agents (first_name, last_name, email, password_hash, designation, mobile_number,
          slmc_id, vehicle_model, vehicle_number)
        VALUES (${first}, ${last}, ${email}, ${hash}, ${designation}, ${`+94 7${rng.int(0, 8)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`},
          ${role.includes('pharmacist') ? `SLMC-${rng.int(10000, 99999)}` : null}, ${rider ? rng.pick(['Honda Dio', 'Bajaj CT100', 'TVS Apache', 'Yamaha FZ']) : null},
          ${rider ? `WP ${rng.pick(['BHK', 'BFT', 'BGA', 'MP'])}-${rng.int(1000, 9999)}` : null}) RETURNING id`);
      await sql`INSERT INTO agent_roles (agent_id, role) VALUES (${id}, ${role})`.execute(db);
      await sql`INSERT INTO agent_locations (agent_id, location_id) VALUES (${id}, ${locationIds[i % locationIds.length]})`.execute(db);
    }
  }
}

/** Unit price ranges (LKR) by lowest UOM. */
const PRICE: Record<string, [number, number]> = {
  Tablet: [4, 95], Capsule: [6, 140], Bottle: [280, 2400], Vial: [180, 6500], Tube: [240, 1650], Inhaler: [1150, 3900],
  Suppository: [35, 120], Sachet: [30, 90], Patch: [900, 4200], Pen: [3600, 9800], Pack: [450, 9500], Piece: [350, 14500], Tin: [1800, 6900],
};

async function seedProducts(db: Db, rng: Prng, supplierIds: number[], createdAt: Date): Promise<ProductRef[]> {
  interface Row { name: string; maker: string; generic: string; segment: string; category: string; uom: string; form: string; route: string; cold: boolean; narcotic: boolean }
  const rows: Row[] = [];
  for (const [generic, category, forms, flags = ''] of GENERICS) {
    for (const [form, strengths] of forms) {
      for (const strength of strengths) {
        const makers = rng.chance(0.3) ? 2 : 1;
        const picked = new Set<string>();
        while (picked.size < makers) picked.add(rng.pick(MANUFACTURERS));
        for (const maker of picked) {
          const info = FORM_INFO[form];
          rows.push({ name: `${generic} ${strength} ${form}${makers > 1 ? ` (${maker})` : ''}`, maker, generic, segment: category === 'Vaccines' ? 'Vaccines' : 'Pharmaceutical',
            category, uom: info.uom, form, route: info.route, cold: flags.includes('C'), narcotic: flags.includes('N') });
        }
      }
    }
  }
  for (const [name, segment, category, form, uom] of NON_MEDICINES) {
    rows.push({ name, maker: rng.pick(['Omron', 'Accu-Chek', 'Beurer', 'Medisafe', 'Dettol', 'Nestle', 'Healthguard', 'Sunshine']), generic: name.replace(/ \(.*$/, ''),
      segment, category, uom, form, route: FORM_INFO[form]?.route ?? 'Not applicable', cold: false, narcotic: false });
  }
  const refs: ProductRef[] = [];
  // One statement per 100 products keeps the parameter count small.
  for (let i = 0; i < rows.length; i += 100) {
    const chunk = rows.slice(i, i + 100).map((r) => {
      const [lo, hi] = PRICE[r.uom] ?? [100, 1000];
      const retail = rng.money(lo, hi);
      const cost = Math.round(retail * (0.68 + rng.next() * 0.14) * 100) / 100;
      const qty: [number, number, number] = TYPICAL_QTY[r.uom] ?? [1, 3, 1];
      const rol = qty[0] === 1 ? rng.int(5, 30) : rng.int(10, 60) * 10;
      return { ...r, retail, cost, supplierId: rng.pick(supplierIds), rol, roq: rol * 2, qty, maxDiscount: rng.pick([0, 0, 5, 10, 15]),
        outOfMarket: rng.chance(0.02), popularity: rng.next(), shelfMonths: r.cold ? rng.int(9, 18) : rng.int(14, 36) };
    });
    const inserted = await ids(db, sql<{ id: number }>`INSERT INTO products (product_name, manufacturer, generic_name, product_segment, product_category,
        lowest_uom, dosage_form, administration_route, cold_storage, narcotic, out_of_market, re_order_level, re_order_quantity, supplier_id,
        last_purchase_price, retail_price, max_discount_percentage, created_at, updated_at)
      VALUES ${sql.join(chunk.map((r) => sql`(${r.name}, ${r.maker}, ${r.generic}, ${r.segment}, ${r.category}, ${r.uom}, ${r.form}, ${r.route},
        ${r.cold}, ${r.narcotic}, ${r.outOfMarket}, ${r.rol}, ${r.roq}, ${r.supplierId}, ${r.cost}, ${r.retail}, ${r.maxDiscount}, ${createdAt}, ${createdAt})`))}
      RETURNING id`);
    inserted.forEach((id, k) => {
      const r = chunk[k];
      refs.push({ id, name: r.name, uom: r.uom, retail: r.retail, cost: r.cost, supplierId: r.supplierId, qty: r.qty, shelfMonths: r.shelfMonths, popularity: r.popularity, maxDiscount: r.maxDiscount });
    });
  }
  return refs;
}

async function seedPromoCodes(db: Db, rng: Prng, anchor: Date, spanDays: number, agentId: number | null): Promise<number[]> {
  const day = (d: number) => new Date(anchor.getTime() + d * 86_400_000).toISOString().slice(0, 10);
  const codes: Array<[string, string, 'percentage' | 'fixed', number, number, number, string]> = [
    ['WELCOME10', 'First order: 10% off', 'percentage', 10, -spanDays - 1, 365, 'active'],
    ['FREEDEL', 'Free delivery over Rs. 3000', 'fixed', 350, -spanDays - 1, 365, 'active'],
    ['SENIOR5', 'Senior citizens 5% off', 'percentage', 5, -spanDays - 1, 365, 'active'],
    ['AVURUDU15', 'Sinhala & Tamil New Year offer', 'percentage', 15, -Math.round(spanDays * 0.6), -Math.round(spanDays * 0.6) + 14, 'active'],
    ['MONSOON500', 'Rs. 500 off during the monsoon', 'fixed', 500, -Math.round(spanDays * 0.3), -Math.round(spanDays * 0.3) + 30, 'active'],
    ['DIABETES20', 'Diabetes care month', 'percentage', 20, -Math.round(spanDays * 0.15), -Math.round(spanDays * 0.15) + 30, 'inactive'],
    ['VESAK250', 'Vesak week', 'fixed', 250, -20, -13, 'active'],
    ['APPONLY7', 'App-only 7% off', 'percentage', 7, -10, 60, 'active'],
    ['NEXTMONTH', 'Starts next month', 'percentage', 12, 20, 50, 'active'],
  ];
  const out: number[] = [];
  for (const [code, description, type, value, from, to, status] of codes) {
    out.push(...await ids(db, sql<{ id: number }>`INSERT INTO promo_codes (code, description, discount_type, discount_value, max_discount_amount,
        min_order_amount, starts_at, ends_at, usage_limit, per_customer_limit, status, created_by_agent_id, deactivated_at, created_at, updated_at)
      VALUES (${code}, ${description}, ${type}, ${value}, ${type === 'percentage' ? rng.pick([500, 750, 1000]) : null}, ${rng.pick([0, 1500, 3000])},
        ${day(from)}, ${day(to)}, ${rng.chance(0.5) ? rng.int(500, 5000) : null}, ${rng.pick([1, 1, 2, 3])}, ${status}, ${agentId},
        ${status === 'inactive' ? new Date(anchor.getTime() - 86_400_000) : null}, ${new Date(anchor.getTime() + (from - 3) * 86_400_000)},
        ${new Date(anchor.getTime() + (from - 3) * 86_400_000)}) RETURNING id`));
  }
  return out;
}
