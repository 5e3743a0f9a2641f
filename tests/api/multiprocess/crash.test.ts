import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDb } from '../helpers/database';
import { runFirstStartSeed } from '../../../src/server/db/seed/firstStart';
import { checkDatabase } from '../../../src/server/db/check';
import { api, signInOn, startApiProcess, type ApiProcess, PRESCRIPTION_PNG } from './processes';


let db: TestDb;
let server: ApiProcess | undefined;

/**
 * SIGKILL in the middle of a burst of writes: whatever the server acknowledged is there after a
 * restart, and nothing is half-written (every transaction committed whole or not at all).
 */
describe('a crash during a burst of writes (needs DATABASE_URL: the kill is of a server process on PostgreSQL)', () => {
  beforeAll(async () => {
    db = await freshDatabase();
    await runFirstStartSeed(db.db, 40, () => {});
  }, 180_000);
  afterAll(async () => { await server?.stop(); await db?.drop(); });

  it('after SIGKILL and restart, db:check finds every invariant holding, acknowledged writes kept, no half-written order', async () => {
    server = await startApiProcess(db.url!);
    const base = server.url;
    const staff = (await signInOn(base, 'super_admin')).token;
    const batches = (await sql<{ id: number; product_id: number }>`SELECT id, product_id FROM product_batches WHERE quantity - reserved_quantity > 5 ORDER BY quantity DESC, id LIMIT 4`.execute(db.db)).rows;
    const orders = (await sql<{ id: number }>`SELECT id FROM orders WHERE status NOT IN (0) ORDER BY id DESC LIMIT 10`.execute(db.db)).rows;
    expect(batches.length).toBeGreaterThan(0);
    expect(orders.length).toBeGreaterThan(0);
    const keys: string[] = [];
    for (let i = 0; i < 4; i++) keys.push((await api<{ apiKey: string }>(base, 'POST', '/customer/register', { name: `Crash Customer ${i}`, contactNumber: `+94 70 100 00${10 + i}` })).data.apiKey);

    const acked = { orders: [] as number[], messages: 0, movements: 0 };
    let running = true;
    const loop = async (work: (i: number) => Promise<void>) => { for (let i = 0; running; i++) await work(i).catch(() => {}); };
    const placeOrder = (key: string) => async () => {
      const form = new FormData();
      form.append('prescription', new Blob([PRESCRIPTION_PNG], { type: 'image/png' }), 'rx.png');
      form.append('patientFirstName', 'Crash');
      const res = await fetch(`${base}/api/v1/customer/orders`, { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: form });
      if (res.status === 201) acked.orders.push(((await res.json()) as { data: { orderId: number } }).data.orderId);
    };
    const sendMessage = async (i: number) => {
      const res = await api(base, 'POST', '/chats/send-message', { orderId: orders[i % orders.length].id, message: `Crash test message ${i}` }, staff);
      if (res.status === 200) acked.messages++;
    };
    const adjustStock = async (i: number) => {
      const b = batches[i % batches.length];
      const res = await api(base, 'POST', '/product/admin/manual-stock-adjustment', { productId: b.product_id, formValues: { batchId: b.id, quantity: i % 2 ? -1 : 2, reason: 'Crash test count' } }, staff);
      if (res.status === 200) acked.movements++;
    };
    const burst = [...keys.map((k) => loop(placeOrder(k))), loop(sendMessage), loop(sendMessage), loop(adjustStock), loop(adjustStock)];
    // Let every kind of write land a few times, then kill the server with requests in flight.
    const deadline = Date.now() + 20_000;
    while ((acked.orders.length < 3 || acked.messages < 3 || acked.movements < 3) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));
    await server.kill();
    running = false;
    await Promise.all(burst);
    expect(acked.orders.length).toBeGreaterThanOrEqual(3);
    expect(acked.messages).toBeGreaterThanOrEqual(3);
    expect(acked.movements).toBeGreaterThanOrEqual(3);

    server = await startApiProcess(db.url!);
    expect((await api(server.url, 'GET', '/customer/me', undefined, keys[0])).status).toBe(200);

    expect(await checkDatabase(db.db)).toEqual([]);
    // Every order the server acknowledged survived the crash, whole.
    const kept = (await sql<{ id: number }>`SELECT id FROM orders WHERE id = ANY(${acked.orders})`.execute(db.db)).rows;
    expect(kept.length).toBe(acked.orders.length);
    const halfWritten = await sql<{ problem: string }>`
      SELECT 'order ' || o.id || ' has no chat thread' AS problem FROM orders o LEFT JOIN chat_threads t ON t.order_id = o.id WHERE t.id IS NULL
      UNION ALL SELECT 'order ' || o.id || ' has no log' FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_logs l WHERE l.order_id = o.id)
      UNION ALL SELECT 'message ' || m.id || ' points at a missing file' FROM chat_messages m
        WHERE m.attachment_url LIKE '/api/v1/%' AND NOT EXISTS (SELECT 1 FROM stored_files f WHERE m.attachment_url LIKE '%/' || f.id)`.execute(db.db);
    expect(halfWritten.rows).toEqual([]);
  }, 240_000);
});
