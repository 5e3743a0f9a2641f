import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, signInAs } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => { server = await startServer(); browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); await server?.stop(); });

/** The id of a demo supplier, through the API as procurement would read it. */
async function supplierId(name: string): Promise<number> {
  const api = `${server.url}/api/v1`;
  const post = (path: string, body: object, token?: string) => fetch(`${api}${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body),
  }).then((r) => r.json());
  const login = await post('/agent/auth/login', { email: 'procurement_officer@rxdesk.test', password: 'rxdesk-demo' });
  const chosen = await post('/agent/auth/set-login-location-and-role', { location: login.data.locations[0].id, role: 'procurement_officer' }, login.data.token.access_token);
  const list = await fetch(`${api}/supplier/admin/fetch-all?searchTerm=${encodeURIComponent(name)}`, { headers: { authorization: `Bearer ${chosen.data.token.access_token}` } }).then((r) => r.json());
  return list.data.items[0].id;
}

describe('audit trail in a real browser', () => {
  it('procurement edits a supplier and sees the change in its History tab; super_admin finds it in the audit search', async () => {
    const id = await supplierId('Cipla Lanka');
    const page = await browser.newPage();
    await signInAs(page, server.url, 'procurement_officer');
    await page.goto(`${server.url}/app/purchases-grn/supplier/${id}/edit`);
    const person = page.getByLabel('Contact person');
    await person.waitFor();
    await person.fill('Tharindu Gamage');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((u) => !u.pathname.endsWith('/edit'));

    await page.goto(`${server.url}/app/purchases-grn/supplier/${id}`);
    await page.getByRole('tab', { name: 'History' }).click();
    const latest = page.getByTestId('history-row').first();
    await latest.getByText('Contact person:').waitFor();
    await latest.getByText(/Tharindu Gamage/).waitFor();
    await latest.getByText(/Procurement/).waitFor();
    await latest.getByText('Edited').waitFor();
    await page.close();

    const admin = await browser.newPage();
    await signInAs(admin, server.url, 'super_admin');
    await admin.goto(`${server.url}/app/audit`);
    // The generated audit list filters as the values change (no Search button): entity, then record.
    await admin.getByRole('combobox', { name: 'Entity' }).click();
    await admin.getByRole('option', { name: 'Supplier', exact: true }).click();
    await admin.getByLabel('Record ID').fill(String(id));
    await admin.getByRole('row').filter({ hasText: 'Tharindu Gamage' }).first().getByText(/Tharindu Gamage/).waitFor();
    await admin.close();
  });
});
