import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDb } from '../helpers/database';
import { seedFoundation } from '../../../src/server/db/seed/foundation';
import { api, signInOn, startApiProcesses, type ApiProcess } from './processes';

let db: TestDb;
let a: ApiProcess;
let b: ApiProcess;

/**
 * Issue 13: each process keeps agents' session state in memory (src/server/modules/auth/sessionCache.ts).
 * A deactivation served by one process must end the agent's sessions in the other too: its copy is
 * dropped by the notification of migration 0022.
 */
describe('session state across API processes (needs DATABASE_URL)', () => {
  beforeAll(async () => {
    db = await freshDatabase();
    await seedFoundation(db.db);
    [a, b] = await startApiProcesses(db.url!, 2);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.drop();
  });

  /** The status B answers once it has heard of the change (the notification is asynchronous). */
  const settled = async (token: string, want: number) => {
    let status = 0;
    for (let i = 0; i < 200 && status !== want; i++) {
      status = (await api(b.url, 'GET', '/agent/auth/permissions', undefined, token)).status;
      if (status !== want) await new Promise((r) => setTimeout(r, 25));
    }
    return status;
  };

  it('an agent deactivated through A is refused by B, which had kept them as active; reactivated, B lets them in again', async () => {
    const admin = await signInOn(a.url, 'super_admin');
    const agent = await signInOn(b.url, 'finance');
    // B has served (and kept) the agent's state.
    for (let i = 0; i < 3; i++) expect((await api(b.url, 'GET', '/agent/auth/permissions', undefined, agent.token)).status).toBe(200);

    expect((await api(a.url, 'POST', '/agent/auth/update', { id: agent.userId, status: 'inactive' }, admin.token)).status).toBe(200);
    expect(await settled(agent.token, 401)).toBe(401);
    const refused = await api(b.url, 'GET', '/agent/auth/permissions', undefined, agent.token);
    expect(refused.status).toBe(401);
    expect(refused.message).toMatch(/inactive/);

    expect((await api(a.url, 'POST', '/agent/auth/update', { id: agent.userId, status: 'active' }, admin.token)).status).toBe(200);
    // Deactivation ended the sign-in (session generation): the old token stays refused, a new one works.
    expect((await api(b.url, 'GET', '/agent/auth/permissions', undefined, agent.token)).status).toBe(401);
    const again = await signInOn(a.url, 'finance');
    expect(await settled(again.token, 200)).toBe(200);
  });
});
