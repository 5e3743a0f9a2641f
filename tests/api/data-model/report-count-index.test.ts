import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import orderCancellation from '../../../src/server/modules/orders/reports/orderCancellation';
import hbsReorder from '../../../src/server/modules/prescriptions/reports/reOrder';
import { readRequest } from '../../../src/server/platform/reports/params';
import { totalsQuery } from '../../../src/server/platform/reports/sql';
import { openTestDb, type TestDb } from './db';

let database: TestDb;
beforeAll(async () => { database = await openTestDb(); });
afterAll(async () => { await database?.drop(); });

/** The plan of a query with the table scans priced out: whether an index can answer it, and how. */
const plan = (query: { sql: string; parameters: readonly unknown[] }) => database.db.transaction().execute(async (trx) => {
  await sql`SET LOCAL enable_seqscan = off`.execute(trx);
  await sql`SET LOCAL enable_bitmapscan = off`.execute(trx);
  const rows = (await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${sql.raw(query.sql.replace(/\$(\d+)/g, (_, n) => `'${String(query.parameters[Number(n) - 1])}'`))}`.execute(trx)).rows;
  return rows.map((r) => r['QUERY PLAN']).join('\n');
});

describe('a report count reads no row where an index holds what it needs', () => {
  const { report, query } = orderCancellation;
  const req = readRequest(report, { startDate: '2024-11-30', endDate: '2026-11-29' });
  const scope = { locationId: null, agentId: 1, role: 'super_admin' };

  it('counts its key as rows: count(*), not the key column each row would have to be read for', () => {
    const compiled = totalsQuery(report, query, req, scope).compile(database.db);
    expect(compiled.sql).toContain(`count(*)::bigint AS "${report.key}"`);
    expect(compiled.sql).not.toContain(`count("r"."${report.key}")`);
  });

  // Each report whose count over two years read every row at 1M orders, and the index that answers it alone.
  for (const [server, table, index] of [[orderCancellation, 'orders', 'orders_cancelled_closed_cover_idx'], [hbsReorder, 'prescriptions', 'prescriptions_active_reorder_cover_idx']] as const) {
    it(`${server.report.name} over two years: its count is an index-only scan of ${index}`, async () => {
      await sql`VACUUM (ANALYZE) ${sql.table(table)}`.execute(database.db);
      const text = await plan(totalsQuery(server.report, server.query, readRequest(server.report, { startDate: '2024-11-30', endDate: '2026-11-29' }), scope).compile(database.db));
      expect(text).toMatch(new RegExp(`Index Only Scan using ${index}`));
    });
  }
});
