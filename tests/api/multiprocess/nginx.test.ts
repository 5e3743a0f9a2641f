import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { io, type Socket } from 'socket.io-client';
import { freshDatabase, type TestDb } from '../helpers/database';
import { runFirstStartSeed } from '../../../src/server/db/seed/firstStart';
import { checkDatabase } from '../../../src/server/db/check';
import { signInOn, startApiProcesses, type ApiProcess, PRESCRIPTION_PNG } from './processes';
import { startNginx, type Nginx } from './nginx';

const ASSET = `console.log(${JSON.stringify('rxdesk '.repeat(400))});\n`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let db: TestDb;
let a: ApiProcess;
let b: ApiProcess;
let nginx: Nginx | undefined;
const sockets: Socket[] = [];

/** Established TCP connections whose server end is `port` (the API process's side of each socket). */
const connectionsTo = (port: number) => ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((f) => {
  try { return readFileSync(f, 'utf8').split('\n').slice(1); } catch { return []; }
}).filter((line) => {
  const [, local, , state] = line.trim().split(/\s+/);
  return state === '01' && local?.endsWith(`:${port.toString(16).toUpperCase().padStart(4, '0')}`);
}).length;

/**
 * docs/nginx/rxdesk.conf in front of two real API processes on one PostgreSQL. Under a bounded write
 * load through nginx, the process holding the realtime sockets is SIGKILLed: every write the
 * client saw acknowledged is in the database, the other process keeps answering, the sockets
 * reconnect through nginx and receive events again, db:check holds.
 */
