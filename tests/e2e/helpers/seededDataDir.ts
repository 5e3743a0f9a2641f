import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { spawnServer } from './serverProcess';
import { bundleServer } from '../../../src/tools/lib/serverBundle';

declare module 'vitest' {
  export interface ProvidedContext { e2eSeededDataDir: string; serverBundle: string }
}

/**
 * The e2e project's global setup: one server start migrates and seeds a data folder (embedded
 * database, 300 demo orders), stopped cleanly; every browser test's server starts on a copy of it
 * (startServer) instead of migrating and seeding its own. That first start runs the sources through
 * tsx, as `npm start` does; the tests' servers start from one bundle of them (serverBundle.ts).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` before the browser tests');
  const dataDir = mkdtempSync(join(tmpdir(), 'rx-e2e-seeded-'));
  const [server, bundle] = await Promise.all([spawnServer(dataDir), bundleServer()]);
  // Copied only once the server has closed its database: every page written to disk.
  if (!(await server.stop(120_000))) throw new Error(`the e2e seeding server did not stop:\n${server.output()}`);
  project.provide('e2eSeededDataDir', dataDir);
  project.provide('serverBundle', bundle.entry);
  return () => { rmSync(dataDir, { recursive: true, force: true }); bundle.remove(); };
}
