import type { Database } from '../connection';

/**
 * After a bulk seed: `VACUUM (ANALYZE)` of the whole database, so the first queries find fresh
 * statistics and an all-visible map (index-only scans) instead of waiting for autovacuum, which
 * may be off on a user's cluster (the first measurements after a 1M-order seed were 27–40 % slower
 * until a manual VACUUM). The same statement on PGlite, which runs no autovacuum at all.
 */
export async function vacuumAfterSeed(database: Database, log: (m: string) => void = () => {}): Promise<void> {
  const started = Date.now();
  await database.execScript('VACUUM (ANALYZE)');
  log(`VACUUM (ANALYZE) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
