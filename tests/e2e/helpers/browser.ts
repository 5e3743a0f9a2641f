import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];

/** Debian's Chromium driven by playwright-core (Playwright's own browser download cannot work here). */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = CANDIDATES.find((p) => existsSync(p));
  if (!executablePath) throw new Error('Chromium is not installed: `apt-get install chromium` (or set CHROMIUM_PATH)');
  return chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

/** Signs in through the real sign-in page and chooses the given role at the first location offered. */
export async function signInAs(page: Page, baseUrl: string, role: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('E-mail').fill(`${role}@rxdesk.test`);
  await page.getByLabel('Password').fill('rxdesk-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/confirm-location-and-role|\/app/);
  if (page.url().includes('confirm-location-and-role')) {
    await chooseRole(page, role);
  }
  await page.waitForURL(/\/app/);
}

/** On /confirm-location-and-role: keeps the first location offered and picks the role. */
export async function chooseRole(page: Page, role: string): Promise<void> {
  const location = page.getByLabel('Location');
  if (!(await location.inputValue())) await location.selectOption({ index: 1 });
  await page.getByLabel('Role').selectOption(role);
  await page.getByRole('button', { name: 'Continue' }).click();
}
