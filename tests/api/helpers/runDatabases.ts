import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { bundleServer } from '../../../src/tools/lib/serverBundle';

declare module 'vitest' {
  export interface ProvidedContext { apiRunTag: string; serverBundle: string }
}

/**
 * The api project's global setup: names this run's PostgreSQL test databases rx_test_<tag>_…, so
 * that a test file need not wait for its database's DROP (a second or more of the server's disk
 * work, helpers/database.ts drops in the background) and the run still leaves none behind: at the
 * end, when every test process has exited, whatever of this run is left is dropped here.
 * On PostgreSQL it also bundles the server once for the tests that start it as processes
 * (multiprocess/processes.ts; src/tools/lib/serverBundle.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const tag = randomBytes(3).toString('hex');
  project.provide('apiRunTag', tag);
  const bundle = process.env.DATABASE_URL ? await bundleServer() : undefined;
  project.provide('serverBundle', bundle?.entry ?? '');
  return async () => {
    bundle?.remove();
    const url = process.env.DATABASE_URL;
    if (!url) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const left = (await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`rx\\_test\\_${tag}\\_%`])).rows;
      for (const { datname } of left) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } finally { await admin.end(); }
  };
}
