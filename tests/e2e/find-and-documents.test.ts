import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, listFiltersReady } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';
import { apiAs } from './helpers/api';
import { roleContext } from './helpers/session';

/**
 * Find Orders, the order page and the sales documents are generated screens (issue 21): through the
 * real server and seeded data, a finance agent finds a posted invoice's order by its id, sees the
 * order's invoice among its related lists, opens it and reads each line's batch.
 */
let server: RunningServer;
let browser: Browser;
beforeAll(async () => { server = await startServer(); browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); await server?.stop(); });

interface Invoice { id: number; invoiceNo: string; orderId: number; orderDisplayId: string; line_items: Array<{ batch: string | null; batch_qty: number }> }

describe('find orders and the sales documents in a real browser', () => {
  it('finds an invoiced order by its id, opens it, then its invoice with each line\'s batch', async () => {
    const { context, session } = await roleContext(browser, server.url, 'chief_pharmacist');
    const api = apiAs(server.url, session.token);
    const posted = await api.get<{ items: Invoice[] }>('/quotations/invoices-list?status=posted&limit=5');
    expect(posted.items.length).toBeGreaterThan(0);
    const invoice = await api.get<Invoice>(`/quotations/invoice?invoiceId=${posted.items[0].id}`);
    const batches = invoice.line_items.filter((l) => l.batch_qty > 0).map((l) => l.batch!);
    expect(batches.length).toBeGreaterThan(0);

    const page = await context.newPage();
    await page.goto(`${server.url}/app/find-orders`);
    await page.getByText('Type what to search for').waitFor();
    await listFiltersReady(page);
    await page.getByPlaceholder('Search for').fill(invoice.orderDisplayId);
    await page.getByRole('cell', { name: invoice.orderDisplayId, exact: true }).click();
    await page.waitForURL(new RegExp(`/app/find-orders/order/${invoice.orderId}$`));
    const invoices = page.getByRole('region', { name: 'Invoices' });
    await invoices.getByText(invoice.invoiceNo).click();
    await page.waitForURL(new RegExp(`/app/find-orders/invoice/${invoice.id}$`));
    const lines = page.getByRole('table', { name: 'Line items' });
    for (const b of batches) await lines.getByText(b).first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: /Invoice PDF/ }).isEnabled()).toBe(true);
    await context.close();
  }, 120_000);
});
