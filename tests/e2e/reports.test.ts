import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, signInAs } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => { server = await startServer(); browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); await server?.stop(); });

describe('reports in a real browser', () => {
  it('management opens the order details report from Reports, filters by location and downloads the CSV of exactly those rows', async () => {
    const page = await browser.newPage();
    await signInAs(page, server.url, 'management');
    await page.goto(`${server.url}/app/reports`);
    await page.getByRole('link', { name: /Order details/ }).click();
    await page.waitForURL((u) => u.pathname === '/app/order-details-report');
    await page.getByTestId('report-row').first().waitFor();

    // The last 30 days by default; widen to a year and keep one location.
    const from = new Date(Date.now() - 360 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Received from').fill(from);
    await page.getByRole('combobox', { name: /Location/ }).click();
    const option = page.getByRole('option').nth(1);
    const location = (await option.textContent())!.trim();
    await option.click();
    const [reply] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/order-flow-details-list-report?') && r.url().includes('location=')),
      page.getByRole('button', { name: 'Search' }).click(),
    ]);
    const count = (await reply.json()).data.count as number;
    expect(count).toBeGreaterThan(0);
    // The totals row shows the new set's count; every row is of the chosen location.
    await page.getByTestId('report-totals').locator('td').first().getByText(String(count), { exact: true }).waitFor();
    await page.getByTestId('report-row').first().getByText(location, { exact: true }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^order-details-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0].startsWith('Order ID,Received,Status,Customer')).toBe(true);
    expect(lines).toHaveLength(count + 1);
    const at = lines[0].split(',').indexOf('Location');
    expect(lines.slice(1).every((l) => l.split(',')[at] === location || l.includes(`,${location},`))).toBe(true);
    await page.getByText(/downloaded/).first().waitFor();
    await page.close();
  });
});
