import { it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { seedFoundation } from '../../src/server/db/seed/foundation';
import { checkMoneyInvariants } from '../../src/server/db/moneyChecks';
import { freshDatabase } from './helpers/database';

it('times', async () => {
  for (let i = 0; i < 5; i++) {
    const t = [performance.now()];
    const database = await freshDatabase(); t.push(performance.now());
    await seedFoundation(database.db); t.push(performance.now());
    const config = loadConfig({ ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'rx-t-')), JWT_SECRET: 'x'.repeat(48), DATABASE_URL: database.url ?? '' });
    const app = await buildApp({ config, database, logger: false, realtime: false }); t.push(performance.now());
    await app.ready(); t.push(performance.now());
    await checkMoneyInvariants(database.db); t.push(performance.now());
    await app.close(); await database.drop(); t.push(performance.now());
    console.log('db', (t[1]-t[0]).toFixed(0), 'seed', (t[2]-t[1]).toFixed(0), 'build', (t[3]-t[2]).toFixed(0), 'ready', (t[4]-t[3]).toFixed(0), 'money', (t[5]-t[4]).toFixed(0), 'close', (t[6]-t[5]).toFixed(0));
  }
}, 300_000);
