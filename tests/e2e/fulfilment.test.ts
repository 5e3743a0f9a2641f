import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './helpers/server';
import { apiCall, PRESCRIPTION_PNG } from './helpers/api';
import { launchBrowser, signInAs } from './helpers/browser';


let server: RunningServer;
let browser: Browser;
const tokens: Record<string, string> = {};
const userIds: Record<string, number> = {};

const api = <T>(method: 'GET' | 'POST', path: string, body?: object, auth = tokens.chief_pharmacist): Promise<T> => apiCall<T>(server.url, method, path, body, auth);
async function tokenOf(role: string): Promise<string> {
  const login = await api<{ token: { access_token: string }; locations: Array<{ id: number }>; user: { _id: number } }>('POST', '/agent/auth/login', { email: `${role}@rxdesk.test`, password: 'rxdesk-demo' }, '');
  userIds[role] = login.user._id;
  return (await api<{ token: { access_token: string } }>('POST', '/agent/auth/set-login-location-and-role', { location: login.locations[0].id, role }, login.token.access_token)).token.access_token;
}
async function pageAs(role: string, viewport = { width: 1366, height: 900 }): Promise<Page> {
  const page = await (await browser.newContext({ viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500 })).newPage();
  await signInAs(page, server.url, role);
  return page;
}
const statusOf = async (orderId: number) => (await api<{ status?: number; orderStatus?: number }>('GET', `/orders/admin/get-order-updated-details?orderId=${orderId}`));

/** An invoiced order made through the API as staff and the customer would (the money path is tested elsewhere). */
async function invoicedOrder(): Promise<{ orderId: number; due: number }> {
  const reg = await api<{ apiKey: string }>('POST', '/customer/register', { name: 'Fulfil Journey', contactNumber: `077${String(Date.now()).slice(-7)}` }, '');
  const form = new FormData();
  form.append('prescription', new Blob([PRESCRIPTION_PNG], { type: 'image/png' }), 'rx.png');
  form.append('patientFirstName', 'Nila');
  const placed = await fetch(`${server.url}/api/v1/customer/orders`, { method: 'POST', headers: { authorization: `Bearer ${reg.apiKey}` }, body: form });
  const orderId = ((await placed.json()) as { data: { orderId: number } }).data.orderId;
  const product = (await api<Array<{ productId: number; available: number }>>('GET', '/quotations/get-products-master?typeIn=a')).find((p) => p.available >= 5)!;
  await api('POST', '/quotations/create-new-quotation', { orderId, formValues: { productCode: `P${String(product.productId).padStart(6, '0')}`, quantity: 2 } });
  await api('POST', '/quotations/submit-quotation', { orderId, deliveryFee: 0 });
  const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const slot = (await api<Array<{ id: number; full: boolean }>>('GET', `/orders/delivery-slot?deliveryDate=${day}`)).find((s) => !s.full)!;
  await api('POST', `/customer/orders/${orderId}/accept-quotation`, { paymentMethod: 'cash', deliveryDate: day, deliverySlot: slot.id }, reg.apiKey);
  await api('POST', '/quotations/submit-invoice-pending-status', { orderId });
  await api('POST', '/quotations/batch-wise-invoice', { orderId });
  const summary = await api<{ order: { net_total: number } }>('GET', `/orders/admin/get-preparation-order-summary?orderId=${orderId}`);
  return { orderId, due: summary.order.net_total };
}

beforeAll(async () => {
  server = await startServer({ QUOTATION_EXPIRY_INTERVAL_MS: '0' });
  browser = await launchBrowser();
  for (const role of ['chief_pharmacist', 'logistic_planner', 'delivery_agent', 'finance']) tokens[role] = await tokenOf(role);
}, 120_000);
afterAll(async () => { await browser?.close(); await server?.stop(); });

