import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../../src/server/app';
import { loadConfig, type ServerConfig } from '../../../src/server/config';
import { seedFoundation, type FoundationIds } from '../../../src/server/db/seed/foundation';
import { checkMoneyInvariants } from '../../../src/server/db/moneyChecks';
import { freshDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  ids: FoundationIds;
  config: ServerConfig;
  close: () => Promise<void>;
}

/**
 * Builds the real app on a fresh migrated database with the foundation demo data, for `inject`.
 * `close()` first checks the money invariants (db:check's, a few small queries) over whatever the
 * file's tests did, and fails the file naming each violation; `moneyInvariants: false` for a file
 * that writes synthetic rows the money path never makes (report and dashboard fixtures).
 */
export async function buildTestApp(opts: Partial<AppOptions> & { env?: Record<string, string>; extraMigrationDirs?: string[]; moneyInvariants?: boolean } = {}): Promise<TestApp> {
  const database = await freshDatabase(opts.extraMigrationDirs);
  const ids = await seedFoundation(database.db);
  const dataDir = mkdtempSync(join(tmpdir(), 'rx-test-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, JWT_SECRET: 'test-secret-'.padEnd(48, 'x'), LOGIN_MAX_FAILURES: '5', DATABASE_URL: database.url ?? '', ...opts.env });
  const { moneyInvariants = true, ...appOpts } = opts;
  const app = await buildApp({ config, database, logger: false, realtime: false, ...appOpts });
  await app.ready();
  return {
    app, ids, config,
    close: async () => {
      const violations = moneyInvariants ? await checkMoneyInvariants(database.db) : [];
      await app.close();
      await database.drop();
      // The data folder (uploads, documents) goes with the file: a run left some hundred in $TMPDIR.
      rmSync(dataDir, { recursive: true, force: true });
      if (violations.length) throw new Error(`money invariants broken:\n  ${violations.join('\n  ')}`);
    },
  };
}
