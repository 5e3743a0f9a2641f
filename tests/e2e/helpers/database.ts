import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { postgresTemplate } from '../../api/helpers/migratedTemplate';

export interface E2eDatabase { env: Record<string, string>; drop: () => Promise<void> }

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try { await client.query(statement); } finally { await client.end(); }
}

/**
 * The database a browser test's server runs on: the embedded one (startServer's default) unless
 * DATABASE_URL is set; then a new rx_e2e_<random> database on that PostgreSQL server, a copy of the
 * migrated template the API tests use, which the server seeds like a first start, and `drop`
 * removes after the server has stopped.
 */
export async function e2eDatabase(): Promise<E2eDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) return { env: {}, drop: async () => undefined };
  const name = `rx_e2e_${randomBytes(5).toString('hex')}`;
  await onServer(url, `CREATE DATABASE ${name} TEMPLATE ${await postgresTemplate(url)}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: target.toString() },
    drop: () => onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
