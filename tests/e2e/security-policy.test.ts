import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signInAs } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => { server = await startServer(); browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); await server?.stop(); });

/** Collects every CSP violation (the DOM event) and every console error a page reports. */
async function watched(): Promise<{ page: Page; problems: () => Promise<string[]> }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} blocked ${e.blockedURI}`));
  });
  const problems = async () => [...errors, ...await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp ?? [])];
  return { page, problems };
}

describe('the Content-Security-Policy in a real browser', () => {
  it('the console signs in, opens a chat list with realtime, and the policy is never violated', async () => {
    const { page, problems } = await watched();
    const policy = (await page.goto(`${server.url}/login`))?.headers()['content-security-policy'];
    expect(policy).toContain("frame-ancestors 'none'");
    await signInAs(page, server.url, 'super_admin');
    await page.goto(`${server.url}/app/chats/all/new-requests`);
    // Rows of the demo data and the menu's live count badges (socket.io under connect-src 'self' ws:).
    await page.locator('[data-testid="order-row"]').first().waitFor({ timeout: 30_000 });
    await page.getByTestId('badge-all-new_requests').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1000); // late styles of lazy chunks
    expect(await problems()).toEqual([]);
    await page.close();
  });

  it('the API docs (swagger-ui) render under the same policy', async () => {
    const { page, problems } = await watched();
    await page.goto(`${server.url}/api/docs`);
    await page.locator('.swagger-ui .opblock').first().waitFor({ timeout: 20_000 });
    expect(await problems()).toEqual([]);
    await page.close();
  });
});
