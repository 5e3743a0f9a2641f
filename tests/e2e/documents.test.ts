import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, signInAs } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
// An upload folder as an earlier version left it: the start imports it into the database.
const uploadDir = mkdtempSync(join(tmpdir(), 'rx-e2e-uploads-'));
mkdirSync(join(uploadDir, 'chats'));
writeFileSync(join(uploadDir, 'chats', `1-${randomBytes(12).toString('hex')}.pdf`), '%PDF-1.4\n%%EOF\n');

beforeAll(async () => { server = await startServer({ UPLOAD_DIR: uploadDir }, { fromScratch: true }); browser = await launchBrowser({ full: true }); });
afterAll(async () => { await browser?.close(); await server?.stop(); });

describe('printable documents and files in a real browser', () => {
  it('the start imports uploads left on disk into the database, after the migrations', () => {
    const out = server.output();
    expect(out).toMatch(/imported 1 uploaded file\(s\)/);
    expect(out.indexOf('migrated 0015_stored_files.sql')).toBeLessThan(out.indexOf('imported 1 uploaded file(s)'));
  });

  it('"Print summary" in the order detail opens the order summary PDF in a new tab', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signInAs(page, server.url, 'super_admin');
    await page.goto(`${server.url}/app/chats/all/new-requests`);
    const first = page.getByTestId('order-row').first();
    await first.waitFor();
    const orderId = await first.getAttribute('data-order-id');
    await first.getByRole('button', { name: `Open order ${orderId}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(orderId!).first().waitFor();

    const violations: string[] = [];
    const watch = (p: typeof page) => p.on('console', (m) => { if (/Content Security Policy|blocked/i.test(m.text())) violations.push(m.text()); });
    watch(page);
    const popup = page.waitForEvent('popup');
    const reply = page.waitForResponse((r) => r.url().includes('/api/v1/orders/admin/order-summary-pdf'));
    await dialog.getByRole('button', { name: 'Print summary' }).click();
    const tab = await popup;
    watch(tab);
    const pdf = await reply;
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The new tab shows that PDF (a blob: URL of the console's origin), and nothing refuses it.
    await expect.poll(() => tab.url(), { timeout: 15_000 }).toMatch(/^blob:/);
    await tab.waitForLoadState();
    await page.waitForTimeout(500);
    expect(violations).toEqual([]);
    await dialog.getByRole('button', { name: 'Print summary' }).waitFor(); // not stuck on "Preparing PDF…"
    await tab.close();
    await page.close();
  });
});
