import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase, type Database } from '../../../src/server/db/connection';
import { migrate } from '../../../src/server/db/migrate';
import { runFirstStartSeed } from '../../../src/server/db/seed/firstStart';
import { startReplicaCluster, type ReplicaCluster } from '../../../src/tools/lib/pgCluster';
import { api, signInOn, startApiProcess, type ApiProcess, PRESCRIPTION_PNG } from './processes';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const RANGE = `startDate=${day(-729)}&endDate=${day(1)}`;

let cluster: ReplicaCluster | undefined;
let primary: Database | undefined;
let server: ApiProcess | undefined;

const sessions = async (url: string) => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<{ app: string; recovery: boolean }>(`SELECT application_name AS app, pg_is_in_recovery() AS recovery FROM pg_stat_activity WHERE datname = 'rx'`)).rows;
  } finally { await c.end(); }
};

/**
 * A real streaming replica (throwaway primary + pg_basebackup -R standby, src/tools/lib/pgCluster.ts)
 * behind a real server process with DATABASE_URL = primary and DATABASE_REPLICA_URL = standby.
 * The proof that reports and searches read from the standby: with the standby's replay paused, an
 * order written (and read back) on the primary is missing from them; once replayed, it is there.
 */
describe('a read replica for heavy reads (needs the PostgreSQL server binaries; .ci/run installs them)', () => {
  beforeAll(async () => {
    cluster = await startReplicaCluster();
    const admin = await openDatabase({ url: cluster.primaryUrl() });
    await admin.execScript('CREATE DATABASE rx');
    await admin.close();
    primary = await openDatabase({ url: cluster.primaryUrl('rx') });
    await migrate(primary);
    await runFirstStartSeed(primary.db, 40, () => {});
    await cluster.waitForReplay();
    server = await startApiProcess(cluster.primaryUrl('rx'), { DATABASE_REPLICA_URL: cluster.standbyUrl('rx') });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await primary?.close();
    await cluster?.stop();
  });

  it('reports, downloads and searches read from the standby; writes and their reads stay on the primary; replayed orders appear', async () => {
    const base = server!.url;
    const staff = (await signInOn(base, 'super_admin')).token;
    const report = async () => (await api<{ items: Array<{ orderId: string }>; count: number }>(base, 'GET', `/orders/admin/order-flow-details-list-report?${RANGE}&limit=100&sortBy=receivedAt&sortOrder=DESC`, undefined, staff)).data;
    const search = async () => (await api<{ items: unknown[]; count?: number }>(base, 'GET', '/orders/admin/find-orders?searchType=customerName&searchKey=Replica%20Proof', undefined, staff)).data.items.length;
    const before = await report();
    expect(before.count).toBeGreaterThan(0);
    expect(await search()).toBe(0);

    // The report's sessions are on the standby (in recovery), named as the replica pool names them.
    const onStandby = await sessions(cluster!.standbyUrl());
    expect(onStandby.some((s) => s.app === 'rxdesk-replica-reads' && s.recovery)).toBe(true);
    expect((await sessions(cluster!.primaryUrl())).some((s) => s.app === 'rxdesk-replica-reads')).toBe(false);

    await cluster!.pauseReplay();
    const reg = await api<{ apiKey: string }>(base, 'POST', '/customer/register', { name: 'Replica Proof', contactNumber: '+94 70 555 0101' });
    expect(reg.status).toBe(201);
    const form = new FormData();
    form.append('prescription', new Blob([PRESCRIPTION_PNG], { type: 'image/png' }), 'rx.png');
    form.append('patientFirstName', 'Replica');
    const placed = await fetch(`${base}/api/v1/customer/orders`, { method: 'POST', headers: { authorization: `Bearer ${reg.data.apiKey}` }, body: form });
    expect(placed.status).toBe(201);
    const orderId = ((await placed.json()) as { data: { orderId: number } }).data.orderId;
    // The customer reads its own write back: that read is on the primary.
    expect((await api(base, 'GET', `/customer/orders/${orderId}`, undefined, reg.data.apiKey)).status).toBe(200);
    // Replay paused: the standby has not seen the order, so neither do the report, its download nor the search.
    const paused = await report();
    expect(paused.count).toBe(before.count);
    expect(await search()).toBe(0);
    const csv = await fetch(`${base}/api/v1/orders/admin/order-flow-details-list-report?format=csv&${RANGE}`, { headers: { authorization: `Bearer ${staff}` } });
    expect(csv.status).toBe(200);
    expect((await csv.text()).trim().split('\r\n').length - 1).toBe(before.count);

    await cluster!.resumeReplay();
    await cluster!.waitForReplay();
    const after = await report();
    expect(after.count).toBe(before.count + 1);
    expect(await search()).toBe(1);
  }, 120_000);
});
