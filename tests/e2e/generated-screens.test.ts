import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, listFiltersReady, signInAs } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => { server = await startServer(); browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); await server?.stop(); });

/** Content-Security-Policy refusals seen by a page (a form that needs eval would show up here). */
function cspWatch(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => { if (/Content Security Policy|unsafe-eval/i.test(m.text())) seen.push(m.text()); });
  return seen;
}
const agreeCookies = (page: Page) => page.addInitScript(() => localStorage.setItem('rxdesk.cookieConsent', 'agreed'));
const box = async (l: Locator) => (await l.boundingBox())!;
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** Whether a click at the element's centre would land on it (nothing fixed covers it). */
const reachable = (l: Locator) => l.evaluate((el) => {
  const r = el.getBoundingClientRect();
  const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
  return !!hit && (el === hit || el.contains(hit));
});

describe('generated screens in a real browser', () => {
  it('procurement clears a supplier\'s optional fields, saves, reloads and sees them empty', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    const csp = cspWatch(page);
    await agreeCookies(page);
    await signInAs(page, server.url, 'procurement_officer');
    // Lands on its work (its first permitted page), not on "choose a module".
    await page.waitForURL((u) => /^\/app\/.+/.test(u.pathname));
    await page.goto(`${server.url}/app/purchases-grn/view-supplier-list`);
    await page.getByText('Cipla Lanka').click();
    await page.getByRole('link', { name: 'Edit' }).click();
    const note = page.getByLabel('Note');
    const alt = page.getByLabel('Alternative contact no.');
    await note.fill('Deliveries before noon');
    await alt.fill('+94 77 555 1234');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('toast').filter({ hasText: /^Supplier S\d{6} updated/ }).waitFor();
    const editUrl = page.url().replace(/\/?$/, '/edit');
    await page.goto(editUrl);
    await expect.poll(() => note.inputValue()).toBe('Deliveries before noon');

    await note.fill('');
    await alt.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((u) => !u.pathname.endsWith('/edit'));
    await page.reload();
    await page.goto(editUrl);
    await page.getByLabel('Name', { exact: true }).waitFor();
    await expect.poll(() => page.getByLabel('Name', { exact: true }).inputValue()).toBe('Cipla Lanka');
    expect(await note.inputValue()).toBe('');
    expect(await alt.inputValue()).toBe('');
    expect(csp).toEqual([]);
    await page.close();
  });

  it('an empty create says what is required; the failure toast covers no action and goes with the page', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await agreeCookies(page);
    await signInAs(page, server.url, 'procurement_officer');
    await page.goto(`${server.url}/app/purchases-grn/create-new-supplier`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Contact no. is required').waitFor();
    const toast = page.getByTestId('toast').first();
    await toast.waitFor();
    for (const action of [page.getByRole('button', { name: 'Save' }), page.getByRole('link', { name: 'Suppliers' })]) {
      expect(overlap(await box(toast), await box(action))).toBe(false);
    }
    // The product name once in the app bar; the page title beside it.
    expect(await page.locator('header').getByText('RxDesk', { exact: true }).count()).toBe(1);
    await page.getByRole('link', { name: 'Suppliers' }).click();
    await page.waitForURL(/view-supplier-list/);
    await expect.poll(() => page.getByTestId('toast').count()).toBe(0);
    expect(await reachable(page.getByRole('link', { name: 'Create', exact: true }))).toBe(true);
    await page.close();
  });

  it('on a phone the list keeps its title and the cookie banner covers neither Create nor Save', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signInAs(page, server.url, 'procurement_officer');
    await page.goto(`${server.url}/app/purchases-grn/view-supplier-list`);
    await page.getByRole('dialog', { name: /cookie/i }).waitFor();
    await page.getByTestId('page-title').filter({ hasText: 'Suppliers' }).waitFor();
    await page.getByText('Cipla Lanka').waitFor();
    expect(await reachable(page.getByRole('link', { name: 'Create', exact: true }))).toBe(true);
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    const save = page.getByRole('button', { name: 'Save' });
    await save.waitFor();
    expect(await reachable(save)).toBe(true);
    await page.close();
  });

  it('a refused list filter says why under its box, and the list is not read with it', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await agreeCookies(page);
    await signInAs(page, server.url, 'procurement_officer');
    await page.goto(`${server.url}/app/purchases-grn/view-grn-list`);
    const backwards: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/api/v1/grn/fetch-all') && r.url().includes('endDate=2025-03-01')) backwards.push(r.url()); });
    await listFiltersReady(page);
    await page.getByLabel('From', { exact: true }).fill('2025-03-10');
    await page.getByLabel('To', { exact: true }).fill('2025-03-01');
    // Shown, not only present: react-admin's filter form hides helper texts (ListFilterForm shows refusals).
    const why = page.getByText('To must not be before From');
    await why.waitFor({ state: 'visible' });
    expect((await box(why)).height).toBeGreaterThan(0);
    await page.waitForTimeout(1_000); // past the filter form's debounce
    expect(backwards).toEqual([]);
    await page.close();
  });

  it('asked for reduced motion, a loading dashboard\'s progress stands still yet shows; asked for none, it moves', async () => {
    for (const reducedMotion of ['reduce', 'no-preference'] as const) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, reducedMotion });
      const page = await context.newPage();
      await agreeCookies(page);
      await signInAs(page, server.url, 'procurement_officer');
      // The dashboard's calls are held until its progress has been looked at.
      let release = () => {};
      const held = new Promise<void>((r) => { release = r; });
      await page.route('**/api/v1/dashboards/**', async (route) => { await held; await route.continue(); });
      await page.goto(`${server.url}/app/pages/dashboard`);
      // Found and read in one evaluation, retried until a progress is in the page: a progress the page
      // has just replaced (a loading fallback giving way to the dashboard's own) is detached, and a
      // detached element's computed style is empty, which read as "animating" under load.
      const seen = (await (await page.waitForFunction(() => {
        const el = [...document.querySelectorAll('main .MuiLinearProgress-root, main .MuiCircularProgress-root')].find((e) => e.getClientRects().length > 0);
        if (!el) return null;
        const animated = [el, ...el.querySelectorAll('*')].filter((e) => getComputedStyle(e).animationName !== 'none');
        const moving = animated.length;
        const what = animated.map((e) => `${e.tagName.toLowerCase()}.${String(e.getAttribute('class')).split(' ').filter((c) => c.startsWith('Mui')).join('.')} (${getComputedStyle(e).animationName})`).join(', ');
        const mark = el.querySelector('.MuiLinearProgress-bar1, svg');
        const bar = mark?.getBoundingClientRect();
        return { reduce: matchMedia('(prefers-reduced-motion: reduce)').matches, moving, what, markWidth: bar?.width ?? 0, width: el.getBoundingClientRect().width, opacity: Number(getComputedStyle(mark ?? el).opacity) };
      }, null, { timeout: 20_000 })).jsonValue())!;
      release();
      expect(seen.reduce, reducedMotion).toBe(reducedMotion === 'reduce');
      if (reducedMotion === 'reduce') {
        expect(seen.moving, `nothing animates (moving: ${seen.what})`).toBe(0);
        expect(seen.markWidth, 'the bar or ring still shows').toBeGreaterThan(0);
        expect(seen.opacity).toBeGreaterThan(0);
      } else {
        expect(seen.moving, 'the progress moves').toBeGreaterThan(0);
      }
      await context.close();
    }
  });

  it('a rider lands on its own work; roles read as the business writes them', async () => {
    const page = await browser.newPage();
    await agreeCookies(page);
    await signInAs(page, server.url, 'grn_officer');
    await page.getByTestId('drawer-role').filter({ hasText: 'GRN Officer' }).waitFor();
    await page.close();
    const rider = await browser.newPage();
    await agreeCookies(rider);
    await signInAs(rider, server.url, 'delivery_agent');
    // The rider's first permitted page (landingPath over permissions.yaml): the rider toolkit.
    await rider.waitForURL(/\/app\/rider\/pending-list/);
    expect(await rider.getByText('Choose a module from the menu').count()).toBe(0);
    await rider.close();
  });

  it('All Chats fits 1366 px; an order opened from it has an address that survives a reload', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await agreeCookies(page);
    await signInAs(page, server.url, 'super_admin');
    await page.goto(`${server.url}/app/chats/all/new-requests`);
    const table = page.getByRole('table');
    await page.getByTestId('order-row').first().waitFor();
    const fit = await table.evaluate((t) => ({
      table: t.scrollWidth, room: t.parentElement!.clientWidth,
      cut: [...t.querySelectorAll('th')].filter((th) => th.scrollWidth > th.clientWidth + 1).map((th) => th.textContent),
    }));
    expect(fit.cut).toEqual([]);
    expect(fit.table).toBeLessThanOrEqual(fit.room);

    const first = page.getByTestId('order-row').first();
    const orderId = await first.getAttribute('data-order-id');
    await first.getByRole('button', { name: `Open order ${orderId}` }).click();
    await page.waitForURL(/[?&]order=\d+/);
    await page.getByRole('dialog').getByText(orderId!).first().waitFor();
    await page.reload();
    await page.getByRole('dialog').getByText(orderId!).first().waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(new URL(page.url()).pathname).toBe('/app/chats/all/new-requests');
    await page.close();
  });
  it('a list\'s filters load after its rows, and their outline holds the place: the rows do not move', async () => {
    // Every kind of filter box: search, select, dates (invoices), a searching picker (audit's user), a
    // select picker (settlements' supplier), filters added with "add filter" (promo codes).
    const lists = ['/app/find-orders/invoices', '/app/audit', '/app/purchases-grn/manage-settlements', '/app/marketing-manager/promo-codes'];
    const seen: string[] = [];
    for (const width of [412, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 860 } });
      await agreeCookies(page);
      await signInAs(page, server.url, 'super_admin');
      await page.waitForURL((u) => /^\/app\/.+/.test(u.pathname));
      for (const path of lists) {
        // The filters' chunk is held until the outline and the rows under it have been measured.
        let release!: () => void;
        const held = new Promise<void>((r) => { release = r; });
        await page.route(/\/assets\/ListFilterParts-[^/]*\.js$/, async (route) => { await held; await route.continue(); });
        await page.goto(`${server.url}${path}`);
        const toolbar = page.getByTestId('list-toolbar');
        const card = page.locator('.list-page .MuiCard-root').first();
        await card.locator('[data-testid=empty-list], tbody tr, li').first().waitFor();
        await page.getByTestId('list-filters-outline').waitFor();
        const before = { toolbar: (await box(toolbar)).height, rows: (await box(card)).y };
        // A picker's choices (settlements' riders) are held too: its box while they load holds the place as well.
        let releaseChoices!: () => void;
        const choicesHeld = new Promise<void>((r) => { releaseChoices = r; });
        await page.route(/\/get-delivery-agents/, async (route) => { await choicesHeld; await route.continue(); });
        release();
        await page.getByTestId('list-filters-outline').waitFor({ state: 'detached' });
        await page.locator('[data-testid=list-toolbar][aria-busy=false]').waitFor();
        await toolbar.locator('input:not([disabled])').first().waitFor();
        const after = { toolbar: (await box(toolbar)).height, rows: (await box(card)).y };
        seen.push(`${width} ${path}: toolbar ${before.toolbar} → ${after.toolbar}, rows at ${before.rows} → ${after.rows}`);
        releaseChoices();
        await page.waitForLoadState('networkidle');
        const loaded = { toolbar: (await box(toolbar)).height, rows: (await box(card)).y };
        seen.push(`${width} ${path} choices read: toolbar ${before.toolbar} → ${loaded.toolbar}, rows at ${before.rows} → ${loaded.rows}`);
        await page.unroute(/\/assets\/ListFilterParts-[^/]*\.js$/);
        await page.unroute(/\/get-delivery-agents/);
      }
      await page.close();
    }
    expect(seen.filter((l) => { const [, a, b, c, d] = /toolbar ([\d.]+) → ([\d.]+), rows at ([\d.]+) → ([\d.]+)/.exec(l)!; return a !== b || c !== d; }), seen.join('\n')).toEqual([]);
    expect(seen).toHaveLength(16);
  });
});
