import { sql } from 'kysely';
import type { Db } from '../connection';
import { ROLES } from '../../../shared/roles';
import { hashPassword } from '../../modules/auth/service';

export const DEMO_PASSWORD = 'rxdesk-demo';
export const demoEmail = (role: string) => `${role}@rxdesk.test`;

const CITIES = ['Colombo', 'Kandy', 'Galle', 'Negombo', 'Dehiwala-Mount Lavinia', 'Moratuwa', 'Kurunegala', 'Matara'];
const LOCATIONS = [
  { name: 'Colombo Central Pharmacy', code: 'CMB', city: 'Colombo', address: '112 Galle Road, Colombo 03', phone: '+94 11 234 5678' },
  { name: 'Kandy Hillside Pharmacy', code: 'KDY', city: 'Kandy', address: '45 Peradeniya Road, Kandy', phone: '+94 81 222 3344' },
  { name: 'Galle Fort Pharmacy', code: 'GLE', city: 'Galle', address: '8 Church Street, Galle Fort', phone: '+94 91 223 4455' },
];
const NAMES: Array<[string, string, string]> = [
  ['Amara', 'Perera', 'Director'], ['Nimal', 'Fernando', 'General Manager'], ['Ishara', 'Jayasinghe', 'Marketing Executive'],
  ['Kasun', 'Silva', 'Rider'], ['Dilani', 'Wickramasinghe', 'Logistics Planner'], ['Ruwan', 'Gunawardena', 'Customer Support Officer'],
  ['Dr. Shanika', 'Rathnayake', 'Chief Pharmacist'], ['Tharindu', 'Bandara', 'Pharmacist'], ['Malsha', 'Herath', 'Partner Pharmacist'],
  ['Chamara', 'Dissanayake', 'Invoicing Assistant'], ['Sanduni', 'Karunaratne', 'Procurement Officer'], ['Pradeep', 'Kumara', 'GRN Officer'],
  ['Harsha', 'Abeysekera', 'Finance Executive'],
];
const SUPPLIER_NAMES = [
  'Hemas Pharmaceuticals', 'State Pharmaceuticals Corporation', 'Sunshine Healthcare Lanka', 'Emerchemie NB Ceylon', 'Astron Limited',
  'CIC Pharma Distributors', 'George Steuart Health', 'A. Baur & Co. Pharma', 'Cipla Lanka', 'Glenmark Distributors Lanka',
  'Healthguard Distribution', 'Lanka Medical Supplies', 'Medisales Lanka', 'Nawaloka Trading', 'Pharmalink Colombo',
  'Quality Pharma Imports', 'Reliance Medical Traders', 'Slim Pharmaceuticals', 'Tropical Health Imports', 'Union Chemists',
  'Vision Care Supplies', 'Wellcare Distributors', 'Zenith Pharma Lanka', 'Baurs Healthcare', 'Ceymed Healthcare',
  'Delmege Pharma', 'Eurocare Lanka', 'Filmed Pharma Traders', 'Globe Medical Supplies', 'Harcourts Pharma',
];

export interface FoundationIds { cityIds: Record<string, number>; locationIds: number[]; agentIds: Record<string, number>; supplierIds: number[] }

