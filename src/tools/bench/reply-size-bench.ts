/**
 * What a reply's size costs the server before it leaves (not a test): fetches the kanban board (20
 * cards a column, as the console asks), then serialises it with the route's own reply schema
 * (fast-json-stringify, as Fastify does) cut to 14–20 cards a column, and times the serialising and
 * Buffer.byteLength of the result (Fastify's Content-Length), which joins the serialiser's pieces
 * into one string. A string over 128 KiB is one V8 allocates in its large-object space, fresh
 * memory each time: on a virtual machine that is where the time goes. Then writes the full board's
 * reply to a loopback socket as the string and as a Buffer made once, and times the write calls.
 *
 *   npx tsx src/tools/bench/reply-size-bench.ts [URL] [--role super_admin] [--rounds 300]
 */
import fastJsonStringify from 'fast-json-stringify';
import net from 'node:net';
import { apiClient } from './apiClient';
import { KANBAN_REPLY } from '../../server/modules/orders/replySchemas';
import { opt, serverArg, loadAverage } from './benchArgs';

const base = new URL(serverArg('http://127.0.0.1:8080'));
const ROUNDS = Number(opt('rounds', '300'));

interface Board { success: boolean; data: { columns: Array<{ items: Array<Record<string, unknown>> }>; total: number } }
const api = apiClient<Board & { message?: string }>(base, 2);
const token = await api.signIn(opt('role', 'super_admin'));
const board = (await api.request('GET', '/orders/admin/get-kanban-board-data-to-initial-load?limit=20', token)).json!;
api.close();
// As the service hands rows over: timestamps are Dates (the serialiser writes toISOString()).
const TIMESTAMPS = ['created', 'last_status_update_time', 'sorting_date_for_sort', 'sorting_status_update_date'];
for (const column of board.data.columns) for (const row of column.items) for (const k of TIMESTAMPS) if (typeof row[k] === 'string') row[k] = new Date(row[k] as string);

const serialise = fastJsonStringify(KANBAN_REPLY[200] as never);
for (const cards of [14, 16, 18, 19, 20]) {
  const reply = { ...board, data: { ...board.data, columns: board.data.columns.map((c) => ({ ...c, items: c.items.slice(0, cards) })) } };
  let serialising = 0;
  let measuring = 0;
  let bytes = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const a = performance.now();
    const json = serialise(reply);
    const b = performance.now();
    bytes = Buffer.byteLength(json);
    measuring += performance.now() - b;
    serialising += b - a;
  }
  console.log(`${String(cards).padStart(2)} cards a column, ${(bytes / 1024).toFixed(0).padStart(4)} KiB: serialise ${(serialising / ROUNDS).toFixed(3)} ms, byteLength ${(measuring / ROUNDS).toFixed(3)} ms`
    + `  (load ${loadAverage()})`);
}

/** The mean time of `socket.write(payload)` (with a response head before it, corked as Node's http does) over `rounds` writes. */
async function writeTime(socket: net.Socket, payload: string | Buffer, rounds: number): Promise<number> {
  let total = 0;
  for (let i = 0; i < rounds; i++) {
    const a = performance.now();
    socket.cork();
    socket.write('HTTP/1.1 200 OK\r\n\r\n');
    socket.write(payload);
    socket.uncork();
    total += performance.now() - a;
    await new Promise((r) => setImmediate(r));
  }
  return total / rounds;
}

const sink = net.createServer((s) => s.on('data', () => undefined));
await new Promise<void>((r) => sink.listen(0, '127.0.0.1', r));
const socket = net.connect((sink.address() as net.AddressInfo).port, '127.0.0.1');
await new Promise((r) => socket.once('connect', r));
const json = serialise(board);
Buffer.byteLength(json); // joined once, so the writes time the write alone
const bytes = Buffer.from(json);
for (const [name, payload] of [['string', json], ['Buffer', bytes], ['string', json], ['Buffer', bytes]] as const) {
  console.log(`write of the ${(bytes.length / 1024).toFixed(0)} KiB reply as a ${name.padEnd(6)} ${(await writeTime(socket, payload, ROUNDS)).toFixed(3)} ms`);
}
socket.destroy();
sink.close();
