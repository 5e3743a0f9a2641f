import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, signInAs } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';
import { e2eDatabase, type E2eDatabase } from './helpers/database';
import { roleContext } from './helpers/session';
import { apiAs } from './helpers/api';

let database: E2eDatabase;
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  database = await e2eDatabase();
  server = await startServer(database.env);
  browser = await launchBrowser();
});
afterAll(async () => { await browser?.close(); await server?.stop(); await database?.drop(); });

/** A real 1×1 PNG: the server sniffs the bytes, so a fake would be refused. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The order the first test places (support staff), quoted with a promo code in the second. */
let placed: { id: number; displayId: string } | null = null;

describe('offline orders in a real browser', () => {
  it('support staff create an offline customer, place an order with an attachment and find it in the offline order list with filters', async () => {
    const page = await browser.newPage();
    await signInAs(page, server.url, 'customer_support');
    const name = `Offline Tester ${Date.now() % 100000}`;
    const phone = `+94 76 ${String(Date.now()).slice(-7, -4)} ${String(Date.now()).slice(-4)}`;

    // The menu group of spec 2 leads to the pages.
    await page.getByRole('link', { name: 'Create Customer' }).click();
    await page.waitForURL(/\/app\/offline-order\/create-customer/);
    // The generated create form (resources/offlineCustomers.ts): rules shown before sending.
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Customer name is required').waitFor();
    await page.getByLabel('Customer name').fill(name);
    await page.getByLabel('Contact number').fill(phone);
    await page.getByLabel('E-mail', { exact: true }).fill('offline.tester@example.lk');
    await page.getByRole('button', { name: 'Add line' }).click();
    await page.getByTestId('line-row').getByLabel('Address', { exact: true }).fill('14 Flower Road');
    await page.getByRole('button', { name: 'Save' }).click();
    // The customer's page: their details, no offline order yet, and Place order for them.
    await page.waitForURL(/\/app\/offline-order\/customer\/\d+$/);
    const customerPage = page.url();
    await page.getByText('14 Flower Road').waitFor();
    await page.getByRole('region', { name: 'Offline orders' }).getByText('None yet.').waitFor();
    await page.getByRole('link', { name: 'Place order' }).click();
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
    placed = { id: rx.items[0].id, displayId: orderId };
    // The customer's page now lists the order (a declared related list).
    await page.goto(customerPage);
    await page.getByRole('region', { name: 'Offline orders' }).getByText(orderId).waitFor();
    await page.close();
  });

  it('marketing creates a promo code and a pharmacist redeems it on that offline order\'s quotation: the discount shows in the totals', async () => {
    expect(placed, 'the offline order of the test before').not.toBeNull();
    const order = placed!;
    const code = `PHONE${Date.now() % 100000}`;
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

    // Marketing: Promo Codes page → New promo code (10 %, valid from today for a month).
    const marketing = await roleContext(browser, server.url, 'marketing');
    const mpage = await marketing.context.newPage();
    await mpage.goto(`${server.url}/app/marketing-manager/promo-codes`);
    await mpage.getByRole('link', { name: 'New promo code' }).click(); // the side menu's create entry (generated screens)
    await mpage.getByLabel('Code').fill(code);
    await mpage.getByLabel('Description').fill('Phone orders this month');
    await mpage.getByLabel('Discount type').click();
    await mpage.getByRole('option', { name: 'Percentage' }).click();
    await mpage.getByLabel('Discount', { exact: true }).fill('10');
    await mpage.getByLabel('Valid from').fill(day(0));
    await mpage.getByLabel('Valid until').fill(day(30));
    await mpage.getByRole('button', { name: 'Save' }).click();
    await mpage.waitForURL(/\/marketing-manager\/promo-code\/\d+$/);
    await mpage.getByText(code).first().waitFor();
    await mpage.getByText('Active').first().waitFor();
    await marketing.context.close();

    // Pharmacist: the order's thread → Quotation → one line → the promo code.
    const pharmacist = await roleContext(browser, server.url, 'pharmacist');
    const asPharmacist = apiAs(server.url, pharmacist.session.token);
    // A product in stock whose item-wise maximum discount lets 10 % through (0 % products are never discounted).
    type Product = { productName: string; available: number; retailPrice: number; maxDiscountPercentage: number };
    let product: Product | undefined;
    for (const letter of ['a', 'e', 'i', 'o']) {
      product = (await asPharmacist.get<Product[]>(`/quotations/get-products-master?typeIn=${letter}`))
        .find((p) => p.available >= 2 && p.retailPrice > 0 && p.maxDiscountPercentage >= 10);
      if (product) break;
    }
    expect(product, 'a demo product in stock that may be discounted 10 %').toBeDefined();
    const page = await pharmacist.context.newPage();
    await page.goto(`${server.url}/app/chats/thread/${order.id}`);
    await page.getByRole('button', { name: 'Quotation' }).click();
    await page.getByLabel('Search product master').fill(product!.productName);
    await page.getByRole('option', { name: new RegExp(product!.productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().click();
    await page.getByLabel('Quantity', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Add line' }).click();
    const totals = page.getByTestId('quotation-totals');
    await totals.waitFor();
    expect(await totals.textContent()).not.toContain('Promo discount');
    await page.getByLabel('Promo code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await totals.getByText(`Promo discount (${code})`).waitFor();

    // The server's figures: 10 % of the lines off the net total, and the redemption on record.
    const q = (await asPharmacist.get<{ quotation: { linesTotal: number; promoDiscount: number; deliveryFee: number; netTotal: number; promoCode: string } }>(
      `/quotations/get-order-quotation-details?orderId=${order.id}`)).quotation;
    expect(q.promoCode).toBe(code);
    expect(q.promoDiscount).toBeCloseTo(q.linesTotal * 0.1, 2);
    expect(q.netTotal).toBeCloseTo(q.linesTotal - q.promoDiscount + q.deliveryFee, 2);
    expect(await totals.textContent()).toContain(q.promoDiscount.toFixed(2));
    await pharmacist.context.close();
  });
});
