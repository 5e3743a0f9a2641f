/**
 * Orders and chats benchmark (not a test): signs in, then measures the three calls the chat
 * screens make most — the unassigned list, a chat sub-list and the chat counts — first with one
 * client (p50/p99 per call), then with N concurrent keep-alive connections (requests/s, p50, p99).
 *
 *   npx tsx src/tools/bench/orders-bench.ts [URL] [--role pharmacist] [--samples 500]
 *     [--concurrency 32] [--seconds 15] [--stage new_requests]
 *
 * Run it against a server on PostgreSQL with the large seed, e.g.
 *   createdb rx_bench; DATABASE_URL=postgres://postgres@127.0.0.1:5432/rx_bench npm run seed -- --orders 1000000
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/rx_bench SEED_DEMO=0 LOG_LEVEL=warn npm run serve
 * The load phase is a closed loop: each connection sends its next request when the last answers.
 * Targets (issue 4): one client p50 ≤ 5 ms for the lists, ≤ 3 ms for counts; 32 connections
 * ≥ 1,000 requests/s with p99 ≤ 50 ms.
 */
import { apiClient } from './apiClient';
import { opt, serverArg } from './benchArgs';
import { percentile } from './percentile';

const base = new URL(serverArg('http://localhost:8080'));
const ROLE = opt('role', 'pharmacist');
const SAMPLES = Number(opt('samples', '500'));
const CONCURRENCY = Number(opt('concurrency', '32'));
const SECONDS = Number(opt('seconds', '15'));
const STAGE = opt('stage', 'new_requests');

/** The parts of the answers the bench reads. */
interface Reply {
  message?: string;
  data?: {
    token?: { access_token: string }; locations?: Array<{ id: number }>;
    items?: unknown[]; count?: number; allTotal?: number; unassigned?: number;
  };
}

const api = apiClient<Reply>(base, CONCURRENCY + 2);
const request = api.request;

const CALLS: Array<[name: string, path: string]> = [
  ['unassigned list', '/orders/admin/get-unassigned-orders-list?skip=0&limit=10'],
  [`chat sub-list (${STAGE})`, `/chats/all-threads?stage=${STAGE}&skip=0&limit=10`],
  ['chat counts', '/chats/fetch-chats-counts'],
];

const fmt = (n: number) => n.toFixed(2).padStart(8);

async function main() {
  const token = await api.signIn(ROLE);
  console.log(`orders bench against ${base.origin} as ${ROLE}`);
  for (const [name, path] of CALLS) {
    const first = await request('GET', path, token);
    if (first.status !== 200) throw new Error(`${name}: ${first.status} ${first.json?.message}`);
    const d = first.json!.data!;
    console.log(`  ${name}: ${d.items ? `${d.items.length} rows of ${d.count}` : `allTotal ${d.allTotal}, unassigned ${d.unassigned}`}`);
  }

  console.log(`\none client, ${SAMPLES} requests per call (after 50 warm-up):`);
  console.log('  call                                  p50 ms   p99 ms   max ms');
  for (const [name, path] of CALLS) {
    for (let i = 0; i < 50; i++) await request('GET', path, token);
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const r = await request('GET', path, token);
      if (r.status !== 200) throw new Error(`${name}: ${r.status}`);
      times.push(r.ms);
    }
    times.sort((a, b) => a - b);
    console.log(`  ${name.padEnd(36)}${fmt(percentile(times, 50))} ${fmt(percentile(times, 99))} ${fmt(times.at(-1)!)}`);
  }

  console.log(`\n${CONCURRENCY} connections for ${SECONDS} s, the three calls in turn:`);
  const times: number[] = [];
  let errors = 0;
  const until = Date.now() + SECONDS * 1000;
  const started = Date.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, async (_, w) => {
    for (let i = w; Date.now() < until; i++) {
      const r = await request('GET', CALLS[i % CALLS.length][1], token);
      if (r.status !== 200) errors++;
      times.push(r.ms);
    }
  }));
  const elapsed = (Date.now() - started) / 1000;
  times.sort((a, b) => a - b);
  console.log(`  requests ${times.length}, errors ${errors}, ${(times.length / elapsed).toFixed(0)} req/s, p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms`);
  api.close();
}

main().catch((e) => { console.error(`bench failed: ${(e as Error).message}`); process.exit(1); });
