import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { spawnServer, type RunningServer } from './serverProcess';

export type { RunningServer };

/**
 * Starts the real server (as `npm start` does, minus the build) on a fresh embedded database in a
 * temporary folder, and waits until /login answers. The console must be built (dist/).
 * The folder starts as a copy of the one the e2e global setup migrated and seeded (seededDataDir.ts):
 * the start finds the demo data there, as on a second start, in a second instead of a seed's time.
 * `fromScratch` starts on an empty folder, for a test of the first start itself (migrations,
 * imports, seeding); so does a server given its own DATABASE_URL. Every start but `fromScratch` runs
 * the bundle of the server's sources the global setup made; a `fromScratch` one runs them through
 * tsx, as `npm start` does.
 */
export async function startServer(env: Record<string, string> = {}, opts: { fromScratch?: boolean } = {}): Promise<RunningServer> {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` before the browser tests');
  const dataDir = mkdtempSync(join(tmpdir(), 'rx-e2e-'));
  const seeded = opts.fromScratch || env.DATABASE_URL ? '' : inject('e2eSeededDataDir');
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
  return spawnServer(dataDir, env, opts.fromScratch ? undefined : inject('serverBundle'));
}
