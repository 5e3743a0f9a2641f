import type { Page } from 'playwright-core';

/** One group of the side menu as a person sees it: its heading (or its only entry's label) and its links. */
export interface ShownGroup { name: string; entries: Array<{ label: string; path: string }> }

/** Reads the side menu (spec 2) from the page: groups in order, entry paths relative to /app. */
export async function readMenu(page: Page): Promise<ShownGroup[]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.locator('a').first().waitFor({ timeout: 30_000 });
  // nav > ul > li per group (the list markup axe asks for).
  return nav.evaluate((el) => [...el.querySelectorAll(':scope > ul > li')].map((li) => {
    const headings = [...li.querySelectorAll('.MuiListSubheader-root')].map((h) => h.textContent?.trim() ?? '').filter((t) => t !== 'MODULES');
    const entries = [...li.querySelectorAll('a')].map((a) => ({
      label: (a.querySelector('.MuiListItemText-primary')?.textContent ?? a.textContent ?? '').trim(),
      path: new URL(a.href).pathname.replace(/^\/app/, ''),
    }));
    return { name: headings[0] ?? (entries.length === 1 ? entries[0].label : ''), entries };
  }));
}

/**
 * Opens a path inside the running console as a typed address would reach the router, without
 * reloading the app (much faster than page.goto for a long list of addresses).
 */
export async function routeTo(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => { window.history.pushState({}, '', p); window.dispatchEvent(new PopStateEvent('popstate')); }, path);
  await page.waitForURL((u) => u.pathname === path);
}
