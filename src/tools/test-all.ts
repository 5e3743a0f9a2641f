/**
 * `npm test`: every check a change must pass — generated types fresh, type check, lint, unit, API
 * (embedded PGlite, then PostgreSQL when DATABASE_URL is set), UI (jsdom), console build with its
 * size budget, and browser tests in Chromium. Ends with "Tests: N passed, N failed".
 *
 * Four lanes run side by side, each step after the one before it in its lane: the checks, unit and
 * UI tests; the console build and the browser tests on it; the API suite on PGlite; the API suite
 * on PostgreSQL (one test file at a time each: two API workers per suite starved the timed UI and
 * browser waits). Much of each lane waits (on a database server, a browser, a server process), so
 * together they keep both cores of a small machine busy. A step's output
 * is printed whole when it ends, not interleaved with the other lanes'.
 * `npx tsx src/tools/test-all.ts <part of a step name>…` runs only those steps.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LANES = ['main', 'browser', 'pglite', 'postgres'] as const;
interface Step { name: string; cmd: string[]; env?: Record<string, string>; vitest?: boolean; lane: typeof LANES[number] }
interface Outcome { ok: boolean; passed: number; failed: number; note?: string; failures?: string[] }

const reports = mkdtempSync(join(tmpdir(), 'rx-test-'));
const vitest = (project: string, lane: Step['lane'], env?: Record<string, string>, label = project): Step => ({
  name: `${label} tests`, vitest: true, env, lane,
  cmd: ['npx', 'vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, `${label}.json`)}`],
});

const only = process.argv.slice(2);
const CACHE = 'node_modules/.cache/rxdesk';
const all: Step[] = [
  { name: 'generated types are fresh', cmd: ['npx', 'tsx', 'src/tools/gen-types.ts', '--check'], lane: 'main' },
  // Both remember what they found for files unchanged since the last run (node_modules/.cache/rxdesk:
  // gone with a fresh install): tsc re-checks what a change can reach, eslint's rules read one file each.
  // TypeScript 7's native compiler (package typescript-native; the editor and typescript-eslint keep
  // the typescript package's JavaScript API): 30 s of processor time → 7 s for a fresh check here.
  // One thread: npm test keeps both cores busy already. By path, as both packages name their bin tsc.
  { name: 'type check', cmd: ['node', 'node_modules/typescript-native/bin/tsc', '--noEmit', '-p', 'tsconfig.json', '--singleThreaded', '--incremental', '--tsBuildInfoFile', `${CACHE}/tsc-native.tsbuildinfo`], lane: 'main' },
  { name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings=1000', '--cache', '--cache-strategy', 'content', '--cache-location', `${CACHE}/eslint`], lane: 'main' },
  vitest('unit', 'main'),
  vitest('unit-isolated', 'main'),
  vitest('api', 'pglite', { DATABASE_URL: '' }, 'api-pglite'),
  ...(process.env.DATABASE_URL ? [vitest('api', 'postgres', { DATABASE_URL: process.env.DATABASE_URL }, 'api-postgres')] : []),
  vitest('ui', 'main'),
  vitest('ui-isolated', 'main'),
  { name: 'console build and size budget', cmd: ['npm', 'run', '--silent', 'size'], lane: 'browser' },
  vitest('e2e', 'browser'),
];
const steps = all.filter((s) => !only.length || only.some((o) => s.name.includes(o)));

const load = () => (existsSync('/proc/loadavg') ? readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ') : '?');

/**
 * The machine's busy and idle processor time so far (/proc/stat, in seconds), every process's
 * (a database server's and Chromium's too): the run's share of both cores says whether a faster
 * run needs less work (the cores were busy throughout) or better packing of the lanes (they idled).
 */
function machineTime(): { busy: number; idle: number } | null {
  if (!existsSync('/proc/stat')) return null;
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is inside user and nice already).
  const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks;
  const hz = 100; // /proc/stat counts in USER_HZ, 100 a second on Linux whatever the kernel's own tick
  return { busy: (user + nice + system + irq + softirq + (steal ?? 0)) / hz, idle: (idle + iowait) / hz };
}

// The processor time a step used (its processes and theirs; not a database server's), beside its wall
// time: on a shared machine the wall time says how busy the machine was, this what the step costs.
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : '';
const cpuOf = (file: string) => {
  const m = existsSync(file) ? /^([\d.]+) ([\d.]+)/m.exec(readFileSync(file, 'utf8')) : null;
  return m ? `, ${(Number(m[1]) + Number(m[2])).toFixed(0)} s cpu` : '';
};

/**
 * The lanes that end last are the API suites: one process each, waiting on its database (inside it
 * for PGlite, on the server for PostgreSQL), so at most one core each. Beside the other lanes on two
 * cores they got a fraction of a core: in CI the PGlite suite (770 s of processor time) ran 1,490 s,
 * and on a faster 2-core box the PostgreSQL suite ended 75 s after every other lane, alone (616 s;
 * 598–632 s once it ran at the normal priority, and first). They run at the normal priority; the
 * checks, unit, UI and browser lanes at a lower one (nice 10): they take what the API suites leave,
 * the cores' idle time while those wait on their databases.
 */
