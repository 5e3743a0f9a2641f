import type { Db } from '../connection';
import type { FoundationIds } from './foundation';

export interface DemoSeedOptions { ids: FoundationIds; orders: number; seed: number; log: (m: string) => void }

/** Seeders that run after the foundation on first start (the demo data generator adds itself here). */
export const demoSeeders: Array<(db: Db, opts: DemoSeedOptions) => Promise<void>> = [];
