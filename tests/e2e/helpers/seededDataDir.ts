import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { spawnServer } from './serverProcess';

declare module 'vitest' {
  export interface ProvidedContext { e2eSeededDataDir: string }
}

/**
 * The e2e project's global setup: one server start migrates and seeds a data folder (embedded
 * database, 300 demo orders), stopped cleanly; every browser test's server starts on a copy of it
 * (startServer) instead of migrating and seeding its own.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` before the browser tests');
  const dataDir = mkdtempSync(join(tmpdir(), 'rx-e2e-seeded-'));
  const server = await spawnServer(dataDir);
  // Copied only once the server has closed its database: every page written to disk.
  if (!(await server.stop(120_000))) throw new Error(`the e2e seeding server did not stop:\n${server.output()}`);
  project.provide('e2eSeededDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
