import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { PLAYWRIGHT_DISABLE_FEATURES } from '../../../src/tools/lib/headlessChromium';

/** Chromium's headless shell (Debian's chromium-headless-shell: the same engine without the browser's UI). */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const WHOLE_BROWSER = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * Debian's Chromium driven by playwright-core (Playwright's own browser download cannot work here).
 * Its headless shell when installed, as Playwright runs headless tests itself: the same Blink and V8
 * without the whole browser around them, whose window the full browser composited again on every
 * frame (the menu walk: Chromium's processor time 110 → 79 s, its browser process 28 → 10 s).
 * `full` for a test of what only the whole browser has (its PDF viewer); CHROMIUM_PATH picks one.
 * It asks pages for reduced motion (layout/reducedMotion.ts), as a user may: no transition to wait
 * out, no spinner repainting every frame (Chromium's processor time in the menu walk: 156 → 131 s).
 * A test that looks at motion itself opens a context with `reducedMotion: 'no-preference'`.
 * Without the browser UI no one sees here (src/tools/lib/headlessChromium.ts).
 */
export async function launchBrowser(opts: { full?: boolean } = {}): Promise<Browser> {
  const candidates = [process.env.CHROMIUM_PATH, ...(opts.full ? [] : [HEADLESS_SHELL]), ...WHOLE_BROWSER];
  const executablePath = candidates.find((p) => p && existsSync(p));
  if (!executablePath) throw new Error('Chromium is not installed: `apt-get install chromium chromium-headless-shell` (or set CHROMIUM_PATH)');
  const browser = await chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage', PLAYWRIGHT_DISABLE_FEATURES],
  });
  // Chromium's --force-prefers-reduced-motion does not reach pages here: each context emulates it
  // (browser.newPage makes its context through newContext).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ reducedMotion: 'reduce', ...options });
  return browser;
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

/**
 * Resolves when a generated list's filter form is whole (its toolbar no longer busy): until then the
 * real form is mounting hidden beside its outline, and a box found by its label may be either one.
 */
export async function listFiltersReady(page: Page): Promise<void> {
  await page.locator('[data-testid=list-toolbar][aria-busy=false]').waitFor({ state: 'attached' });
}
