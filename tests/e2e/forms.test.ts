import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './helpers/server';
import { apiCall, PRESCRIPTION_PNG } from './helpers/api';
import { launchBrowser, signInAs } from './helpers/browser';

/**
 * One form mechanism, in the browser against the real server: a quotation quantity the stock
 * refuses stays in its box with the reason, the chat header's total follows the quotation, an
 * over-long reply is refused with a counter, an order opened at Placed offers to start invoicing,
 * and a posted batch-wise invoice shows its batches.
 */

let server: RunningServer;
let browser: Browser;
let page: Page;
let token = '';

const api = <T>(method: 'GET' | 'POST', path: string, body?: object, auth = token): Promise<T> => apiCall<T>(server.url, method, path, body, auth);

interface Product { productId: number; productCode: string; productName: string; lowestUom: string; available: number }
interface Quotation { quotation: { netTotal: number } }

beforeAll(async () => {
  server = await startServer({ QUOTATION_EXPIRY_INTERVAL_MS: '0' });
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  page.on('dialog', (d) => void d.accept());
  const login = await api<{ token: { access_token: string }; locations: Array<{ id: number }> }>('POST', '/agent/auth/login', { email: 'chief_pharmacist@rxdesk.test', password: 'rxdesk-demo' }, '');
  token = (await api<{ token: { access_token: string } }>('POST', '/agent/auth/set-login-location-and-role', { location: login.locations[0].id, role: 'chief_pharmacist' }, login.token.access_token)).token.access_token;
});
afterAll(async () => { await browser?.close(); await server?.stop(); });

describe('one form mechanism in the browser', () => {
  it('quotation quantity, header total, reply limit, invoicing from Placed and a posted invoice\'s batches', async () => {
    const reg = await api<{ apiKey: string }>('POST', '/customer/register', { name: 'Form Path', contactNumber: `076${String(Date.now()).slice(-7)}` }, '');
    const form = new FormData();
    form.append('prescription', new Blob([PRESCRIPTION_PNG], { type: 'image/png' }), 'rx.png');
    form.append('patientFirstName', 'Nila');
    form.append('patientLastName', 'Form');
    const placed = await fetch(`${server.url}/api/v1/customer/orders`, { method: 'POST', headers: { authorization: `Bearer ${reg.apiKey}` }, body: form });
    const orderId = ((await placed.json()) as { data: { orderId: number } }).data.orderId;
    const p = (await api<Product[]>('GET', '/quotations/get-products-master?typeIn=a')).find((x) => x.available >= 10)!;
    expect(p, 'a demo product with stock').toBeTruthy();
    await api('POST', '/quotations/create-new-quotation', { orderId, formValues: { productCode: p.productCode, productName: p.productName, lowestUom: p.lowestUom, quantity: 2 } });

    await signInAs(page, server.url, 'chief_pharmacist');
    await page.goto(`${server.url}/app/chats/thread/${orderId}`);
    const header = page.locator('h1', { hasText: 'Chat ·' }).locator('..');
    const first = (await api<Quotation>('GET', `/quotations/get-order-quotation-details?orderId=${orderId}`)).quotation.netTotal;
    await expect.poll(() => header.textContent()).toContain(first.toFixed(2));

    // A quantity over stock: the box keeps it, with the reason under it.
    await page.getByRole('button', { name: 'Quotation' }).click();
    const box = page.getByLabel(`Quantity ${p.productName}`, { exact: true });
    await box.fill(String(p.available + 500));
    await box.press('Enter');
    await page.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByText(`Quantity is more than the ${p.available} ${p.lowestUom} available`).isVisible()).toBe(true);
    expect(await box.inputValue()).toBe(String(p.available + 500));
    expect(await box.getAttribute('aria-invalid')).toBe('true');

    // A quantity the stock covers: saved, and the header's total follows without a reload.
    await box.fill('3');
    await box.press('Enter');
    await expect.poll(async () => (await api<Quotation>('GET', `/quotations/get-order-quotation-details?orderId=${orderId}`)).quotation.netTotal).not.toBe(first);
    const second = (await api<Quotation>('GET', `/quotations/get-order-quotation-details?orderId=${orderId}`)).quotation.netTotal;
    await expect.poll(() => header.textContent()).toContain(second.toFixed(2));

    // A reply over the chat message's limit: refused with a counter, Send off and saying why.
    await page.getByLabel('Reply to the customer').fill('x'.repeat(10_000));
    await expect.poll(() => page.getByText('10000 / 4000').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    expect(await page.getByText('Reply to the customer must be at most 4000 characters').count()).toBeGreaterThan(0);

    // Quoted and accepted (Placed): the batch-wise invoice page opened directly offers to start.
    await api('POST', '/quotations/submit-quotation', { orderId, deliveryFee: 0 });
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const slot = (await api<Array<{ id: number; full: boolean }>>('GET', `/orders/delivery-slot?deliveryDate=${day}`)).find((s) => !s.full)!;
    await api('POST', `/customer/orders/${orderId}/accept-quotation`, { paymentMethod: 'cash', deliveryDate: day, deliverySlot: slot.id }, reg.apiKey);
    await page.goto(`${server.url}/app/batch-invoice/${orderId}`);
    const notice = page.getByTestId('no-invoice');
    await notice.waitFor();
    expect(await notice.textContent()).not.toMatch(/can no longer be edited/);
    await notice.getByRole('button', { name: 'Start batch-wise invoice' }).click();
    await expect.poll(() => page.getByTestId(/^batch-line-/).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Post invoice' }).click();
    await page.getByTestId('confirm-yes').click(); // posting asks first, in the console's own dialog
    await expect.poll(() => page.getByText('This invoice can no longer be edited.').isVisible()).toBe(true);
    const posted = await api<{ line_items: Array<{ batch: string }> }>('GET', `/quotations/fetch-batch-wise-invoice?orderId=${orderId}`);
    const rows = await page.getByTestId(/^batch-line-/).allTextContents();
    expect(rows.length).toBe(posted.line_items.length);
    posted.line_items.forEach((l, i) => expect(rows[i]).toContain(l.batch));
  });
});
