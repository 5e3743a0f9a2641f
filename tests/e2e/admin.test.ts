import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, signInAs } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';

// The server reads a copy of permissions.yaml that this test edits, as an admin would.
const permissionsFile = join(mkdtempSync(join(tmpdir(), 'rx-e2e-perm-')), 'permissions.yaml');
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  copyFileSync('permissions.yaml', permissionsFile);
  server = await startServer({ PERMISSIONS_FILE: permissionsFile });
  browser = await launchBrowser();
});
afterAll(async () => { await browser?.close(); await server?.stop(); });

describe('administration in a real browser', () => {
  it('taking an ability from a role in permissions.yaml changes the console within seconds, without a restart', async () => {
    const page = await browser.newPage();
    await signInAs(page, server.url, 'procurement_officer');
    const suppliersLink = page.getByRole('menuitem', { name: /Suppliers/ }).or(page.getByRole('link', { name: /Suppliers/ }));
    await suppliersLink.first().waitFor();

    const original = readFileSync(permissionsFile, 'utf8');
    const at = original.indexOf('  procurement_officer:');
    writeFileSync(permissionsFile, original.slice(0, at) + original.slice(at).replace('      - suppliers.view\n', ''));

    // The server refuses at once; the console follows on its next abilities check (focus or 15 s).
    const refused = async () => (await page.evaluate(async () => {
      const auth = JSON.parse(localStorage.getItem('rxdesk.auth') ?? '{}');
      const res = await fetch('/api/v1/supplier/admin/fetch-all', { headers: { authorization: `Bearer ${auth.token?.accessToken ?? auth.token?.access_token}` } });
      return res.status;
    }));
    const deadline = Date.now() + 5000;
    let status = await refused();
    while (status !== 403 && Date.now() < deadline) { await page.waitForTimeout(200); status = await refused(); }
    expect(status).toBe(403);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(async () => suppliersLink.count(), { timeout: 20_000 }).toBe(0);
    await page.goto(`${server.url}/app/purchases-grn/view-supplier-list`);
    await page.getByText(/Not permitted/).first().waitFor();
    writeFileSync(permissionsFile, original);
    await page.close();
  });
});

describe('user management in a real browser', () => {
  it('super_admin creates a user with a role and a location, who can then sign in with that role', async () => {
    const page = await browser.newPage();
    await signInAs(page, server.url, 'super_admin');
    await page.goto(`${server.url}/app/user-management/create-new-user`);
    await page.getByLabel('First name').fill('Nadeesha');
    await page.getByLabel('Last name').fill('Peiris');
    await page.getByLabel('E-mail', { exact: true }).fill('nadeesha.peiris@rxdesk.test');
    await page.getByLabel('Password', { exact: true }).fill('pharmacy-2026');
    await page.getByLabel('Designation').fill('Pharmacist');
    await page.getByLabel('Roles').click();
    await page.getByRole('option', { name: 'Pharmacist', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('Locations').click();
    await page.getByRole('option', { name: /Kandy/ }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/user-management\/(user\/\d+|users-list)/);
    await page.goto(`${server.url}/app/user-management/users-list`);
    await page.getByText('nadeesha.peiris@rxdesk.test').waitFor();

    const login = await fetch(`${server.url}/api/v1/agent/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nadeesha.peiris@rxdesk.test', password: 'pharmacy-2026' }),
    });
    const data = ((await login.json()) as { data: { roles: string[]; locations: Array<{ name: string }> } }).data;
    expect(data.roles).toEqual(['pharmacist']);
    expect(data.locations.map((l) => l.name)).toEqual(['Kandy Hillside Pharmacy']);
    await page.close();
  });
});
