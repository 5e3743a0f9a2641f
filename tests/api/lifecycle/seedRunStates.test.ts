import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFoundation } from '../../../src/server/db/seed/foundation';
import { seedReference } from '../../../src/server/db/seed/demo/reference';
import { seedHistory } from '../../../src/server/db/seed/demo/bulk';
import { Prng } from '../../../src/server/db/seed/demo/prng';
import { orderRunViolations } from '../../../src/server/db/checks/orderRunStates';
import { freshDatabase, type TestDb } from '../helpers/database';

/**
 * The bulk history (the 1M seed's generator) writes only order/run pairs the lifecycle reaches. Its
 * last days are the live pipeline (orders left rider_assigned, on route, arrived …), so a short
 * history made only of recent days puts many orders in every dispatch state at once: the old
 * generator left rider_assigned orders in runs it marked started or completed (146 at 1M).
 */
let database: TestDb;
const NOW = new Date('2026-03-15T00:00:00Z');

beforeAll(async () => {
  database = await freshDatabase();
  await seedFoundation(database.db);
  const spanDays = 3;
  const ref = await seedReference(database.db, new Prng(11).fork(1), NOW, spanDays);
  await seedHistory({ db: database.db, seed: 11, anchor: NOW, start: new Date(NOW.getTime() - spanDays * 86_400_000), spanDays, orders: 600, customers: 150, ref, log: () => {} });
}, 240_000);
afterAll(async () => { await database?.drop(); });

describe('the bulk demo history', () => {
  it('puts every order in a run state the lifecycle can reach, with every dispatch status present', async () => {
    const statuses = (await sql<{ s: number }>`SELECT DISTINCT status AS s FROM orders WHERE status BETWEEN 11 AND 20 ORDER BY 1`.execute(database.db)).rows.map((r) => r.s);
    expect(statuses).toEqual(expect.arrayContaining([11, 12, 13, 14, 15, 16, 19, 20]));
    const runs = (await sql<{ s: string }>`SELECT DISTINCT status AS s FROM dispatch_runs ORDER BY 1`.execute(database.db)).rows.map((r) => r.s);
    expect(runs).toEqual(expect.arrayContaining(['completed', 'ongoing', 'pending']));
    expect(await orderRunViolations(database.db, 5)).toEqual([]);
  });
});
