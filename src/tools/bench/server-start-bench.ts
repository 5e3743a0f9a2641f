/**
 * How long the API server takes to start on a seeded embedded database, and what it costs the
 * processor: the tests start it ~30 times a run (browser tests, multi-process API tests). Not a
 * test. Each start runs the bundled server (src/tools/lib/serverBundle.ts, as the tests do) on a
 * fresh copy of a seeded data folder, until /login answers; prints wall and processor time (the
 * server process's, read from /proc) of each start, their medians and the load average.
 *
 *   rm -rf /tmp/seeded && DATA_DIR=/tmp/seeded SEED_DEMO=1 DEMO_ORDERS=300 npm run serve   (stop it once up)
 *   npx tsx src/tools/bench/server-start-bench.ts --data /tmp/seeded [--runs 5]
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleServer, serverArgs } from '../lib/serverBundle';
import { loadAverage, opt } from './benchArgs';
import { percentileOf } from './percentile';
import { freePort } from '../lib/freePort';

const DATA = opt('data', '');
const RUNS = Number(opt('runs', '5'));
if (!DATA) { console.error('--data DIR: a seeded data folder (see the header)'); process.exit(2); }

/** A process's user + system time so far, in seconds (/proc/PID/stat fields 14 and 15, in clock ticks). */
const cpuOf = (pid: number) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) / 100; };

async function startOnce(bundle: string): Promise<{ wall: number; cpu: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'rx-start-'));
  cpSync(DATA, dir, { recursive: true });
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, serverArgs(bundle), {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'warn', DATABASE_URL: '' }, stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('the server exited');
      try { if ((await fetch(`http://127.0.0.1:${port}/login`)).ok) break; } catch { /* not up yet */ }
      await new Promise((r) => setTimeout(r, 20));
    }
    return { wall: (performance.now() - began) / 1000, cpu: cpuOf(child.pid!) };
  } finally {
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const bundle = await bundleServer();
  try {
    const runs: Array<{ wall: number; cpu: number }> = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await startOnce(bundle.entry);
      runs.push(r);
      console.log(`  start ${i + 1}: ${r.wall.toFixed(2)} s wall, ${r.cpu.toFixed(2)} s cpu (load ${loadAverage()})`);
    }
    const med = (k: 'wall' | 'cpu') => percentileOf(runs.map((r) => r[k]), 50).toFixed(2);
    console.log(`server start on a seeded embedded database, ${RUNS} starts: median ${med('wall')} s wall, ${med('cpu')} s cpu (load ${loadAverage()})`);
  } finally {
    bundle.remove();
  }
}

main().catch((e) => { console.error(e); process.exit(1); });