/** Places, one demo agent per role (super_admin with every role and location), suppliers and modes. */
export async function seedFoundation(db: Db): Promise<FoundationIds> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction().execute(async (trx) => {
    const cityIds: Record<string, number> = {};
    for (const name of CITIES) {
      cityIds[name] = (await sql<{ id: number }>`INSERT INTO cities (name) VALUES (${name}) RETURNING id`.execute(trx)).rows[0].id;
    }
    const locationIds: number[] = [];
    for (const l of LOCATIONS) {
      locationIds.push((await sql<{ id: number }>`INSERT INTO pharmacy_locations (name, code, city_id, address, phone)
        VALUES (${l.name}, ${l.code}, ${cityIds[l.city]}, ${l.address}, ${l.phone}) RETURNING id`.execute(trx)).rows[0].id);
    }
    const agentIds: Record<string, number> = {};
    for (const [i, role] of ROLES.entries()) {
      const [first, last, designation] = NAMES[i];
      const external = role === 'external_pharmacist';
      const id = (await sql<{ id: number }>`INSERT INTO agents (first_name, last_name, email, password_hash, designation, mobile_number,
          agent_type, slmc_id, vehicle_model, vehicle_number)
        VALUES (${first}, ${last}, ${demoEmail(role)}, ${passwordHash}, ${designation}, ${`+94 77 ${String(1000000 + i * 7919).slice(0, 3)} ${String(1000 + i * 37)}`},
          ${external ? 'external' : 'internal'}, ${role.includes('pharmacist') ? `SLMC-${4100 + i}` : null},
          ${role === 'delivery_agent' ? 'Honda Dio' : null}, ${role === 'delivery_agent' ? 'WP BHK-4521' : null}) RETURNING id`.execute(trx)).rows[0].id;
      agentIds[role] = id;
      const roles = role === 'super_admin' ? [...ROLES] : [role];
      const locs = role === 'super_admin' ? locationIds : role === 'external_pharmacist' ? [locationIds[2]] : [locationIds[0], locationIds[1]];
      for (const r of roles) await sql`INSERT INTO agent_roles (agent_id, role) VALUES (${id}, ${r})`.execute(trx);
      for (const l of locs) await sql`INSERT INTO agent_locations (agent_id, location_id) VALUES (${id}, ${l})`.execute(trx);
    }
    const supplierIds: number[] = [];
    for (const [i, name] of SUPPLIER_NAMES.entries()) {
      const slug = name.toLowerCase().replace(/[^a-z]+/g, '');
      supplierIds.push((await sql<{ id: number }>`INSERT INTO suppliers (name, address, contact_person, email, contact_no, alt_contact_no, note)
        VALUES (${name}, ${`${10 + i} Union Place, Colombo 02`}, ${`${NAMES[i % NAMES.length][0]} ${NAMES[(i + 3) % NAMES.length][1]}`},
          ${`orders@${slug.slice(0, 18)}.lk`}, ${`+94 11 ${String(2400000 + i * 1371).slice(0, 3)} ${String(1000 + i * 97).slice(0, 4)}`},
          ${i % 3 === 0 ? `+94 77 ${String(3000000 + i * 913).slice(0, 3)} ${String(2000 + i).slice(0, 4)}` : null},
          ${i % 4 === 0 ? 'Delivers Monday and Thursday; 30-day credit.' : null}) RETURNING id`.execute(trx)).rows[0].id);
    }
    for (const [mode, desc] of [['Facebook', 'Saw a post or an advert on Facebook'], ['Doctor referral', 'Sent by their doctor'], ['Friend or family', 'Recommended by someone they know'], ['Google search', 'Found us searching online'], ['Walk-in', 'Passed by a branch']]) {
      await sql`INSERT INTO referral_modes (referral_mode, referral_mode_description) VALUES (${mode}, ${desc})`.execute(trx);
    }
    for (const [mode, desc] of [['Phone call', 'Order taken over the phone'], ['WhatsApp', 'Order sent as a WhatsApp message'], ['Walk-in', 'Customer came to the counter'], ['E-mail', 'Order sent by e-mail']]) {
      await sql`INSERT INTO receive_modes (receive_mode, receive_mode_description) VALUES (${mode}, ${desc})`.execute(trx);
    }
    return { cityIds, locationIds, agentIds, supplierIds };
  });
}

/** True when the database already holds the foundation data (first start seeds, later starts don't). */
export const isSeeded = async (db: Db) => ((await sql<{ n: number }>`SELECT count(*)::int AS n FROM agents`.execute(db)).rows[0].n) > 0;
