/**
 * `npm test`: every check a change must pass, in order — generated types fresh, type check, lint,
 * unit, API (embedded PGlite, then PostgreSQL when DATABASE_URL is set), UI (jsdom), console build
 * with its size budget, and browser tests in Chromium. Ends with "Tests: N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Step { name: string; cmd: string[]; env?: Record<string, string>; vitest?: boolean }

const reports = mkdtempSync(join(tmpdir(), 'rx-test-'));
const vitest = (project: string, env?: Record<string, string>, label = project): Step => ({
  name: `${label} tests`, vitest: true, env,
  cmd: ['npx', 'vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, `${label}.json`)}`],
});

const only = process.argv.slice(2);
const steps: Step[] = [
  { name: 'generated types are fresh', cmd: ['npx', 'tsx', 'src/tools/gen-types.ts', '--check'] },
  { name: 'type check', cmd: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings=1000'] },
  vitest('unit'),
  vitest('api', { DATABASE_URL: '' }, 'api-pglite'),
  ...(process.env.DATABASE_URL ? [vitest('api', { DATABASE_URL: process.env.DATABASE_URL }, 'api-postgres')] : []),
  vitest('ui'),
  { name: 'console build and size budget', cmd: ['npm', 'run', '--silent', 'size'] },
  vitest('e2e'),
].filter((s) => !only.length || only.some((o) => s.name.includes(o)));

let passed = 0;
let failed = 0;
const failedSteps: string[] = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.cmd.join(' ')}`);
  const started = Date.now();
  const res = spawnSync(step.cmd[0], step.cmd.slice(1), { stdio: 'inherit', env: { ...process.env, ...step.env } });
  console.log(`  ${res.status === 0 ? '✔' : '✘'} ${step.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (res.status !== 0) failedSteps.push(step.name);
  if (step.vitest) {
    const file = join(reports, `${step.name.replace(' tests', '')}.json`);
    if (existsSync(file)) {
      const r = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numTotalTests: number };
      passed += r.numPassedTests;
      failed += r.numFailedTests;
      if (r.numTotalTests === 0) { failedSteps.push(`${step.name} (ran no test)`); }
    } else if (res.status !== 0) failed += 1;
  } else if (res.status !== 0) failed += 1;
}

console.log(`\n${failedSteps.length ? `Failed steps: ${failedSteps.join(', ')}` : 'All steps passed.'}`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
