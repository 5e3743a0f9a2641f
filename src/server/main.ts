import { loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrate } from './db/migrate';
import { importLegacyFiles } from './platform/files';
import { runFirstStartSeed } from './db/seed/firstStart';
import { buildApp } from './app';
import { drainAndClose } from './platform/operations/lifecycle';
import { ROLES } from '../shared/roles';
import { DEMO_PASSWORD, demoEmail } from './db/seed/foundation';

/** `npm start`: migrate, seed demo data on first start, serve the console and the API on one port. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : `${config.dataDir}/db`, applicationName: 'rxdesk' });
  const log = (m: string) => console.log(`[rxdesk] ${m}`);
  log(`database: ${database.kind === 'pglite' ? `embedded PostgreSQL (PGlite) in ${config.dataDir}/db` : 'PostgreSQL (DATABASE_URL)'}`);
  await migrate(database, undefined, log);
  // Migration 0015's data step: uploads older versions kept on disk move into stored_files.
  await importLegacyFiles(database.db, config.uploadDir, log);
  const seeded = config.seedDemo ? await runFirstStartSeed(database.db, config.demoOrders, log) : false;
  // Heavy reads (reports, downloads, dashboards, searches) go to a streaming replica when named.
  const replica = config.databaseReplicaUrl ? await openDatabase({ url: config.databaseReplicaUrl, applicationName: 'rxdesk-replica-reads' }) : undefined;
  if (replica) log('reports, downloads, dashboards and searches read from the replica (DATABASE_REPLICA_URL)');
  const app = await buildApp({ config, database, readDatabase: replica });
  await app.listen({ port: config.port, host: config.host });

  const url = `http://localhost:${config.port}`;
  console.log(`\n  RxDesk is running at ${url}  (API ${url}/api/v1, docs ${url}/api/docs)`);
  if (config.seedDemo) {
    console.log(`  Demo sign-ins (password "${DEMO_PASSWORD}")${seeded ? ' — demo data seeded now' : ''}:`);
    for (const role of ROLES) console.log(`    ${demoEmail(role).padEnd(34)} ${role}`);
  }
  console.log('');

  // SIGTERM: drain within SHUTDOWN_GRACE_MS (platform/operations/lifecycle.ts), exit 0; anything
  // still hanging at the bound is cut and the exit code says so (1).
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    log(`${signal}: draining (at most ${config.shutdownGraceMs} ms)`);
    const force = setTimeout(() => { log('shutdown bound reached: exiting with work unfinished'); process.exit(1); }, config.shutdownGraceMs);
    force.unref();
    await drainAndClose(app, config.shutdownGraceMs).catch((e) => log(`closing the server failed: ${(e as Error).message}`));
    await database.close().catch(() => {});
    await replica?.close().catch(() => {});
    log(`closed in ${Date.now() - started} ms`);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((e) => {
  console.error(`[rxdesk] could not start: ${(e as Error).message}`);
  process.exit(1);
});
