import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext { apiRunTag: string }
}

/**
 * The api project's global setup: names this run's PostgreSQL test databases rx_test_<tag>_…, so
 * that a test file need not wait for its database's DROP (a second or more of the server's disk
 * work, helpers/database.ts drops in the background) and the run still leaves none behind: at the
 * end, when every test process has exited, whatever of this run is left is dropped here.
 */
export default function setup(project: TestProject): () => Promise<void> {
  const tag = randomBytes(3).toString('hex');
  project.provide('apiRunTag', tag);
  return async () => {
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
