import { request as httpRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { io } from 'socket.io-client';
import { freshDatabase, type TestDb } from '../helpers/database';
import { runFirstStartSeed } from '../../../src/server/db/seed/firstStart';
import { signInOn, startApiProcess, type ApiProcess } from './processes';

const GRACE_MS = 6000;
let db: TestDb;
let server: ApiProcess | undefined;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Fails with `what` rather than hanging the test when `p` does not settle in `ms`. */
const within = <T>(p: Promise<T>, ms: number, what: string) => Promise.race([p, sleep(ms).then(() => { throw new Error(`${what}: not within ${ms} ms`); })]);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** The widest range a report allows (731 days), ending tomorrow: every seeded order. */
const RANGE = `startDate=${day(-729)}&endDate=${day(1)}`;

/** Backends of the test database inside a transaction, other than the test's own. */
const openTransactions = async () => (await sql<{ pid: number; state: string; query: string }>`
  SELECT pid, state, query FROM pg_stat_activity
  WHERE datname = current_database() AND pid <> pg_backend_pid() AND xact_start IS NOT NULL`.execute(db.db)).rows;

/**
 * SIGTERM with writes, reads, a socket and a CSV download in flight (platform/operations/lifecycle.ts):
 * every write either answered whole and is in the database, or was refused and changed nothing;
 * the socket is told and dropped so it reconnects; the download is cut after a whole row with its
 * transaction rolled back; the process exits 0 within SHUTDOWN_GRACE_MS.
 */
describe('graceful shutdown (needs DATABASE_URL: a real server process on PostgreSQL)', () => {
  beforeAll(async () => {
    db = await freshDatabase();
    await runFirstStartSeed(db.db, 10_000, () => {});
  }, 180_000);
  afterAll(async () => { await server?.kill(); await db?.drop(); });

  it('drains requests, cuts the download at a row boundary, closes every transaction, exits 0 within the bound', async () => {
    server = await startApiProcess(db.url!, { SHUTDOWN_GRACE_MS: String(GRACE_MS), LOG_LEVEL: 'warn' });
    const base = server.url;
    const staff = (await signInOn(base, 'super_admin')).token;
    const batch = (await sql<{ id: number; product_id: number }>`SELECT id, product_id FROM product_batches WHERE quantity - reserved_quantity > 50 ORDER BY id LIMIT 1`.execute(db.db)).rows[0];

    // A realtime client: it must be told, and dropped in a way that makes it reconnect.
    const socket = io(base, { auth: { token: staff }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => { socket.on('connect', () => resolve()); socket.on('connect_error', reject); });
    const hinted = new Promise<unknown>((resolve) => socket.on('serverShutdown', resolve));
    const dropped = new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));

    // A download read a little, then not at all: the server waits on the client, cursor open.
    const chunks: Buffer[] = [];
    let downloadError: Error | null = null;
    let downloadEnded = false;
    const download = new Promise<IncomingMessage>((resolve, reject) => {
      const req = httpRequest(`${base}/api/v1/inventory/admin/inventory-movement-report-data?format=csv&${RANGE}`, {
        headers: { authorization: `Bearer ${staff}`, 'accept-encoding': 'identity' },
      }, resolve);
      req.on('error', reject);
      req.end();
    });
    const res = await download;
    expect(res.statusCode).toBe(200);
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('error', (e) => { downloadError = e; });
    res.on('aborted', () => { downloadError ??= new Error('aborted'); });
    res.on('end', () => { downloadEnded = true; });
    res.on('close', () => { downloadEnded = true; });
    await new Promise((r) => res.once('data', r));
    res.pause();
    await sleep(500);
    const cursorOpen = await openTransactions();
    expect(cursorOpen.some((t) => /(rx_report_cursor|COPY \()/.test(t.query))).toBe(true);

    // Writes with a unique reason each, and list reads, as fast as they go. A request the server
    // never answered (refused connection, a kept-alive connection closed as it was sent) must have
    // changed nothing; an answer that started must arrive whole.
    const acked = new Set<string>();
    const unanswered = new Set<string>();
    const refused: number[] = [];
    const broken: string[] = [];
    let running = true;
    let n = 0;
    const call = async (label: string, init: RequestInit & { url: string }) => {
      let res: Response;
      try { res = await fetch(init.url, init); } catch { unanswered.add(label); await sleep(20); return null; }
      try { return { status: res.status, body: JSON.parse(await res.text()) as unknown }; } catch (e) { broken.push(`${label}: ${(e as Error).message}`); return null; }
    };
    const writer = async () => {
      while (running) {
        const reason = `Shutdown test ${n++}`;
        const r = await call(reason, {
          url: `${base}/api/v1/product/admin/manual-stock-adjustment`, method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${staff}` },
          body: JSON.stringify({ productId: batch.product_id, formValues: { batchId: batch.id, quantity: 1, reason } }),
        });
        if (r?.status === 200) acked.add(reason); else if (r) refused.push(r.status);
      }
    };
    const reader = async () => {
      while (running) {
        const r = await call('list', { url: `${base}/api/v1/orders/admin/order-flow-details-list-report?${RANGE}&limit=50`, headers: { authorization: `Bearer ${staff}` } });
        if (r && r.status !== 200) refused.push(r.status);
      }
    };
    const load = [writer(), writer(), writer(), writer(), reader(), reader()];
    while (acked.size < 10) await sleep(20);

    const stoppedAt = Date.now();
    const exited = server.exited();
    process.kill(server.pid, 'SIGTERM');
    // Readiness turns to 503 (or the connection is refused: the listener is closed).
    // (The signal arrives a moment later than kill() returns: ask until it has.)
    let ready = 200;
    for (const until = Date.now() + 2000; ready === 200 && Date.now() < until; await sleep(10)) ready = await fetch(`${base}/readyz`).then((r) => r.status, () => 503);
    expect(ready).toBe(503);
    expect(await within(hinted, 3000, 'shutdown hint')).toEqual({ reconnect: true });
    // 'transport close' makes socket.io reconnect by itself; 'io server disconnect' would not.
    expect(await within(dropped, 3000, 'socket dropped')).toBe('transport close');

    // Watch transactions while the process drains; the client resumes reading after the cut time.
    const seen: Array<{ at: number; cursor: boolean }> = [];
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        const open = await openTransactions().catch(() => []);
        seen.push({ at: Date.now() - stoppedAt, cursor: open.some((t) => /(rx_report_cursor|COPY \()/.test(t.query)) });
        await sleep(50);
      }
    })();
    await sleep(GRACE_MS * 0.6 + 300);
    res.resume();
    const code = await within(exited, GRACE_MS + 5000, 'process exit');
    const tookMs = Date.now() - stoppedAt;
    watching = false;
    running = false;
    await within(Promise.all([watcher, ...load]), 10_000, 'load stopping');
    await within((async () => { while (!downloadEnded) await sleep(20); })(), 10_000, 'download ending');
    socket.close();

    if (code !== 0) console.log(server.output().split('\n').slice(-30).join('\n'));
    expect(code).toBe(0);
    // The bound is the server's: it says how long its drain took (main.ts "closed in N ms"), and would
    // have exited 1 at the bound. This process sees the exit later by the signal's delivery and the
    // process's teardown, which on a loaded machine took 110 ms more (6,110 ms observed).
    const closedIn = Number(/closed in (\d+) ms/.exec(server.output())?.[1] ?? NaN);
    expect(closedIn).toBeLessThan(GRACE_MS);
    expect(tookMs).toBeLessThan(GRACE_MS + 2000);
    expect(broken).toEqual([]);
    // Every write answered 200 is in the ledger; no other write of the test is.
    const written = (await sql<{ note: string }>`SELECT note FROM stock_movements WHERE note LIKE 'Shutdown test %'`.execute(db.db)).rows.map((r) => r.note);
    expect(new Set(written)).toEqual(acked);
    expect(written.filter((w) => unanswered.has(w))).toEqual([]);
    expect(refused.every((status) => status === 503)).toBe(true);
    expect(written.length).toBe(acked.size);
    // The download stopped after a whole row, and the client can tell it is not whole.
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(downloadError ?? !text.includes('\r\n\r\n')).toBeTruthy();
    expect(server.output()).toMatch(/report download cut short/);
    // The cursor's transaction was open while the process drained, and ends with its connection,
    // which the process closed as it cut the download: PostgreSQL notices the closed socket and rolls
    // back a moment later (on a loaded machine the last sample, just after the exit, could still see
    // the backend). Nothing is left open.
    expect(seen.some((s) => s.cursor)).toBe(true);
    await within((async () => { while ((await openTransactions()).length) await sleep(50); })(), 5000, 'transactions closing');
    expect(await openTransactions()).toEqual([]);
    console.log(`shutdown: exit ${code} after ${tookMs} ms (bound ${GRACE_MS} ms); writes acknowledged ${acked.size}, refused while closing ${refused.length}, unanswered ${unanswered.size}; download cut after ${text.split('\r\n').length - 2} rows`);
  }, 240_000);
});
