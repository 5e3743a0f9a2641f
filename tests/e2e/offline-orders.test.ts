import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, signInAs } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => { await browser?.close(); await server?.stop(); });

/** A real 1×1 PNG: the server sniffs the bytes, so a fake would be refused. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('offline orders in a real browser', () => {
  it('support staff create an offline customer, place an order with an attachment and find it in the offline order list with filters', async () => {
    const page = await browser.newPage();
    await signInAs(page, server.url, 'customer_support');
    const name = `Offline Tester ${Date.now() % 100000}`;
    const phone = `+94 76 ${String(Date.now()).slice(-7, -4)} ${String(Date.now()).slice(-4)}`;

    // The menu group of spec 2 leads to the pages.
    await page.getByRole('link', { name: 'Create Customer' }).click();
    await page.waitForURL(/\/app\/offline-order\/create-customer/);
    await page.getByRole('button', { name: 'Create customer' }).click();
    await page.getByText('Customer name is required').waitFor();
    await page.getByLabel('Customer name').fill(name);
    await page.getByLabel('Contact number').fill(phone);
    await page.getByLabel('E-mail (optional)').fill('offline.tester@example.lk');
    await page.getByLabel('Address 1').fill('14 Flower Road');
    await page.getByRole('button', { name: 'Create and place order' }).click();
    await page.waitForURL(/\/app\/offline-order\/place-new-order\?customerId=\d+/);

    const customerBox = page.getByRole('combobox', { name: /Customer/ });
    await expect.poll(() => customerBox.inputValue(), { timeout: 15_000 }).toContain(name);
    await page.getByRole('combobox', { name: /Receive mode/ }).click();
    await page.getByRole('option', { name: 'Phone call' }).click();
    await page.getByTestId('attachment-input').setInputFiles({ name: 'prescription.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('attachment-chip').filter({ hasText: 'prescription.png' }).waitFor();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/app\/offline-order\/order-list\?placed=HN\d+/);
    const orderId = new URL(page.url()).searchParams.get('placed')!;

    // Filters: customer name and today's date range find it; another status does not.
    const today = new Date().toISOString().slice(0, 10);
    await page.getByRole('combobox', { name: 'Search by' }).click();
    await page.getByRole('option', { name: 'Customer name' }).click();
    await page.getByLabel('Search', { exact: true }).fill(name);
    await page.getByLabel('Received from').fill(today);
    await page.getByLabel('Received to').fill(today);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: new RegExp(orderId) }).or(page.getByText(orderId)).first().waitFor();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Cancelled', exact: true }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('empty-state').waitFor();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'New order', exact: true }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(orderId).first().waitFor();

    // The attachment is the order's prescription, readable by staff like an app scan.
    const rx = await page.evaluate(async (id) => {
      const auth = JSON.parse(localStorage.getItem('rxdesk.auth') ?? '{}');
      const headers = { authorization: `Bearer ${auth.token?.accessToken ?? auth.token?.access_token}` };
      const res = await fetch(`/api/v1/orders/admin/get-offline-orders?searchBy=orderId&searchInput=${id}`, { headers });
      return (await res.json()).data;
    }, orderId);
    expect(rx.count).toBe(1);
    expect(rx.items[0]).toMatchObject({ order_id: orderId, customer: name, receive_mode: 'Phone call', status: 1 });
    expect(rx.items[0].attachments.map((a: { name: string }) => a.name)).toEqual(['prescription.png']);
    await page.close();
  });
});
