import type { Db } from '../connection';
import type { FoundationIds } from './foundation';
import { seedDemo } from './demo';

export interface DemoSeedOptions { ids: FoundationIds; orders: number; seed: number; log: (m: string) => void }

/** Seeders that run after the foundation on first start (the demo data generator adds itself here). */
export const demoSeeders: Array<(db: Db, opts: DemoSeedOptions) => Promise<void>> = [
  async (db, { orders, seed, log }) => { await seedDemo(db, { orders, seed, log }); },
];
