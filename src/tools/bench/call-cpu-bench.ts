/**
 * What one call costs the server's own process (not a test): signs in, then calls one path again and
 * again, one at a time, and prints the call's p50 and p99 beside the server's processor time per call,
 * read from /proc/<pid>/stat before and after (Linux). Where a call's time goes when it is not in the
 * database: a p50 well above the statement's duration with the processor time near it means the
 * server's JavaScript (rows read, reply written), not a wait.
 *
 *   npx tsx src/tools/bench/call-cpu-bench.ts [URL] --pid <server pid> [--path /orders/admin/get-kanban-board-data-to-initial-load] [--role super_admin] [--calls 500]
 *
 * The pid is the process serving URL (`pgrep -f src/server/main.ts`): the number is its processor
 * time alone, whatever else the machine runs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { apiClient } from './apiClient';
import { opt, serverArg, loadAverage } from './benchArgs';
import { percentile } from './percentile';

const base = new URL(serverArg('http://127.0.0.1:8080'));
const PID = opt('pid', '');
const PATH = opt('path', '/orders/admin/get-kanban-board-data-to-initial-load');
const ROLE = opt('role', 'super_admin');
const CALLS = Number(opt('calls', '500'));

if (!PID || !existsSync(`/proc/${PID}/stat`)) throw new Error('--pid <the server process> is needed (Linux /proc): e.g. `pgrep -f src/server/main.ts`');

/** The process's user + system time so far, in ms (fields 14 and 15 of /proc/<pid>/stat, in 1/100 s). */
function processorMs(): number {
  const fields = readFileSync(`/proc/${PID}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const api = apiClient(base, 2);
const token = await api.signIn(ROLE);
const first = await api.request('GET', PATH, token, undefined, { parse: false });
if (first.status !== 200) throw new Error(`${PATH} answered ${first.status}`);
for (let i = 0; i < 50; i++) await api.request('GET', PATH, token, undefined, { parse: false });
const times: number[] = [];
const before = processorMs();
for (let i = 0; i < CALLS; i++) times.push((await api.request('GET', PATH, token, undefined, { parse: false })).ms);
const used = processorMs() - before;
times.sort((a, b) => a - b);
console.log(`${PATH}: ${CALLS} calls, p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms; the server's processor time ${(used / CALLS).toFixed(2)} ms a call`
  + `  (load ${loadAverage()})`);
api.close();
