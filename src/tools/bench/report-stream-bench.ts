/**
 * Report download benchmark (not a test): the order details report as a CSV (or XLSX) download of
 * every order of the shared 1M-order database, through the real API in a separate server process.
 * Reports time to first byte, time to the first data row, total time, rows and bytes received,
 * and the server process's peak resident memory (VmHWM) and its RSS sampled while streaming.
 *
 *   npx tsx src/tools/bench/report-stream-bench.ts [--url postgres://postgres@127.0.0.1:5432/rx_bench]
 *     [--format csv|xlsx|csv,xlsx] [--from 2024-11-23] [--to 2026-11-23] [--heap] [--node-flags "--optimize-for-size"] [--no-psql]
 *
 * Read-only: the server process is built without running migrations or the seed, and the bench
 * signs its own access token (no sign-in, so no refresh token is written). The server runs the
 * same buildApp as `npm start`, on PostgreSQL, with the project's default pool.
 * Targets (issue 8): the first bytes within 1 s; server memory under 250 MB for 1,000,000 rows.
 * Beside it, `psql \copy` of the same SELECT (the report's download query, ordered, unformatted)
 * to /dev/null, and the ratios (issue 22: the CSV within 1.5× of it; XLSX within 3× of the CSV, printed
 * when both formats run).
 * Each figure is printed with the load average.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSigner } from 'fast-jwt';
import { sql } from 'kysely';
import { args, opt } from './benchArgs';

const URL_ = opt('url', process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/rx_bench');
/** `--format csv,xlsx`: each in turn through the same server, then the ratios. */
const FORMATS = opt('format', 'csv').split(',');
const SECRET = 'report-bench-secret-'.padEnd(48, 'x');
const PATH = '/api/v1/orders/admin/order-flow-details-list-report';

