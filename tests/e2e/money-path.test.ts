import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './helpers/server';
import { apiCall, PRESCRIPTION_PNG } from './helpers/api';
import { launchBrowser, signInAs } from './helpers/browser';


let server: RunningServer;
let browser: Browser;
let page: Page;
let token = '';

const api = <T>(method: 'GET' | 'POST', path: string, body?: object, auth = token): Promise<T> => apiCall<T>(server.url, method, path, body, auth);

/** The chief pharmacist's token for the API-side checks (balances before and after). */
async function staffToken(): Promise<string> {
  const login = await api<{ token: { access_token: string }; locations: Array<{ id: number }> }>('POST', '/agent/auth/login', { email: 'chief_pharmacist@rxdesk.test', password: 'rxdesk-demo' }, '');
  const chosen = await api<{ token: { access_token: string } }>('POST', '/agent/auth/set-login-location-and-role', { location: login.locations[0].id, role: 'chief_pharmacist' }, login.token.access_token);
  return chosen.token.access_token;
}

interface Batch { _id: number; batch_name: string; quantity: number; expired: boolean }
interface Product { productId: number; productName: string; lowestUom: string; available: number }

beforeAll(async () => {
  server = await startServer({ QUOTATION_EXPIRY_INTERVAL_MS: '0' });
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  page.on('dialog', (d) => void d.dismiss()); // the browser's confirm() is refused: only the in-app confirmation goes ahead
  token = await staffToken();
});
afterAll(async () => { await browser?.close(); await server?.stop(); });

describe('the money path in the browser', () => {
  it('intake order → quoted (insufficient-stock notice) → accepted via intake with a slot → batch-wise invoice split over two batches → credit note back to stock', async () => {
    // A customer places an order through the intake API.
    const reg = await api<{ apiKey: string }>('POST', '/customer/register', { name: 'Money Path', contactNumber: `077${String(Date.now()).slice(-7)}` }, '');
    const form = new FormData();
    form.append('prescription', new Blob([PRESCRIPTION_PNG], { type: 'image/png' }), 'rx.png');
    form.append('patientFirstName', 'Mala');
    form.append('patientLastName', 'Path');
    const placed = await fetch(`${server.url}/api/v1/customer/orders`, { method: 'POST', headers: { authorization: `Bearer ${reg.apiKey}` }, body: form });
    const orderId = ((await placed.json()) as { data: { orderId: number } }).data.orderId;

    // A demo product whose first-expiry batch cannot cover the order alone: the invoice will split it.
    let product: Product | null = null;
    let batches: Batch[] = [];
    for (const letter of ['a', 'e', 'i', 'o', 'c', 'p', 'm', 's']) {
      for (const p of await api<Product[]>('GET', `/quotations/get-products-master?typeIn=${letter}`)) {
        const usable = (await api<Batch[]>('GET', `/quotations/edit-batches?orderId=${orderId}&productId=${p.productId}`)).filter((b) => !b.expired && b.quantity > 0);
        if (usable.length >= 2 && usable[0].quantity < p.available && usable[0].quantity < 500) { product = p; batches = usable; break; }
      }
      if (product) break;
    }
    expect(product, 'a demo product with two batches').not.toBeNull();
    const p = product!;
    const quantity = batches[0].quantity + 1;
    const availableBefore = p.available;

    await signInAs(page, server.url, 'chief_pharmacist');
    await page.goto(`${server.url}/app/chats/thread/${orderId}`);
    await page.getByRole('button', { name: 'Quotation' }).click();
    const search = page.getByLabel('Search product master');
    await search.fill(p.productName);
    await page.getByRole('option', { name: new RegExp(p.productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().click();
    // More than there is: the insufficient-stock notice, not a toast.
    await page.getByLabel('Quantity', { exact: true }).fill(String(p.available + 5));
    await page.getByRole('button', { name: 'Add line' }).click();
    const notice = page.getByTestId('insufficient-stock');
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await notice.textContent()).toContain(String(p.available + 5));
    expect(await notice.textContent()).toContain(p.lowestUom);
    await page.getByRole('button', { name: 'OK' }).click();
    // The product stays chosen: only the quantity changes.
    await page.getByLabel('Quantity', { exact: true }).fill(String(quantity));
    await page.getByRole('button', { name: 'Add line' }).click();
    await page.getByLabel('Delivery fee').fill('150');
    await page.getByRole('button', { name: 'Submit quotation' }).click();
    await expect.poll(async () => (await api<{ orderStatus: number }>('GET', `/quotations/get-order-quotation-details?orderId=${orderId}`)).orderStatus).toBe(3);

    // The customer accepts through the intake API, with a delivery slot that has room.
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const slot = (await api<Array<{ id: number; full: boolean }>>('GET', `/orders/delivery-slot?deliveryDate=${day}`)).find((s) => !s.full)!;
    await api('POST', `/customer/orders/${orderId}/accept-quotation`, { paymentMethod: 'cash', deliveryDate: day, deliverySlot: slot.id }, reg.apiKey);

    // Batch-wise invoice: the first-expiry-first proposal splits the line across two batches.
    await page.reload();
    await page.getByRole('button', { name: 'Quotation' }).click();
    await page.getByRole('button', { name: 'Batch-wise invoice' }).click();
    await page.waitForURL(/batch-invoice/);
    await expect.poll(() => page.getByTestId(/^batch-line-/).count()).toBe(2);
    expect(await page.getByTestId('coverage').textContent()).toContain(`${quantity} of ${quantity}`);
    await page.getByRole('button', { name: 'Post invoice' }).click();
    await page.getByTestId('confirm-yes').click(); // the in-app confirmation, not the browser's
    await expect.poll(() => page.getByText('This invoice can no longer be edited.').isVisible()).toBe(true);
    const posted = await api<{ orderStatus: number; line_items: Array<{ batch_id: number; batch_qty: number }> }>('GET', `/quotations/fetch-batch-wise-invoice?orderId=${orderId}`);
    expect(posted.orderStatus).toBe(7);
    expect(posted.line_items.map((l) => [l.batch_id, l.batch_qty])).toEqual([[batches[0]._id, batches[0].quantity], [batches[1]._id, 1]]);
    const afterInvoice = (await api<Product[]>('GET', `/quotations/get-products-master?typeIn=${encodeURIComponent(p.productName)}`)).find((x) => x.productId === p.productId)!;
    expect(afterInvoice.available).toBe(availableBefore - quantity);

    // A credit note returns the second batch's line to stock.
    await page.goto(`${server.url}/app/chats/thread/${orderId}`);
    await page.getByRole('button', { name: 'Quotation' }).click();
    await page.getByRole('button', { name: 'Credit note' }).click();
    await page.getByLabel(`Credit qty ${p.productName} ${batches[1].batch_name}`).fill('1');
    await page.getByLabel(/Reason/).fill('Returned unopened');
    await page.getByRole('button', { name: 'Issue credit note' }).click();
    await expect.poll(async () => (await api<{ creditNotes: unknown[] }>('GET', `/quotations/get-credit-note-info?orderId=${orderId}`)).creditNotes.length).toBe(1);
    const afterCredit = (await api<Product[]>('GET', `/quotations/get-products-master?typeIn=${encodeURIComponent(p.productName)}`)).find((x) => x.productId === p.productId)!;
    expect(afterCredit.available).toBe(availableBefore - quantity + 1);
    const second = (await api<Batch[]>('GET', `/quotations/edit-batches?orderId=${orderId}&productId=${p.productId}`)).find((b) => b._id === batches[1]._id)!;
    expect(second.quantity).toBe(batches[1].quantity);
  });
});
