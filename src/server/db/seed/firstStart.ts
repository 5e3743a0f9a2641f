import type { Db } from '../connection';
import { isSeeded, seedFoundation } from './foundation';
import { demoSeeders } from './registry';

/** Seeds the demo data once, on the first start against an empty database. */
export async function runFirstStartSeed(db: Db, orders: number, log: (m: string) => void): Promise<boolean> {
  if (await isSeeded(db)) return false;
  const started = Date.now();
  log('first start: seeding demo data');
  const ids = await seedFoundation(db);
  for (const seeder of demoSeeders) await seeder(db, { ids, orders, seed: 42, log });
  log(`demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}
