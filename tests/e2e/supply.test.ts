import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './helpers/server';
import { apiCall } from './helpers/api';
import { launchBrowser, signInAs } from './helpers/browser';

/**
 * The supply path in the browser (issue 10): the ROL report proposes a product → one click makes a
 * draft PO → edited, submitted and printed → the GRN officer receives it with one line split over
 * two batches at a new price → product info shows the stock and weighted average cost → a GRN
 * cancel that would take stock below zero opens the insufficient-quantity dialog.
 */
let server: RunningServer;
let browser: Browser;
let proc: Page;
let officer: Page;
let procToken = '';

const api = <T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> => apiCall<T>(server.url, method, path, body, procToken);

async function tokenOf(role: string): Promise<string> {
  const post = async (path: string, body: object, auth = '') => {
    const res = await fetch(`${server.url}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${auth}` } : {}) }, body: JSON.stringify(body) });
    return ((await res.json()) as { data: { token: { access_token: string }; locations: Array<{ id: number }> } }).data;
  };
  const login = await post('/agent/auth/login', { email: `${role}@rxdesk.test`, password: 'rxdesk-demo' });
  return (await post('/agent/auth/set-login-location-and-role', { location: login.locations[0].id, role }, login.token.access_token)).token.access_token;
}

const batchIn = (ahead: number) => { const d = new Date(); d.setUTCDate(1); d.setUTCMonth(d.getUTCMonth() + ahead); return `${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`; };
const NAME = `Supplytest ${Date.now().toString(36)} 250mg`;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const page = async () => {
    const p = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    p.on('dialog', (d) => void d.dismiss()); // the browser's confirm() is refused: only the in-app confirmation goes ahead
    return p;
  };
  proc = await page();
  officer = await page();
  procToken = await tokenOf('procurement_officer');
}, 300_000);
afterAll(async () => { await browser?.close(); await server?.stop(); });

