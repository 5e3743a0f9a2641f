import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/** SQL of offline customers: rows of `customers` with source 'offline' (migration 0002). */

export interface Address { label?: string; address: string; cityId?: number | null }
export interface NewOfflineCustomer { name: string; contactNumber: string; email: string | null; referralModeId: number | null; addresses: Address[] }

export interface OfflineCustomerRow {
  id: number; displayId: string; customerName: string; contactNumber: string; emailId: string | null; referralMode: number | null;
  referralModeName: string | null; addresses: Address[]; source: 'app' | 'offline'; createdAt: Date;
}

const COLUMNS = sql`c.id, c.display_id AS "displayId", c.name AS "customerName", c.contact_number AS "contactNumber", c.email AS "emailId",
  c.referral_mode_id AS "referralMode", (SELECT r.referral_mode FROM referral_modes r WHERE r.id = c.referral_mode_id) AS "referralModeName",
  c.addresses, c.source, c.created_at AS "createdAt"`;

/** The expression of customers_contact_digits_idx (0070): keep the two identical. */
const DIGITS = sql.raw(`regexp_replace(contact_number, '[^0-9+]', '', 'g')`);

/** Digits with an optional leading +: "077 123-4567" and "0771234567" are one number. */
export const normaliseContact = (s: string): string => s.trim().replace(/[^0-9+]/g, '').replace(/(?!^)\+/g, '');

/** The customer (app or offline) who already has this contact number, written either way. */
export async function customerByContact(db: Db, contactNumber: string): Promise<{ id: number; displayId: string; name: string; source: string } | undefined> {
  const n = normaliseContact(contactNumber);
  return (await sql<{ id: number; displayId: string; name: string; source: string }>`SELECT id, display_id AS "displayId", name, source FROM customers
    WHERE ${DIGITS} = ${n} ORDER BY id LIMIT 1`.execute(db)).rows[0];
}

export async function insertOfflineCustomer(db: Db, c: NewOfflineCustomer, agentId: number | null): Promise<number> {
  const cityId = c.addresses.find((a) => a.cityId != null)?.cityId ?? null;
  return (await sql<{ id: number }>`INSERT INTO customers (name, contact_number, email, source, referral_mode_id, city_id, addresses, created_by_agent_id)
    VALUES (${c.name}, ${c.contactNumber}, ${c.email}, 'offline', ${c.referralModeId}, ${cityId}, ${JSON.stringify(c.addresses)}::jsonb, ${agentId})
    RETURNING id`.execute(db)).rows[0].id;
}

export async function customerById(db: Db, id: number): Promise<OfflineCustomerRow | undefined> {
  return (await sql<OfflineCustomerRow>`SELECT ${COLUMNS} FROM customers c WHERE c.id = ${id}`.execute(db)).rows[0];
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/** Name or contact number (contains) or display id: the search box of the order form. */
function matchOf(q: string) {
  const t = q.trim();
  const id = /^(?:HNCX)?0*(\d{1,9})$/i.exec(t);
  const digits = normaliseContact(t);
  const parts = [sql`lower(c.name) LIKE ${`%${escapeLike(t.toLowerCase())}%`}`];
  // "Contains" on the number without spaces (customers_contact_digits_trgm_idx, 0008); a leading 0
  // of a local number is dropped so "0771234" finds "+94 77 123 4567".
  const local = digits.replace(/^0+/, '');
  if (local.length >= 3) parts.push(sql`replace(c.contact_number, ' ', '') LIKE ${`%${escapeLike(local)}%`}`);
  if (id && /^HNCX/i.test(t)) parts.push(sql`c.id = ${Number(id[1])}`);
  return sql`(${sql.join(parts, sql` OR `)})`;
}

/**
 * Customers matching q, offline ones first. App customers are included: a customer who ordered
 * through the app may phone in, and the duplicate refusal names them, so staff must find them here.
 */
export async function searchCustomers(db: Db, q: string, limit: number): Promise<OfflineCustomerRow[]> {
  return (await sql<OfflineCustomerRow>`SELECT ${COLUMNS} FROM customers c WHERE ${matchOf(q)}
    ORDER BY (c.source = 'offline') DESC, c.name, c.id LIMIT ${limit}`.execute(db)).rows;
}

/** A page of offline customers, newest first (customers_source_created_idx), with the total. */
export async function listOfflineCustomers(db: Db, q: string | undefined, skip: number, limit: number): Promise<{ rows: OfflineCustomerRow[]; total: number }> {
  const where = q?.trim() ? sql`c.source = 'offline' AND ${matchOf(q)}` : sql`c.source = 'offline'`;
  const [rows, total] = await Promise.all([
    sql<OfflineCustomerRow>`SELECT ${COLUMNS} FROM customers c WHERE ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT ${limit} OFFSET ${skip}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM customers c WHERE ${where}`.execute(db),
  ]);
  return { rows: rows.rows, total: total.rows[0].n };
}

export async function referralModeExists(db: Db, id: number): Promise<boolean> {
  return (await sql`SELECT 1 FROM referral_modes WHERE id = ${id}`.execute(db)).rows.length > 0;
}

/** The ids among these that are not cities. */
export async function missingCities(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const found = new Set((await sql<{ id: number }>`SELECT id FROM cities WHERE id = ANY(${ids}::int[])`.execute(db)).rows.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}