const CRITICAL_LANES: ReadonlyArray<Step['lane']> = ['pglite', 'postgres'];
const NICE = existsSync('/usr/bin/nice') ? '/usr/bin/nice' : '';

interface VitestReport {
  numPassedTests: number; numFailedTests: number; numTotalTests: number;
  testResults?: Array<{ name: string; status: string; message?: string; assertionResults: Array<{ status: string; fullName: string; failureMessages?: string[] }> }>;
}

type FileResult = NonNullable<VitestReport['testResults']>[number];
/** A file that failed without a failed test: a hook failed, and its tests were skipped. */
const hookFailed = (f: FileResult) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed');

/** Each failed test (or file whose hook failed) as "file › test: first line of its error" (values
 * shown, vitest.config.ts chaiConfig), for the summary: a CI log shows only its tail. */
function failuresOf(r: VitestReport): string[] {
  const firstLine = (m?: string) => (m ?? '').split('\n').find((l) => l.trim())?.trim().slice(0, 1_500) ?? '';
  return (r.testResults ?? []).flatMap((f) => {
    const file = f.name.replace(`${process.cwd()}/`, '');
    if (hookFailed(f)) return [`${file}: ${firstLine(f.message)}`];
    return f.assertionResults.filter((a) => a.status === 'failed').map((a) => `${file} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
  });
}

function run(step: Step): Promise<Outcome> {
  console.log(`▶ ${step.name}: ${step.cmd.join(' ')}  (load ${load()})`);
  const started = Date.now();
  const timeFile = join(reports, `${step.name.replace(/\W+/g, '-')}.time`);
  const timed = TIME ? [TIME, '-f', '%U %S', '-o', timeFile, ...step.cmd] : step.cmd;
  const cmd = CRITICAL_LANES.includes(step.lane) || !NICE ? timed : [NICE, '-n', '10', ...timed];
  const child = spawn(cmd[0], cmd.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...step.env } });
  const output: Buffer[] = [];
  child.stdout.on('data', (d: Buffer) => output.push(d));
  child.stderr.on('data', (d: Buffer) => output.push(d));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const ok = code === 0;
      process.stdout.write(`\n──── ${step.name} ────\n${Buffer.concat(output).toString()}`);
      console.log(`  ${ok ? '✔' : '✘'} ${step.name} (${((Date.now() - started) / 1000).toFixed(1)} s${cpuOf(timeFile)}, load ${load()})`);
      if (!step.vitest) return resolve({ ok, passed: 0, failed: ok ? 0 : 1 });
      const file = join(reports, `${step.name.replace(' tests', '')}.json`);
      if (!existsSync(file)) return resolve({ ok, passed: 0, failed: ok ? 0 : 1 });
      const r = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
      // A file whose hook failed has no failed test (its tests are skipped) yet fails the step: it
      // counts as one failure, so the summary line never says "0 failed" beside a failed step.
      const brokenFiles = (r.testResults ?? []).filter(hookFailed).length;
      resolve({ ok: ok && r.numTotalTests > 0, passed: r.numPassedTests, failed: r.numFailedTests + brokenFiles, note: r.numTotalTests === 0 ? 'ran no test' : undefined, failures: failuresOf(r) });
    });
  });
}

const started = Date.now();
const machineAtStart = machineTime();
const outcomes = new Map<Step, Outcome>();
await Promise.all(LANES.map(async (lane) => {
  for (const step of steps.filter((s) => s.lane === lane)) outcomes.set(step, await run(step));
}));

let passed = 0;
let failed = 0;
const failedSteps: string[] = [];
for (const step of steps) {
  const o = outcomes.get(step)!;
  passed += o.passed;
  failed += o.failed;
  if (!o.ok) failedSteps.push(o.note ? `${step.name} (${o.note})` : step.name);
}
const failures = steps.flatMap((s) => (outcomes.get(s)!.failures ?? []).map((f) => `  ✘ ${s.name}: ${f}`));
if (failures.length) console.log(`\nFailed tests:\n${failures.join('\n')}`);
const machineAtEnd = machineTime();
const busy = machineAtStart && machineAtEnd ? machineAtEnd.busy - machineAtStart.busy : 0;
const idle = machineAtStart && machineAtEnd ? machineAtEnd.idle - machineAtStart.idle : 0;
const machineLine = busy > 0 ? `; the machine's processors busy ${busy.toFixed(0)} s, idle ${idle.toFixed(0)} s (${((100 * busy) / (busy + idle)).toFixed(0)} % busy)` : '';
console.log(`\nAll steps in ${((Date.now() - started) / 1000).toFixed(1)} s (load ${load()})${machineLine}.`);
console.log(`${failedSteps.length ? `Failed steps: ${failedSteps.join(', ')}` : 'All steps passed.'}`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
