import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { migrate } from '../server/db/migrate';
import { checkDatabase, CHECK_NAMES } from '../server/db/check';

/**
 * `npm run db:check`: verifies the data invariants (stock ledger, order logs, invoice totals, daily rollups,
 * display ids, stage counts) on DATABASE_URL or the embedded database. Exit 1 names each violation.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : `${config.dataDir}/db` });
  try {
    await migrate(database);
    const started = Date.now();
    const violations = await checkDatabase(database.db);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (!violations.length) {
      console.log(`db:check: all ${CHECK_NAMES.length} checks passed (${seconds} s)`);
      for (const name of CHECK_NAMES) console.log(`  ok  ${name}`);
      return;
    }
    console.error(`db:check: ${violations.length} violation(s) (${seconds} s)`);
    for (const v of violations) console.error(`  FAIL  ${v.check}: ${v.message}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((e) => {
  console.error(`db:check could not run: ${(e as Error).message}`);
  process.exitCode = 2;
});
