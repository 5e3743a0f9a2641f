import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from './db';

let database: TestDb;
beforeAll(async () => { database = await openTestDb(); });
afterAll(async () => { await database?.drop(); });

/** The plan of a query with sequential scans priced out: which index (if any) can answer it. */
const plan = (query: string) => database.db.transaction().execute(async (trx) => {
  await sql`SET LOCAL enable_seqscan = off`.execute(trx);
  const rows = (await sql.raw<{ 'QUERY PLAN': string }>(`EXPLAIN ${query}`).execute(trx)).rows;
  return rows.map((r) => r['QUERY PLAN']).join('\n');
});

describe('free-text search indexes', () => {
  it('answer "contains" searches on customers and patients from trigram indexes', async () => {
    expect(await plan("SELECT id FROM customers c WHERE lower(c.name) LIKE '%perera%'")).toContain('customers_name_trgm_idx');
    expect(await plan("SELECT id FROM customers c WHERE replace(c.contact_number, ' ', '') LIKE '%0771%'")).toContain('customers_contact_digits_trgm_idx');
    expect(await plan("SELECT id FROM customers c WHERE c.contact_number LIKE '%0771%'")).toContain('customers_contact_trgm_idx');
    expect(await plan("SELECT id FROM patients p WHERE lower(p.first_name || ' ' || p.last_name) LIKE '%nimal s%'")).toContain('patients_full_name_trgm_idx');
  });
});
