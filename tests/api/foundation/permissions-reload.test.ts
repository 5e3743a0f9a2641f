import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/auth';

const file = join(mkdtempSync(join(tmpdir(), 'rx-perm-')), 'permissions.yaml');
let t: TestApp;
beforeAll(async () => {
  copyFileSync('permissions.yaml', file);
  t = await buildTestApp({ env: { PERMISSIONS_FILE: file } });
  t.app.permissions.watch(100);
});
afterAll(async () => { await t?.close(); });

const waitFor = async (check: () => Promise<boolean>, ms = 5000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) { if (await check()) return true; await new Promise((r) => setTimeout(r, 100)); }
  return false;
};

describe('editing permissions.yaml', () => {
  it('takes an ability from a role within seconds, without a restart, and keeps the old model on a bad edit', async () => {
    const s = await signIn(t.app, 'procurement_officer');
    const list = () => t.app.inject({ method: 'GET', url: '/api/v1/supplier/admin/fetch-all', headers: s.headers });
    expect((await list()).statusCode).toBe(200);

    const original = readFileSync(file, 'utf8');
    const section = original.indexOf('  procurement_officer:');
    const edited = original.slice(0, section) + original.slice(section).replace('      - suppliers.view\n', '');
    writeFileSync(file, edited);
    expect(await waitFor(async () => (await list()).statusCode === 403)).toBe(true);

    writeFileSync(file, `${edited}\n  nobody_role:\n    grants: all\n`);
    await new Promise((r) => setTimeout(r, 600));
    expect((await list()).statusCode).toBe(403);

    writeFileSync(file, original);
    expect(await waitFor(async () => (await list()).statusCode === 200)).toBe(true);
  });
});
