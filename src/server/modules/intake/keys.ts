import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/**
 * Customer intake keys: `rxc_<key id>_<secret>`, the secret 32 random bytes (base64url, 43 chars).
 * Only the secret's SHA-256 is stored (customer_keys), so a key can be listed, its last use seen and
 * revoked one by one. Keys issued before migration 0019 (`rxc_<customer id>_<HMAC of the server
 * secret>`) live on as legacy rows whose id is the customer id, checked by their HMAC.
 */
const KEY = /^rxc_(\d{1,10})_([A-Za-z0-9_-]{43})$/;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const legacyMac = (serverSecret: string, customerId: number) =>
  createHmac('sha256', serverSecret).update(`rxdesk-customer-key:v1:${customerId}`).digest('base64url');
const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Issues a new key for the customer inside the caller's transaction; the plain key is shown once. */
export async function issueKey(trx: Db, customerId: number): Promise<{ id: number; key: string }> {
  const secret = randomBytes(32).toString('base64url');
  const { id } = (await sql<{ id: number }>`INSERT INTO customer_keys (customer_id, key_hash) VALUES (${customerId}, ${sha256(secret)}) RETURNING id`.execute(trx)).rows[0];
  return { id, key: `rxc_${id}_${secret}` };
}

/** The customer a key belongs to, or null when it is malformed, unknown, wrong or revoked. */
export async function verifyKey(db: Db, serverSecret: string, key: string): Promise<number | null> {
  const m = KEY.exec(key);
  if (!m) return null;
  const id = Number(m[1]);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2147483647) return null;
  const row = (await sql<{ customer_id: number; key_hash: string | null; legacy: boolean; revoked_at: Date | null; fresh: boolean }>`
    SELECT customer_id, key_hash, legacy, revoked_at, (last_used_at > now() - interval '1 minute') AS fresh
    FROM customer_keys WHERE id = ${id}`.execute(db)).rows[0];
  if (!row || row.revoked_at) return null;
  const ok = row.legacy ? same(legacyMac(serverSecret, row.customer_id), m[2]) : same(row.key_hash!, sha256(m[2]));
  if (!ok) return null;
  // Last use to the minute: enough for staff deciding what to revoke, one write a minute at most.
  if (!row.fresh) await sql`UPDATE customer_keys SET last_used_at = now() WHERE id = ${id}`.execute(db);
  return row.customer_id;
}

export interface KeyRow {
  id: number; customerId: number; customerDisplayId: string; customerName: string; contactNumber: string;
  legacy: boolean; createdAt: Date; lastUsedAt: Date | null; revokedAt: Date | null; revokedBy: string | null; revokeReason: string | null;
  status: 'active' | 'revoked';
}

export interface KeyFilter { skip: number; limit: number; status: 'active' | 'revoked' | 'all'; searchTerm?: string; customerId?: number }

/** Newest first; a search matches the customer's name, contact number or display id. */
export async function listKeys(db: Db, f: KeyFilter): Promise<{ items: KeyRow[]; count: number }> {
  const term = f.searchTerm?.trim() ? `%${f.searchTerm.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = sql`WHERE (${f.status} = 'all' OR (${f.status} = 'active') = (k.revoked_at IS NULL))
    AND (${f.customerId ?? null}::int IS NULL OR k.customer_id = ${f.customerId ?? null})
    AND (${term}::text IS NULL OR c.name ILIKE ${term} OR c.contact_number ILIKE ${term} OR c.display_id ILIKE ${term})`;
  const [items, total] = await Promise.all([
    sql<KeyRow>`SELECT k.id, k.customer_id AS "customerId", c.display_id AS "customerDisplayId", c.name AS "customerName",
        c.contact_number AS "contactNumber", k.legacy, k.created_at AS "createdAt", k.last_used_at AS "lastUsedAt",
        k.revoked_at AS "revokedAt", nullif(trim(a.first_name || ' ' || a.last_name), '') AS "revokedBy", k.revoke_reason AS "revokeReason",
        CASE WHEN k.revoked_at IS NULL THEN 'active' ELSE 'revoked' END AS status
      FROM customer_keys k JOIN customers c ON c.id = k.customer_id LEFT JOIN agents a ON a.id = k.revoked_by_agent_id
      ${where} ORDER BY k.created_at DESC, k.id DESC LIMIT ${f.limit} OFFSET ${f.skip}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM customer_keys k JOIN customers c ON c.id = k.customer_id ${where}`.execute(db),
  ]);
  return { items: items.rows, count: total.rows[0].n };
}

/** Revokes once: a second click finds nothing to revoke (null) and changes nothing. */
export async function revokeKey(trx: Db, id: number, agentId: number, reason: string | null) {
  return (await sql<{ id: number; customer_id: number; revoked_at: Date }>`
    UPDATE customer_keys SET revoked_at = now(), revoked_by_agent_id = ${agentId}, revoke_reason = ${reason}
    WHERE id = ${id} AND revoked_at IS NULL RETURNING id, customer_id, revoked_at`.execute(trx)).rows[0] ?? null;
}

export const keyExists = async (db: Db, id: number) =>
  (await sql`SELECT 1 FROM customer_keys WHERE id = ${id}`.execute(db)).rows.length > 0;