/** The server half: the real app on the bench database, listening on a free port it prints. */
async function serve() {
  const { loadConfig } = await import('../../server/config');
  const { openDatabase } = await import('../../server/db/connection');
  const { buildApp } = await import('../../server/app');
  const config = loadConfig({ ...process.env, DATABASE_URL: URL_, JWT_SECRET: SECRET, DATA_DIR: mkdtempSync(join(tmpdir(), 'rx-report-bench-')) });
  const database = await openDatabase({ url: URL_ });
  const app = await buildApp({ config, database, logger: { level: 'warn' }, realtime: false, jobs: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`PORT ${(app.server.address() as AddressInfo).port}\n`);
  // --heap: where the server's memory sits (V8 heap, buffers outside it) every 2 s, on stderr.
  if (args.includes('--heap')) {
    setInterval(() => {
      const m = process.memoryUsage();
      process.stderr.write(`[report-bench server] rss ${mb(m.rss / 1024)} heapUsed ${mb(m.heapUsed / 1024)} heapTotal ${mb(m.heapTotal / 1024)} external ${mb(m.external / 1024)} arrayBuffers ${mb(m.arrayBuffers / 1024)}\n`);
    }, 2000).unref();
  }
  process.on('SIGTERM', () => { void app.close().then(() => database.close()).then(() => process.exit(0)); });
}

const kb = (pid: number, field: 'VmRSS' | 'VmHWM') => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const mb = (k: number) => `${(k / 1024).toFixed(0)} MB`;
/** Processor seconds the process `pid` has used (user + system), from /proc/<pid>/stat. */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** The text of the report's download SELECT for these dates, ordered as the download is, parameters inlined. */
async function downloadSelect(from: string, to: string): Promise<string> {
  const { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, DummyDriver } = await import('kysely');
  const { serverReports } = await import('../../server/platform/reports/list');
  const { readRequest } = await import('../../server/platform/reports/params');
  const { orderedQuery } = await import('../../server/platform/reports/sql');
  const { inlineParameters } = await import('../../server/platform/reports/copyCsv');
  const server = serverReports.find((r) => r.report.path === PATH.replace('/api/v1', ''))!;
  const compiler = new Kysely<unknown>({ dialect: { createAdapter: () => new PostgresAdapter(), createDriver: () => new DummyDriver(), createIntrospector: (db) => new PostgresIntrospector(db), createQueryCompiler: () => new PostgresQueryCompiler() } });
  const req = readRequest(server.report, { startDate: from, endDate: to, format: 'csv' });
  const { sql: text, parameters } = orderedQuery(server.report, server.download ?? server.query, req, { locationId: null, agentId: 0, role: 'management' }).compile(compiler);
  return inlineParameters(text, parameters);
}

/** `psql \copy (<select>) TO /dev/null CSV`: the database's own speed for the same rows. */
function psqlCopy(select: string): { seconds: number; ok: boolean; load: string } {
  const started = performance.now();
  const res = spawnSync('psql', [URL_, '-X', '-q', '-c', 'SET jit = off', '-c', `\\copy (${select.replace(/\s+/g, ' ')}) TO '/dev/null' WITH (FORMAT csv)`], { encoding: 'utf8' });
  if (res.status !== 0) console.error(`[report-bench] psql failed: ${res.stderr}`);
  return { seconds: (performance.now() - started) / 1000, ok: res.status === 0, load: load() };
}

async function main() {
  const { openDatabase } = await import('../../server/db/connection');
  const database = await openDatabase({ url: URL_ });
  const span = (await sql<{ from: string; to: string; n: number }>`SELECT min(created_at)::date::text AS from, max(created_at)::date::text AS to, count(*)::int AS n FROM orders`.execute(database.db)).rows[0];
  const agent = (await sql<{ id: number; loc: number }>`SELECT a.id, (SELECT id FROM pharmacy_locations ORDER BY id LIMIT 1) AS loc FROM agents a ORDER BY a.id LIMIT 1`.execute(database.db)).rows[0];
  await database.close();
  const from = opt('from', span.from);
  const to = opt('to', span.to);
  console.log(`[report-bench] ${span.n.toLocaleString()} orders from ${span.from} to ${span.to}; downloading ${from} … ${to} as ${FORMATS.join(' and ')}`);

  // --node-flags "…": V8 flags for the server process (NODE_OPTIONS refuses some); by default the
  // ones `npm run serve` starts the server with (package.json), so the figure is the shipped one.
  const serve = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.serve;
  const shipped = serve.split(' ').filter((f) => f.startsWith('--max-old-space-size'));
  const nodeFlags = (args.includes('--node-flags') ? opt('node-flags', '') : shipped.join(' ')).split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', process.argv[1], '--serve', '--url', URL_, ...(args.includes('--heap') ? ['--heap'] : [])], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => { out += d; const m = /PORT (\d+)/.exec(out); if (m) resolve(Number(m[1])); });
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  const pid = child.pid!;
  const idleRss = kb(pid, 'VmRSS');
  const token = createSigner({ key: SECRET, expiresIn: 3_600_000 })({ sub: String(agent.id), role: 'management', loc: agent.loc, fam: 'report-bench' });

  const results = new Map<string, number>();
  let copy: ReturnType<typeof psqlCopy> | null = null;
  for (const format of FORMATS) {
    results.set(format, await download(format, port, pid, token, from, to, idleRss));
    // Right after the first download, so both run at about the same load.
    if (!copy && !args.includes('--no-psql')) {
      copy = psqlCopy(await downloadSelect(from, to));
      if (copy.ok) console.log(`[report-bench] psql \\copy same SELECT ${copy.seconds.toFixed(1)} s (load ${copy.load} after)`);
    }
  }
  child.kill('SIGTERM');
  if (copy?.ok) {
    for (const [format, seconds] of results) console.log(`[report-bench] ratio ${format} / \\copy      ${(seconds / copy.seconds).toFixed(2)}×${format === 'csv' ? ' (goal ≤ 1.5×)' : ''}`);
  }
  const csv = results.get('csv');
  const xlsx = results.get('xlsx');
  if (csv && xlsx) console.log(`[report-bench] ratio xlsx / csv        ${(xlsx / csv).toFixed(2)}× (goal ≤ 3×)`);
}

/** One download of every row as `format`; prints its figures and returns its total seconds. */
async function download(format: string, port: number, pid: number, token: string, from: string, to: string, idleRss: number): Promise<number> {
  const loadBefore = load();
  let peakSampled = idleRss;
  const sampler = setInterval(() => { try { peakSampled = Math.max(peakSampled, kb(pid, 'VmRSS')); } catch { /* exited */ } }, 50);
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  let firstByte = 0;
  let firstRow = 0;
  let bytes = 0;
  let newlines = 0;
  const status = await new Promise<number>((resolve, reject) => {
    const qs = new URLSearchParams({ startDate: from, endDate: to, format });
    request(`http://127.0.0.1:${port}${PATH}?${qs}`, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.on('data', (chunk: Buffer) => {
        if (!firstByte) firstByte = performance.now() - started;
        bytes += chunk.length;
        if (format !== 'csv') return;
        for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) newlines++;
        if (!firstRow && newlines >= 2) firstRow = performance.now() - started;
      });
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    }).on('error', reject).end();
  });
  const total = performance.now() - started;
  const loadAfter = load();
  clearInterval(sampler);
  const peak = kb(pid, 'VmHWM');
  const cpu = cpuSeconds(pid) - cpuBefore;

  console.log(`[report-bench] HTTP ${status}, ${format}, ${(bytes / 1024 / 1024).toFixed(1)} MB${format === 'csv' ? `, ${(newlines - 1).toLocaleString()} rows` : ''}`);
  console.log(`[report-bench] time to first byte   ${firstByte.toFixed(0)} ms`);
  // An XLSX is deflated: its rows cannot be counted on the way; its first bytes are the workbook's other parts.
  if (format === 'csv') console.log(`[report-bench] time to first row    ${firstRow.toFixed(0)} ms`);
  console.log(`[report-bench] total                ${(total / 1000).toFixed(1)} s${format === 'csv' ? ` (${((newlines - 1) / (total / 1000)).toFixed(0)} rows/s)` : ''}`);
  // Beside the total: how much of it the server's one core was busy (the rest it waited on the database or the client).
  console.log(`[report-bench] server processor     ${cpu.toFixed(1)} s (${((cpu / total) * 100000).toFixed(0)} % of the download's time)`);
  console.log(`[report-bench] server RSS           idle ${mb(idleRss)}, peak while streaming ${mb(peakSampled)} (sampled every 50 ms), VmHWM ${mb(peak)} (the process's peak so far)`);
  console.log(`[report-bench] load average         ${loadBefore} before, ${loadAfter} after`);
  return total / 1000;
}

if (args.includes('--serve')) void serve();
else main().catch((e) => { console.error(e); process.exit(1); });
