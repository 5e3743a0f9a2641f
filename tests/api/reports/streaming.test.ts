import { mkdtempSync } from 'node:fs';
import { request as httpGet, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { seedFoundation } from '../../../src/server/db/seed/foundation';
import { defineReport } from '../../../reports/defineReport';
import { defineServerReport } from '../../../src/server/platform/reports/defineServerReport';
import { registerReport } from '../../../src/server/platform/reports/routes';
import { freshDatabase, type TestDb } from '../helpers/database';
import { signIn, type SignedIn } from '../helpers/auth';

/**
 * The download engine over a real socket, on a test report of generated rows (no fixture to
 * insert): rows arrive while the cursor is still being read, a client that stops reading stops
 * the producer (memory stays at about a batch), a client that leaves rolls the cursor back and
 * frees the connection for the next request.
 */
const ROWS = 100_000;
const PATH = '/api/v1/test/numbers-report';

const numbers = defineServerReport(defineReport({
  name: 'numbers', title: 'Numbers', description: 'Generated rows for the engine tests.', ability: 'reports.order_details',
  path: '/test/numbers-report', route: '/numbers-report', menu: { group: 'Test', order: 1 },
  filters: { type: 'object', properties: { rows: { type: 'integer', minimum: 1, maximum: 1_000_000, 'x-label': 'Rows' } }, required: ['rows'] },
  columns: [{ name: 'n', label: 'N', type: 'integer', total: 'sum' }, { name: 'pad', label: 'Pad', type: 'string' }],
  sort: { field: 'n', order: 'ASC' }, key: 'n',
}), (f) => sql`SELECT g AS n, repeat('x', 100) AS pad FROM generate_series(1, ${f.rows}::int) g`);

let app: FastifyInstance;
let db: TestDb;
let who: SignedIn;
let base: string;
const logs: string[] = [];
const finished = () => logs.filter((l) => l.includes('report download finished'));

beforeAll(async () => {
  db = await freshDatabase();
  await seedFoundation(db.db);
  const config = loadConfig({ ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'rx-test-')), JWT_SECRET: 'test-secret-'.padEnd(48, 'x'), DATABASE_URL: db.url ?? '' });
  app = await buildApp({ config, database: db, realtime: false, jobs: false, logger: { level: 'info', stream: { write: (line: string) => { logs.push(line); } } } });
  registerReport(app, numbers);
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  who = await signIn(app, 'management');
}, 60_000);
afterAll(async () => { await app?.close(); await db?.drop(); });

const open = (format: string) => new Promise<IncomingMessage>((resolve, reject) => {
  const url = `${base}${PATH}?rows=${ROWS}&format=${format}`;
  httpGet(url, { headers: who.headers }, resolve).on('error', reject).end();
});

/** Reads until `lines` complete lines arrived; resolves with the text so far and when. */
const firstLines = (res: IncomingMessage, lines: number) => new Promise<{ text: string; at: number }>((resolve) => {
  let text = '';
  const onData = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    if (text.split('\n').length > lines) { res.off('data', onData); res.pause(); resolve({ text, at: Date.now() }); }
  };
  res.on('data', onData);
});

describe('report downloads stream', () => {
  // The time to the first rows is a figure of report-stream-bench.ts (34–91 ms at 1M rows), not of a
  // test: here the first rows must simply come before the producer has finished.
  it('the first rows arrive long before the last row is produced; a paused client holds the producer', async () => {
    const before = finished().length;
    const res = await open('csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBeUndefined();
    const first = await firstLines(res, 3);
    expect(first.text.replace(/^\uFEFF/, '').split('\r\n').slice(0, 2)).toEqual(['N,Pad', `1,${'x'.repeat(100)}`]);
    expect(finished().length).toBe(before); // the rest is not produced yet

    // Not reading for a while: backpressure keeps the cursor where it is.
    await new Promise((r) => setTimeout(r, 600));
    expect(finished().length).toBe(before);

    let rest = first.text;
    res.on('data', (c: Buffer) => { rest += c.toString('utf8'); });
    res.resume();
    await new Promise((r) => res.on('end', r));
    expect(rest.trimEnd().split('\r\n')).toHaveLength(ROWS + 1);
    expect(finished().length).toBe(before + 1);
    expect(finished().at(-1)).toContain(`"rows":${ROWS}`);
  }, 60_000);

  // CSV and XLSX on PostgreSQL are the database's COPY (copyDownload.ts); on PGlite both read a cursor.
  it.each(['xlsx', 'csv'])('a client that goes away stops the %s download and frees the database for the next request', async (format) => {
    const before = finished().length;
    const res = await open(format);
    expect(res.statusCode).toBe(200);
    await new Promise((r) => res.once('data', r));
    res.destroy();
    await new Promise((r) => setTimeout(r, 300));
    if (db.kind === 'postgres') {
      // The server's query stopped too, not only the client's side of it.
      for (let i = 0; i < 50; i++) {
        const running = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active' AND query ~ '^(COPY|FETCH|DECLARE)'`.execute(db.db)).rows[0].n;
        if (running === 0) break;
        expect(i, 'the download query still runs on the server').toBeLessThan(49);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const page = await app.inject({ method: 'GET', url: `${PATH}?rows=${ROWS}&limit=5&sortOrder=DESC`, headers: who.headers });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ count: ROWS, totals: { n: (ROWS * (ROWS + 1)) / 2 } });
    expect(page.json().data.items[0]).toMatchObject({ n: ROWS });
    expect(finished().length).toBe(before);
  }, 60_000);
});
