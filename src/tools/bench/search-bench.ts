/**
 * Search and deep-paging benchmark (issue 13; not a test). Signs in, then measures with one client
 * (p50/p99 per call, after a warm-up): searches for a common name, a two-character search, page
 * 1,000 of the lists with skip and with the cursor, the kanban first load; then the unassigned
 * list with N concurrent keep-alive connections (closed loop: requests/s, p50, p99).
 *
 *   npx tsx src/tools/bench/search-bench.ts [URL] [--role super_admin] [--samples 200] [--concurrency 32] [--seconds 15] [--name perera] [--only throughput]
 *
 * `--only throughput` runs the concurrent part alone (a short measurement while tuning the server).
 *
 * Against a server on the 1M-order PostgreSQL seed, e.g.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/rx_bench SEED_DEMO=0 LOG_LEVEL=warn npm run serve
 * Targets (issue 13): common-name search p50 ≤ 20 ms with the right count or a flagged bound; a
 * two-character search p50 ≤ 20 ms or a 400; page 1,000 ≤ 10 ms by cursor, ≤ 20 ms by skip; kanban
 * first load p50 ≤ 6 ms; 32 connections on the unassigned list ≥ 1,500 requests/s at p99 ≤ 50 ms.
 * The throughput line ends with the host's loopback round trip (hostWakeups.ts) and the load average:
 * requests per second compare across machines only beside them.
 */
import { apiClient } from './apiClient';
import { loopbackRoundTripMicros } from './hostWakeups';
import { args, opt, serverArg, loadAverage } from './benchArgs';
import { percentile } from './percentile';

const base = new URL(serverArg('http://localhost:8080'));
const ROLE = opt('role', 'super_admin');
const SAMPLES = Number(opt('samples', '200'));
const CONCURRENCY = Number(opt('concurrency', '32'));
const SECONDS = Number(opt('seconds', '15'));
const NAME = opt('name', 'perera');

interface Reply { message?: string; data?: { token?: { access_token: string }; locations?: Array<{ id: number }>; items?: unknown[]; count?: number; countCapped?: boolean; nextCursor?: string | null; columns?: unknown[] } }

const api = apiClient<Reply>(base, CONCURRENCY + 2);
const request = api.request;

const fmt = (n: number) => n.toFixed(2).padStart(8);

/** The cursor that starts page `page` (0-based) of a list: walked once, by cursor, before measuring. */
async function cursorAt(token: string, path: string, page: number, limit: number): Promise<string> {
  let cursor: string | null | undefined = null;
  for (let i = 0; i < page; i++) {
    const r = await request('GET', `${path}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, token);
    cursor = r.json?.data?.nextCursor;
    if (!cursor) throw new Error(`${path} ends before page ${page}`);
  }
  return cursor!;
}

async function measure(token: string, name: string, path: string) {
  const first = await request('GET', path, token);
  const d = first.json?.data;
  const what = first.status !== 200 ? `${first.status} ${first.json?.message ?? ''}` : d?.columns ? `${d.columns.length} columns` : `count ${d?.count}${d?.countCapped ? ' (capped: more)' : ''}, ${d?.items?.length} rows`;
  for (let i = 0; i < 20; i++) await request('GET', path, token);
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) times.push((await request('GET', path, token)).ms);
  times.sort((a, b) => a - b);
  console.log(`${name.padEnd(44)} p50 ${fmt(percentile(times, 50))} ms  p99 ${fmt(percentile(times, 99))} ms  ${what}`);
}

async function load(token: string, name: string, path: string) {
  const times: number[] = [];
  let errors = 0;
  const until = Date.now() + SECONDS * 1000;
  const started = Date.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (Date.now() < until) {
      const r = await request('GET', path, token, undefined, { parse: false });
      if (r.status !== 200) errors++;
      times.push(r.ms);
    }
  }));
  const secs = (Date.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const host = await loopbackRoundTripMicros();
  console.log(`${name} × ${CONCURRENCY} connections, ${SECONDS} s: ${(times.length / secs).toFixed(0)} req/s, p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, errors ${errors}`
    + `  (host: loopback round trip ${host.betweenProcesses.toFixed(0)} µs between processes, ${host.withinOne.toFixed(0)} µs within one; load ${loadAverage()})`);
}

async function main() {
  const token = await api.signIn(ROLE);
  const q = encodeURIComponent(NAME);
  const unassigned = '/orders/admin/get-unassigned-orders-list?sortOrder=DESC';
  const assigned = '/orders/admin/get-assigned-orders-list?sortOrder=DESC';
  const completed = '/chats/all-threads?stage=completed';
  const calls: Array<[string, string]> = [
    [`find orders, customer name "${NAME}"`, `/orders/admin/find-orders?searchType=customerName&searchKey=${q}&limit=10`],
    [`find orders, patient name "${NAME}"`, `/orders/admin/find-orders?searchType=patientName&searchKey=${q}&limit=10`],
    [`All Chats search "${NAME}"`, `/chats/all-threads?searchTerm=${q}&limit=10`],
    [`find customers, name "${NAME}"`, `/users/admin/find-customers?searchType=name&searchKey=${q}&limit=10`],
    ['find orders, customer name "an" (2 chars)', '/orders/admin/find-orders?searchType=customerName&searchKey=an&limit=10'],
    ['All Chats search "an" (2 chars)', '/chats/all-threads?searchTerm=an&limit=10'],
    ['find customers, name "an" (2 chars)', '/users/admin/find-customers?searchType=name&searchKey=an&limit=10'],
    ['find customers, name "a" (1 char)', '/users/admin/find-customers?searchType=name&searchKey=a&limit=10'],
    ['unassigned, page 1,000 by skip', `${unassigned}&skip=9990&limit=10`],
    ['assigned, page 1,000 by skip', `${assigned}&skip=9990&limit=10`],
    ['completed sub-list, page 1,000 by skip', `${completed}&skip=9990&limit=10`],
    ['All Chats, page 1,000 by skip', '/chats/all-threads?skip=9990&limit=10'],
    ['kanban first load', '/orders/admin/get-kanban-board-data-to-initial-load'],
  ];
  if (opt('only', '') === 'throughput') {
    await load(token, 'unassigned list (page 1)', `${unassigned}&skip=0&limit=10`);
    api.close();
    return;
  }
  if (!args.includes('--skip-single')) for (const [name, path] of calls) await measure(token, name, path);
  for (const [name, path] of [['unassigned', unassigned], ['assigned', assigned], ['completed sub-list', completed], ['All Chats', '/chats/all-threads?sortOrder=DESC']]) {
    const cursor = await cursorAt(token, path, 999, 10).catch((e: Error) => { console.log(`${name}: ${e.message}`); return null; });
    if (cursor) await measure(token, `${name}, page 1,000 by cursor`, `${path}&limit=10&cursor=${cursor}`);
  }
  await load(token, 'unassigned list (page 1)', `${unassigned}&skip=0&limit=10`);
  api.close();
}

main().catch((e) => { console.error(e); process.exit(1); });
