/**
 * Read replica benchmark (not a test): does a large download on the replica spare the primary?
 * Builds a throwaway primary and a pg_basebackup standby (src/tools/lib/pgCluster.ts), seeds the
 * primary, then runs two `main.ts` processes twice — with DATABASE_URL only, then with
 * DATABASE_REPLICA_URL too — and measures the list calls of one (All Chats pages, 4 clients in a
 * loop, always on the primary) alone, and
 * while the largest report download (inventory movements, CSV, read as fast as it comes, again and
 * again for the whole window, from the other process) streams.
 *
 *   npx tsx src/tools/bench/replica-bench.ts [--orders 20000] [--seconds 20]
 *
 * Prints p50/p99 of the list calls in each case, the download's rows/s and on which server its
 * cursor ran. Needs the PostgreSQL server binaries (apt-get install postgresql); as root the
 * clusters run as the postgres user.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/connection';
import { migrate } from '../../server/db/migrate';
import { runFirstStartSeed } from '../../server/db/seed/firstStart';
import { startReplicaCluster } from '../lib/pgCluster';
import { apiClient } from './apiClient';
import { percentileOf } from './percentile';
import { freePort } from '../lib/freePort';

const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => { const i = args.indexOf(`--${name}`); return i >= 0 ? Number(args[i + 1]) : fallback; };
const ORDERS = opt('orders', 20_000);
const SECONDS = opt('seconds', 20);
const CLIENTS = 4;
const day = (o: number) => new Date(Date.now() + o * 86_400_000).toISOString().slice(0, 10);
const DOWNLOAD = `/api/v1/inventory/admin/inventory-movement-report-data?format=csv&startDate=${day(-729)}&endDate=${day(1)}`;
const LIST = '/chats/all-threads?skip=0&limit=25';

async function serve(env: Record<string, string>): Promise<{ url: URL; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--max-old-space-size=512', '--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: '0', LOG_LEVEL: 'warn', JWT_SECRET: 'replica-bench-'.padEnd(48, 'x'), DATA_DIR: mkdtempSync(join(tmpdir(), 'rx-rb-')), STATIC_DIR: mkdtempSync(join(tmpdir(), 'rx-rb-dist-')), ...env },
    stdio: 'ignore',
  });
  const url = new URL(`http://127.0.0.1:${port}`);
  for (const until = Date.now() + 60_000; Date.now() < until;) {
    try { if ((await fetch(`${url.origin}/readyz`)).ok) return { url, child }; } catch { /* starting */ }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not start');
}

/** List calls from CLIENTS loops for `seconds`, optionally while a download streams; answers latencies and download figures. */
async function measure(url: URL, downloadUrl: URL, token: string, withDownload: boolean) {
  const client = apiClient(url, CLIENTS);
  let running = true;
  const ms: number[] = [];
  let rows = 0;
  const started = Date.now();
  // The download is repeated for the whole window, so the list calls always run beside one.
  const once = () => new Promise<void>((resolve, reject) => {
    const req = request(`${downloadUrl.origin}${DOWNLOAD}`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' } }, (res) => {
      res.on('data', (c: Buffer) => { for (const b of c) if (b === 10) rows++; });
      res.on('end', () => resolve());
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
  const download = withDownload ? (async () => { while (running) await once(); })() : Promise.resolve();
  const loops = Array.from({ length: CLIENTS }, async () => {
    while (running) { const r = await client.request('GET', LIST, token, undefined, { parse: false }); if (r.status === 200) ms.push(r.ms); }
  });
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  running = false;
  await Promise.all(loops);
  client.close();
  await download;
  const seconds = (Date.now() - started) / 1000;
  return { calls: ms.length, p50: percentileOf(ms, 50), p99: percentileOf(ms, 99), rows, rowsPerSecond: rows / seconds };
}

async function main() {
  const cluster = await startReplicaCluster();
  try {
    const admin = await openDatabase({ url: cluster.primaryUrl() });
    await admin.execScript('CREATE DATABASE rx');
    await admin.close();
    const primary = await openDatabase({ url: cluster.primaryUrl('rx') });
    await migrate(primary);
    const t0 = Date.now();
    await runFirstStartSeed(primary.db, ORDERS, () => {});
    await primary.close();
    await cluster.waitForReplay(120_000);
    console.log(`[replica-bench] ${ORDERS} orders seeded and replayed in ${((Date.now() - t0) / 1000).toFixed(0)} s; ${CLIENTS} clients × ${SECONDS} s of "${LIST}" per case`);
    for (const replica of [false, true]) {
      // Two processes, as behind a proxy: one serves the list calls, the other the download, so
      // what the list calls feel is the database's load, not the download's CSV work in their process.
      const env = { DATABASE_URL: cluster.primaryUrl('rx'), ...(replica ? { DATABASE_REPLICA_URL: cluster.standbyUrl('rx') } : {}) };
      const servers = [await serve(env), await serve(env)];
      try {
        const token = await apiClient(servers[0].url, 1).signIn('super_admin');
        const alone = await measure(servers[0].url, servers[1].url, token, false);
        const loaded = await measure(servers[0].url, servers[1].url, token, true);
        const where = replica ? 'download on the replica' : 'download on the primary';
        console.log(`[replica-bench] ${where}: list p50/p99 alone ${alone.p50.toFixed(1)}/${alone.p99.toFixed(1)} ms (${alone.calls} calls); during the download ${loaded.p50.toFixed(1)}/${loaded.p99.toFixed(1)} ms (${loaded.calls} calls); download ${loaded.rows} rows at ${Math.round(loaded.rowsPerSecond)} rows/s`);
      } finally {
        for (const { child } of servers) {
          child.kill('SIGTERM');
          await new Promise((r) => child.once('exit', r));
        }
      }
    }
  } finally {
    await cluster.stop();
  }
}

main().catch((e) => { console.error(`[replica-bench] failed: ${(e as Error).message}`); process.exitCode = 1; });
