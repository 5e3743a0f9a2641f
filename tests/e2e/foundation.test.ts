import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { HEADLESS_SHELL, launchBrowser, signInAs } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => { server = await startServer(); browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); await server?.stop(); });

describe('foundation in a real browser', () => {
  it('super_admin signs in, chooses a role, creates a supplier after fixing an invalid e-mail, and signs out', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('E-mail is required').waitFor();

    await signInAs(page, server.url, 'super_admin');
    await page.getByText('Super Admin').first().waitFor();

    await page.goto(`${server.url}/app/purchases-grn/view-supplier-list`);
    await page.getByText('Cipla Lanka').waitFor();
    await page.goto(`${server.url}/app/purchases-grn/create-new-supplier`);
    await page.getByLabel('Name', { exact: true }).fill('Ruhuna Medical Distributors');
    await page.getByLabel('Address').fill('21 Beach Road, Matara');
    await page.getByLabel('Contact person').fill('Kamal Wijesuriya');
    await page.getByLabel('E-mail', { exact: true }).fill('not-an-email');
    await page.getByLabel('Contact no.', { exact: true }).fill('+94 41 222 3344');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('E-mail must be a valid e-mail address').waitFor();
    expect(page.url()).toContain('/create-new-supplier');

    await page.getByLabel('E-mail', { exact: true }).fill('kamal@ruhunamed.lk');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/app\/purchases-grn\/(supplier\/\d+|view-supplier-list)/);
    await page.goto(`${server.url}/app/purchases-grn/view-supplier-list`);
    await page.getByText('Ruhuna Medical Distributors').waitFor();

    await page.getByRole('button', { name: /sign out/i }).click();
    await page.waitForURL(/\/login/);
    await page.goto(`${server.url}/app/purchases-grn/view-supplier-list`);
    await page.waitForURL(/\/login/);
    await page.close();
  });

  it('a delivery agent sees no supplier pages in the menu and cannot open them', async () => {
    const page = await browser.newPage();
    await signInAs(page, server.url, 'delivery_agent');
    // A rider lands in the rider toolkit's own phone shell (its menu is the pending list alone).
    await page.waitForURL(/\/app\/rider\//);
    await page.getByText('Rider Toolkit').first().waitFor();
    expect(await page.getByRole('link', { name: 'Suppliers' }).count()).toBe(0);
    await page.goto(`${server.url}/app/purchases-grn/view-supplier-list`);
    await page.getByText(/Not permitted/).first().waitFor();
    expect(await page.getByText('Cipla Lanka').count()).toBe(0);
    await page.close();
  });
});

describe('the test browser (helpers/browser.ts)', () => {
  // Both kinds: the headless shell most files run, and the whole browser (the PDF test's, and the
  // Lighthouse and first-load benchmarks' with the same switches), where the switches matter.
  it.each([['the headless shell', false], ['the whole browser', true]] as const)('%s runs the tested page alone: no browser-UI page (the address bar drop-down) and no spare renderer beside it', async (_kind, full) => {
    const own = await launchBrowser({ full });
    try {
      const page = await own.newPage();
      await page.goto(`${server.url}/login`);
      await page.getByLabel('E-mail').waitFor();
      const cdp = await own.newBrowserCDPSession();
      const { targetInfos } = await cdp.send('Target.getTargets');
      const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
      await cdp.detach();
      await page.close();
      expect(targetInfos.map((t) => `${t.type} ${t.url}`)).toEqual([`page ${server.url}/login`]);
      expect(processInfo.filter((p) => p.type === 'renderer'), 'renderer processes for one page').toHaveLength(1);
    } finally { await own.close(); }
  });

  it('is the headless shell where Debian\'s chromium-headless-shell is installed, and the whole browser when asked', async () => {
    const product = async (b: Browser) => {
      const cdp = await b.newBrowserCDPSession();
      try { return (await cdp.send('Browser.getVersion')).product; } finally { await cdp.detach(); }
    };
    const shell = existsSync(HEADLESS_SHELL) && !process.env.CHROMIUM_PATH;
    expect(await product(browser)).toMatch(shell ? /^HeadlessChrome\// : /^(Headless)?Chrome\//);
    const whole = await launchBrowser({ full: true });
    try { expect(await product(whole)).toMatch(/^Chrome\//); } finally { await whole.close(); }
  });
});