describe('the supply path in the browser', () => {
  it('ROL → draft PO → edit, submit, print → GRN split over two batches with a new price → product info → cancel refused for stock', async () => {
    const suppliers = await api<{ items: Array<{ id: number; name: string }> }>('GET', '/supplier/admin/fetch-all?limit=5');
    const product = await api<{ id: number }>('POST', '/product/admin/create-new-product', {
      productName: NAME, manufacturer: 'Acme Labs', genericName: 'Supplytestol', productSegment: 'Pharmaceutical', productCategory: 'Analgesic',
      lowestUom: 'Tablet', dosageForm: 'Tablet', administrationRoute: 'Oral', lastPurchasePrice: 4, retailPrice: 10, reOrderLevel: 50, reOrderQuantity: 120,
      supplierId: suppliers.items[0].id,
    });

    // The ROL report proposes it (nothing in stock, ROL 50); one click makes the draft PO.
    await signInAs(proc, server.url, 'procurement_officer');
    await proc.goto(`${server.url}/app/purchases-grn/re-order-level-report`);
    await proc.getByLabel('Search').fill('Supplytest');
    // The unfiltered list is still shown while the search is on its way; the row is picked once the
    // filtered list has replaced it (a click during the swap lands on whatever row is under it).
    await proc.getByRole('region', { name: 'Products at or under their re-order level' }).and(proc.locator('[aria-busy="false"]')).waitFor();
    await expect.poll(() => proc.getByTestId(/^rol-/).count()).toBe(1);
    await proc.getByLabel(`Select ${NAME}`).check();
    expect(await proc.getByLabel(`Order qty ${NAME}`).inputValue()).toBe('120');
    await proc.getByRole('button', { name: 'Create draft POs (1)' }).click();
    await proc.waitForURL(/\/app\/purchases-grn\/edit\/\d+/);
    const poId = Number(/edit\/(\d+)/.exec(proc.url())![1]);

    // Edited (100 instead of 120) and saved on the generated form, submitted, printed.
    const qty = proc.getByTestId('line-row').first().getByLabel('Ordered qty');
    await expect.poll(() => qty.inputValue()).toBe('120');
    await qty.fill('100');
    // A PO is submitted only with its required date (today or later): given here, on the form.
    await proc.getByLabel('Required date').fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
    await proc.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await api<{ poItems: Array<{ order_qty: number }> }>('GET', `/po/fetch/${poId}`)).poItems[0].order_qty).toBe(100);
    await proc.waitForURL(new RegExp(`/app/purchases-grn/view/${poId}$`));
    await proc.getByRole('button', { name: 'Submit PO' }).click();
    await proc.getByTestId('confirm-yes').click();
    await proc.waitForURL(new RegExp(`/app/purchases-grn/view/${poId}$`));
    const printed = proc.waitForResponse((r) => r.url().includes(`/po/generate-po-pdf?poId=${poId}`));
    await proc.getByRole('button', { name: 'Print PO' }).click();
    const pdf = await printed;
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    // The GRN officer receives 60 + 40 over two batches, the second at a new purchase price of 6.
    await signInAs(officer, server.url, 'grn_officer');
    await officer.goto(`${server.url}/app/purchases-grn/grn/${poId}`);
    await officer.getByLabel(`GRN qty ${NAME}`).fill('60');
    await officer.getByLabel(`Batch ${NAME}`).fill(batchIn(12));
    await officer.getByRole('button', { name: 'Clone' }).click();
    await officer.getByLabel(`GRN qty ${NAME}`).nth(1).fill('40');
    await officer.getByLabel(`Batch ${NAME}`).nth(1).fill(batchIn(18));
    await officer.getByLabel(`New PP ${NAME}`).nth(1).fill('6');
    expect(await officer.getByTestId('new-net-total').textContent()).toContain('480.00');
    await officer.getByRole('button', { name: 'Submit complete GRN' }).click();
    await officer.getByTestId('confirm-yes').click();
    await officer.waitForURL(/\/app\/purchases-grn\/grn-details\/\d+/);
    const grnUrl = officer.url();

    // Product info: 100 on hand over two batches, weighted average cost (60×4 + 40×6) / 100 = 4.80.
    await proc.goto(`${server.url}/app/inventory/product-info?productId=${product.id}`);
    await expect.poll(() => proc.getByTestId('product-figures').textContent()).toContain('On hand 100');
    expect(await proc.getByTestId('wac').textContent()).toBe('4.80');
    expect((await api<{ items: unknown[] }>('GET', `/product/admin/get-batches?productId=${product.id}`)).items).toHaveLength(2);

    // Ten leave the first batch; cancelling the GRN would take it below zero: the dialog names the product.
    const first = (await api<{ items: Array<{ batch_id: number; batch_name: string }> }>('GET', `/product/admin/get-batches?productId=${product.id}`)).items.find((b) => b.batch_name === batchIn(12))!;
    await api('POST', '/product/admin/manual-stock-adjustment', { productId: product.id, formValues: { batchId: first.batch_id, quantity: -10, reason: 'Damaged in store' } });
    await officer.goto(grnUrl);
    await officer.getByRole('button', { name: 'Cancel GRN' }).click();
    await officer.getByTestId('confirm-yes').click();
    // The GRN's page is generated (resources/grns.ts); the refusal is its declared dialog.
    const dialog = officer.getByRole('dialog', { name: 'Insufficient quantity' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain(NAME);
    await officer.getByRole('button', { name: 'OK' }).click();
    expect((await api<{ po: { status: string } }>('GET', `/po/fetch/${poId}`)).po.status).toBe('received');

    // A partial return instead (issue 21): the first batch offers 0 to the 50 left on hand, not the 60
    // received; 51 is refused under its line; 5 go back with a reason, shown in the inventory logs.
    await officer.getByRole('button', { name: 'Partial return' }).click();
    const returning = officer.getByRole('dialog', { name: /Partial return/ });
    const firstBox = returning.getByLabel(`Return ${NAME} (${batchIn(12)})`);
    const firstWhy = async () => officer.evaluate((id) => document.getElementById(id ?? '')?.textContent ?? '', await firstBox.getAttribute('aria-describedby'));
    expect(await firstWhy()).toContain('0 to 50');
    await firstBox.fill('51');
    await expect.poll(firstWhy).toContain('must be 50 or less');
    await firstBox.fill('5');
    await returning.getByLabel('Reason').fill('Damaged in transit');
    await returning.getByRole('button', { name: 'Partial return' }).click();
    await expect.poll(() => returning.isVisible()).toBe(false);
    await proc.goto(`${server.url}/app/inventory/product-info?productId=${product.id}`);
    await proc.getByRole('tab', { name: 'Inventory logs' }).click();
    await proc.getByRole('cell', { name: 'Damaged in transit' }).waitFor();
  }, 240_000);

  it('PO editor (issue 21): a refused Ordered qty is named under its cell, Submit says why it is disabled, and nothing changes on the server', async () => {
    const suppliers = await api<{ items: Array<{ id: number }> }>('GET', '/supplier/admin/fetch-all?limit=5');
    const found = await api<{ items: Array<{ id: number }> }>('GET', `/product/admin/find-products?searchKey=${encodeURIComponent(NAME)}`);
    const made = await api<{ po: { id: number } }>('POST', '/po/create', { supplierId: suppliers.items[0].id, lineItems: [{ productId: found.items[0].id, orderedQty: 400 }] });
    const poId = made.po.id;
    // proc is still signed in as the procurement officer (the first test).
    await proc.goto(`${server.url}/app/purchases-grn/edit/${poId}`);
    const row = proc.getByTestId('line-row').first();
    const qty = row.getByLabel('Ordered qty');
    await expect.poll(() => qty.inputValue()).toBe('400');
    const submit = proc.getByRole('button', { name: 'Submit PO' });
    for (const [typed, message] of [['0', 'Ordered qty must be 1 or more'], ['-1', 'Ordered qty must be 1 or more'], ['1.5', 'Ordered qty must be a whole number']]) {
      await qty.fill(typed);
      await row.getByText(message).waitFor();
      expect(await qty.inputValue()).toBe(typed);
      await expect.poll(() => submit.isDisabled()).toBe(true);
      const why = await submit.getAttribute('aria-describedby');
      expect(await proc.locator(`[id="${why}"]`).textContent()).toBe(`Fix the form first: Line 1: ${message}`);
      await proc.getByRole('button', { name: 'Save' }).click();
      await row.getByText(message).waitFor();
    }
    expect(proc.url()).toContain(`/purchases-grn/edit/${poId}`);
    const kept = await api<{ po: { status: string }; poItems: Array<{ order_qty: number }> }>('GET', `/po/fetch/${poId}`);
    expect([kept.po.status, kept.poItems[0].order_qty]).toEqual(['draft', 400]);
  }, 120_000);
});