describe('two API processes behind nginx, one SIGKILLed under load (needs DATABASE_URL and Debian nginx; .ci/run installs it)', () => {
  beforeAll(async () => {
    db = await freshDatabase();
    await runFirstStartSeed(db.db, 40, () => {});
    // A built console's shape: a hashed asset with its .br/.gz twins (src/tools/vitePrecompress.ts).
    const dist = mkdtempSync(join(tmpdir(), 'rx-nginx-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>RxDesk</title>');
    writeFileSync(join(dist, 'assets/app-0a1b2c3d.js'), ASSET);
    writeFileSync(join(dist, 'assets/app-0a1b2c3d.js.br'), brotliCompressSync(ASSET));
    writeFileSync(join(dist, 'assets/app-0a1b2c3d.js.gz'), gzipSync(ASSET));
    [a, b] = await startApiProcesses(db.url!, 2, { STATIC_DIR: dist });
    nginx = await startNginx([a.port, b.port]);
  }, 240_000);
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await nginx?.stop();
    await Promise.all([a?.kill(), b?.kill()]);
    await db?.drop();
  });

  it('serves the compressed assets as the server does, with keep-alive to the processes', async () => {
    const res = await fetch(`${nginx!.url}/assets/app-0a1b2c3d.js`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // fetch decodes brotli itself: the bytes are the asset's.
    expect(await res.text()).toBe(ASSET);
    // /metrics is not exposed through the proxy.
    expect((await fetch(`${nginx!.url}/metrics`)).status).toBe(404);
  });

  it('SIGKILL of one process under write load: acknowledged writes kept, the other answers, sockets reconnect and resync, db:check holds', async () => {
    const base = nginx!.url;
    // Signed in directly on b: no API connection goes through nginx before the sockets do.
    const staff = (await signInOn(b.url, 'super_admin')).token;
    const batches = (await sql<{ id: number; product_id: number }>`SELECT id, product_id FROM product_batches WHERE quantity - reserved_quantity > 5 ORDER BY id LIMIT 4`.execute(db.db)).rows;

    // Connections already open (the first test's keep-alive ones) are not sockets: count the change.
    const [beforeA, beforeB] = [connectionsTo(a.port), connectionsTo(b.port)];
    const reconnected: number[] = [];
    const received: Array<Array<{ orderId?: number }>> = [];
    for (let i = 0; i < 3; i++) {
      const s = io(base, { auth: { token: staff }, transports: ['websocket'], reconnectionDelay: 200, reconnectionDelayMax: 1000 });
      sockets.push(s);
      received.push([]);
      s.on('newOrder', (p: { orderId?: number }) => received[i].push(p));
      s.io.on('reconnect', () => reconnected.push(i));
      await new Promise<void>((resolve, reject) => { s.once('connect', () => resolve()); s.once('connect_error', reject); });
    }
    // ip_hash: every socket of this one client address is on the same process; that one dies.
    const onA = connectionsTo(a.port) - beforeA;
    const onB = connectionsTo(b.port) - beforeB;
    expect(Math.max(onA, onB)).toBe(3);
    expect(Math.min(onA, onB)).toBe(0);
    const [victim, survivor] = onA >= onB ? [a, b] : [b, a];

    const acked = new Set<string>();
    const failed = new Set<string>();
    let attempts = 0;
    const TOTAL = 240;
    let killed = false;
    let ackedAfterKill = 0;
    const writer = async (w: number) => {
      while (attempts < TOTAL) {
        const reason = `Proxy failover ${attempts++}`;
        const batch = batches[w % batches.length];
        try {
          const res = await fetch(`${base}/api/v1/product/admin/manual-stock-adjustment`, {
            method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${staff}` },
            body: JSON.stringify({ productId: batch.product_id, formValues: { batchId: batch.id, quantity: 1, reason } }),
          });
          const body = (await res.json().catch(() => null)) as { success?: boolean } | null;
          if (res.status === 200 && body?.success) { acked.add(reason); if (killed) ackedAfterKill++; } else failed.add(reason);
        } catch { failed.add(reason); }
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(writer));
    while (acked.size < 40 && attempts < TOTAL) await sleep(10);
    await victim.kill();
    killed = true;
    await load;

    // The survivor answers through nginx, directly and its readiness says so.
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    expect((await fetch(`${survivor.url}/readyz`)).status).toBe(200);
    expect(ackedAfterKill).toBeGreaterThan(50);

    // Every acknowledged write is in the database; a failed one may or may not be (its answer was lost).
    const written = new Set((await sql<{ note: string }>`SELECT note FROM stock_movements WHERE note LIKE 'Proxy failover %'`.execute(db.db)).rows.map((r) => r.note));
    const lost = [...acked].filter((r) => !written.has(r));
    expect(lost).toEqual([]);
    const failedButWritten = [...failed].filter((r) => written.has(r)).length;

    // The sockets came back through nginx (to the survivor), re-read their lists, and get events again.
    const until = Date.now() + 15_000;
    while (new Set(reconnected).size < 3 && Date.now() < until) await sleep(50);
    expect(new Set(reconnected).size).toBe(3);
    expect(sockets.every((s) => s.connected)).toBe(true);
    const counts = await fetch(`${base}/api/v1/chats/fetch-chats-counts`, { headers: { authorization: `Bearer ${staff}` } });
    expect(counts.status).toBe(200);
    const reg = (await (await fetch(`${base}/api/v1/customer/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Proxy Customer', contactNumber: '+94 70 777 0101' }) })).json()) as { data: { apiKey: string } };
    const form = new FormData();
    form.append('prescription', new Blob([PRESCRIPTION_PNG], { type: 'image/png' }), 'rx.png');
    form.append('patientFirstName', 'Proxy');
    const placed = await fetch(`${base}/api/v1/customer/orders`, { method: 'POST', headers: { authorization: `Bearer ${reg.data.apiKey}` }, body: form });
    expect(placed.status).toBe(201);
    const orderId = ((await placed.json()) as { data: { orderId: number } }).data.orderId;
    const deadline = Date.now() + 10_000;
    while (!received.every((r) => r.some((p) => p.orderId === orderId)) && Date.now() < deadline) await sleep(50);
    expect(received.every((r) => r.some((p) => p.orderId === orderId))).toBe(true);

    expect(await checkDatabase(db.db)).toEqual([]);
    console.log(`nginx failover: ${attempts} writes sent, ${acked.size} acknowledged (${ackedAfterKill} after the kill), ${lost.length} acknowledged but lost, ${failed.size} failed (${failedButWritten} of them committed before the answer was lost); sockets on the killed process: ${Math.max(onA, onB)}, reconnected: ${new Set(reconnected).size}`);
  }, 240_000);
});