describe('fulfilment in the browser', () => {
  it('pick list → dispatch bucket → rider on a phone (split payment) → planner ends the run → finance settles; the logs show each step', async () => {
    const { orderId, due } = await invoicedOrder();
    const display = `HN${String(orderId).padStart(6, '0')}`;

    const pharmacist = await pageAs('pharmacist');
    await pharmacist.goto(`${server.url}/app/preparation/pick-list/pick-view/${orderId}`);
    await pharmacist.getByRole('button', { name: 'Start preparation' }).click();
    await pharmacist.getByRole('button', { name: 'End preparation' }).click();
    await expect.poll(async () => JSON.stringify(await statusOf(orderId))).toMatch(/"orderStatus":10/);

    const planner = await pageAs('logistic_planner');
    await planner.goto(`${server.url}/app/logistics-planner/assign-dispatch`);
    await planner.getByLabel('Search').fill(display);
    // Picked once the searched list has replaced the first one (the row may move under the pointer).
    await planner.locator('table[aria-busy="false"]').waitFor();
    await planner.getByLabel(`Select ${display}`).check();
    const riders = await api<Array<{ id: number; name: string }>>('GET', '/agent/auth/get-delivery-agents', undefined, tokens.logistic_planner);
    const riderName = riders.find((r) => r.id === userIds.delivery_agent)!.name;
    await planner.getByLabel('Rider').click();
    await planner.getByRole('option', { name: riderName }).click();
    await planner.getByRole('button', { name: /in dispatch bucket/ }).click();
    await expect.poll(async () => (await api<{ items: Array<{ dispatch_run_id: number | null }> }>('GET', `/orders/admin/get-prepared-orders?orderType=reassign&searchTerm=${display}`, undefined, tokens.logistic_planner)).items.length).toBe(1);
    const run = { id: (await api<{ items: Array<{ dispatch_run_id: number }> }>('GET', `/orders/admin/get-prepared-orders?orderType=reassign&searchTerm=${display}`, undefined, tokens.logistic_planner)).items[0].dispatch_run_id };

    const rider = await pageAs('delivery_agent', { width: 390, height: 844 });
    await rider.goto(`${server.url}/app/rider/dispatch-details/${run.id}`);
    await rider.getByRole('button', { name: 'Start run' }).click();
    await rider.getByTestId(`run-order-${orderId}`).click();
    await rider.reload();
    await rider.getByRole('button', { name: 'Start delivery' }).click();
    await rider.getByLabel('Mode 1 amount').fill((due - 5).toFixed(2));
    await rider.getByLabel('Mode 2 type').click();
    await rider.getByRole('option', { name: 'Card' }).click();
    await rider.getByLabel('Mode 2 amount').fill('5');
    await rider.getByRole('button', { name: /Arrived/ }).click();
    await rider.getByRole('button', { name: 'Delivered' }).click();
    await expect.poll(async () => (await rider.getByTestId('trip-status').textContent())).toBe('Delivered');
    const width = await rider.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    await planner.goto(`${server.url}/app/logistics-planner/dispatch-details/${run.id}`);
    await planner.getByRole('button', { name: 'End run' }).click();
    await planner.getByRole('dialog').getByRole('button', { name: 'End run' }).click(); // the in-app confirmation
    await expect.poll(async () => (await api<{ run: { status: string } }>('GET', `/orders/admin/dispatch-summary?dispatchId=${run.id}`, undefined, tokens.logistic_planner)).run.status).toBe('completed');

    const finance = await pageAs('finance');
    await finance.goto(`${server.url}/app/purchases-grn/manage-settlements`);
    // The generated list (resources/settlements.ts): tick the order's row, then the declared bulk action, confirmed in-app.
    await finance.getByRole('row').filter({ hasText: display }).getByRole('checkbox').check();
    await finance.getByRole('button', { name: 'Settle selected' }).click();
    await finance.getByRole('dialog').getByRole('button', { name: 'Settle selected' }).click();
    await expect.poll(async () => (await api<{ count: number }>('GET', '/orders/admin/get-invoice-settlements-data?settlementStatus=settled', undefined, tokens.finance)).count).toBeGreaterThan(0);

    const logs = JSON.stringify(await api('GET', `/orders/admin/get-all-order-logs?orderId=${orderId}`));
    for (const step of ['startPreparation', 'endPreparation', 'assignDispatch', 'startDispatch', 'deliveryStart', 'arrived', 'deliver']) expect(logs).toContain(step);
  });
});
