import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { resources } from '@resources/index';
import { abilitiesOf, parsePermissions } from '@shared/permissions/model';
import { ROLES } from '@shared/roles';
import { workflows } from '../../src/console/workflows/registry';
import { buildMenu } from '../../src/console/layout/menuModel';
import { reports } from '../../reports/index';
import { launchBrowser } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';
import { e2eDatabase, type E2eDatabase } from './helpers/database';
import { roleContext } from './helpers/session';
import { watchPage, type PageWatch } from './helpers/pageWatch';
import { readMenu, routeTo } from './helpers/menu';
import { pagesOutOfReach, permittedPages } from '../../src/console/layout/reachable';
import { slots } from './helpers/slots';

/*
 * Spec 2 (side menu) and spec 6 (roles): every menu entry of every role leads to a working page,
 * and no role sees or opens an entry it may not use. The expected menu comes from the sources the
 * console itself uses (permissions.yaml + the resource, workflow and report declarations), so
 * entries added later are walked too. Nothing is listed by hand per role: what keeps the test from
 * passing on an empty menu is that every page a role may open must be reachable from its menu.
 */

const model = parsePermissions(readFileSync('permissions.yaml', 'utf8'));
const expectedMenu = (role: string) => buildMenu(resources, workflows, abilitiesOf(model, role))
  .map((g) => ({ name: g.name, paths: g.entries.map((e) => e.path) }));
/** Every entry any role can have (super_admin holds every ability). */
const allPaths = expectedMenu('super_admin').flatMap((g) => g.paths);
/** Every guarded address without a parameter (menu or not: report pages, create screens), with the ability it needs. */
const guarded = [
  ...workflows.filter((w) => !w.open && !w.path.includes(':')).map((w) => ({ path: w.path, ability: ([] as string[]).concat(w.ability) })),
  ...resources.flatMap((r) => (['list', 'create'] as const).flatMap((action) => {
    const path = r.routes[action];
    const ability = r.access[action];
    return path && ability && !path.includes(':') ? [{ path, ability: [ability] }] : [];
  })),
  // A resource's views (dispatch runs pending / completed) are guarded as its list is.
  ...resources.flatMap((r) => (r.views ?? []).map((v) => ({ path: v.route, ability: [r.access.list!] }))),
];
const deniedPaths = (role: string) => {
  const granted = abilitiesOf(model, role);
  return [...new Set(guarded.filter((g) => !g.ability.some((a) => a in granted)).map((g) => g.path))];
};
/** A page of the /app shell that spec 2 opens to every signed-in user (its data stays gated): the menu is read there. */
const MENU_HOME = `/app${reports.find((r) => r.openRoute)!.route}`;
/** The reports the role's Reports landing lists: the declarations whose ability it holds. */
const expectedReports = (role: string) => reports.filter((r) => r.ability in abilitiesOf(model, role)).map((r) => r.route).sort();

let database: E2eDatabase;
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  database = await e2eDatabase();
  [server, browser] = await Promise.all([startServer(database.env), launchBrowser()]);
});
afterAll(async () => { await browser?.close(); await server?.stop(); await database?.drop(); });

/**
 * How long a page may take to draw and to finish loading before the walk calls it broken: a bound
 * for a hang, not a speed check (the benchmarks measure speed). Three roles walk at once beside the
 * three other lanes of npm test; at load 14 an entry took 4 s on average.
 */
const PAGE_BOUND_MS = 45_000;

/** Waits until the page behind an address has drawn something a person could judge (a title, a refusal, a 404). */
async function pageShown(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const text = (sel: string) => document.querySelector(sel)?.textContent?.trim();
    return !!text('#react-admin-title') || !!text('main h1, main h2, main h3, main h4, main h5, main h6')
      || location.pathname === '/404' || !!document.querySelector('[data-testid="not-permitted"]');
  }, null, { timeout: PAGE_BOUND_MS }).catch(() => undefined);
}

/**
 * Waits until the page behind an address is done: something drawn, no loads in flight. Twice,
 * because a page may draw in steps (lazy chunk, then an access check that shows nothing for a moment, then data).
 */
async function opened(page: Page, watch: PageWatch): Promise<void> {
  for (let round = 0; round < 2; round++) {
    await pageShown(page);
    await watch.settled(PAGE_BOUND_MS);
  }
}


const NO_HEADING = 'no page title or heading';
/** What is wrong with the page now showing, if anything (empty: a working page). One round trip. */
async function pageFaults(page: Page): Promise<string[]> {
  return page.evaluate((noHeading) => {
    const faults: string[] = [];
    const text = (sel: string) => document.querySelector(sel)?.textContent?.trim();
    const { pathname } = location;
    if (pathname === '/404' || pathname === '/login' || pathname.startsWith('/confirm-location')) faults.push(`ended at ${pathname}`);
    if (!text('#react-admin-title') && !text('main h1, main h2, main h3, main h4, main h5, main h6')) faults.push(noHeading);
    if (document.querySelector('[data-testid="not-permitted"]')) faults.push('shows "Not permitted"');
    if (document.body.textContent?.includes('Page not found')) faults.push('shows "Page not found"');
    for (const alert of document.querySelectorAll<HTMLElement>('main .MuiAlert-colorError')) {
      if (alert.offsetParent !== null) faults.push(`error shown: ${alert.textContent?.trim()}`);
    }
    return faults;
  }, NO_HEADING);
}

describe('the side menu of every role (spec 2 and 6)', () => {
  it.each([...ROLES])('%s: every page it may open is reachable from its menu (entries, the Reports landing, declared links)', (role) => {
    const abilities = abilitiesOf(model, role);
    expect(permittedPages(resources, workflows, abilities).length, `${role} may open pages`).toBeGreaterThan(0);
    expect(pagesOutOfReach(resources, workflows, abilities), `${role}: pages reachable only by typing the address`).toEqual([]);
    expect(expectedMenu(role).length, `${role}: a menu`).toBeGreaterThan(0);
  });

  // Three roles walk at once (one context each): their waits for the server and the quiet windows overlap.
  const walkSlot = slots(3);
  it.concurrent.for([...ROLES] as string[])('%s: the menu is what permissions.yaml grants, each entry opens a working page, other entries are refused', { timeout: 300_000 }, async (role, { expect }) => walkSlot(async () => {
    const { context, session } = await roleContext(browser, server.url, role);
    const page = await context.newPage();
    const watch = watchPage(page);
    try {
      // The console's abilities are the server's reading of permissions.yaml for this role.
      expect(Object.keys(session.abilities).sort()).toEqual(Object.keys(abilitiesOf(model, role)).sort());

      // The role's landing (/app/) is a working page, wherever it leads.
      await page.goto(`${server.url}/app/`);
      await opened(page, watch);
      const broken = [...await pageFaults(page), ...watch.take()].map((f) => `landing ${new URL(page.url()).pathname}: ${f}`);

      // The menu, read on a page of the /app shell every role may open (a role's landing may be a
      // shell of its own without the menu, as the rider toolkit is).
      await page.goto(`${server.url}${MENU_HOME}`);
      const shown = await readMenu(page);
      const expected = expectedMenu(role);
      // Exactly the derived entries, grouped and ordered as the menu config says.
      expect(shown.map((g) => g.entries.map((e) => e.path))).toEqual(expected.map((g) => g.paths));
      expect(shown.map((g) => g.name)).toEqual(expected.map((g) => g.name));
      const shownPaths = shown.flatMap((g) => g.entries.map((e) => e.path));

      // Walk: click every entry and look at the page behind it.
      await watch.settled();
      watch.take();
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      for (const { entries } of shown) {
        for (const { label, path } of entries) {
          // A page with a shell of its own has no side menu: back to the /app shell for the next entry.
          if (!await menu.count()) {
            await page.goto(`${server.url}${MENU_HOME}`);
            await readMenu(page);
            await watch.settled();
            watch.take();
          }
          watch.mark();
          await menu.locator(`a[href="/app${path}"]`).click();
          await page.waitForURL((u) => u.pathname.startsWith(`/app${path}`) || u.pathname === '/404', { timeout: PAGE_BOUND_MS });
          await opened(page, watch).catch((e: Error) => broken.push(`${label} (${path}): ${e.message}`));
          let pageFaultsNow = await pageFaults(page);
          // A navigation keeps the last page's title while the next one's chunk loads, and its access
          // check draws nothing for a moment: under load that moment outlasted the quiet window once
          // ("no page title or heading" on Find Orders at load 5). Looked at again once it has drawn.
          if (pageFaultsNow.includes(NO_HEADING)) { await opened(page, watch).catch(() => undefined); pageFaultsNow = await pageFaults(page); }
          const faults = [...pageFaultsNow, ...watch.take()];
          if (path === '/reports') {
            // The landing's cards render once its chunk has loaded: wait for the expected set, not a first glance.
            const cards = () => page.locator('main a[href^="/app/"]').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname.replace(/^\/app/, '')).sort());
            await expect.poll(cards, { message: `${role}: reports on the Reports landing`, timeout: PAGE_BOUND_MS }).toEqual(expectedReports(role));
          }
          if (faults.length) broken.push(`${label} (${path}): ${faults.join('; ')}`);
        }
      }
      expect(broken, `${role}: broken menu entries`).toEqual([]);

      // Every guarded address the role may not use (menu entries and the rest), typed in: the access-denied page, never the page.
      const denied = deniedPaths(role);
      expect(denied, `${role}: menu entries it lacks are refused too`).toEqual(expect.arrayContaining(allPaths.filter((p) => !shownPaths.includes(p))));
      const leaked: string[] = [];
      for (const [i, path] of denied.entries()) {
        // The first one through a real page load, the rest through the router (same guard, faster).
        if (i === 0) await page.goto(`${server.url}/app${path}`);
        else await routeTo(page, `/app${path}`);
        const refused = await page.getByTestId('not-permitted').waitFor({ timeout: 10_000 }).then(() => true, () => false);
        if (!refused) leaked.push(path);
      }
      expect(leaked, `${role}: pages opened without the ability`).toEqual([]);
      expect(watch.take().filter((p) => !/^API 403 /.test(p)), `${role}: problems on refused pages`).toEqual([]);
    } finally {
      await context.close();
    }
  }));

  it('every declared report opens a working page for a role holding it; the open ones tell other roles so', async () => {
    // Each report once, by the first role of spec 6 (super_admin last) that holds its ability: no role's breadth hides a gap.
    const byRole = new Map<string, typeof reports>();
    for (const r of reports) {
      const role = ROLES.find((x) => x !== 'super_admin' && r.ability in abilitiesOf(model, x)) ?? 'super_admin';
      byRole.set(role, [...(byRole.get(role) ?? []), r]);
    }
    const broken: string[] = [];
    for (const [role, list] of byRole) {
      const { context } = await roleContext(browser, server.url, role);
      const page = await context.newPage();
      const watch = watchPage(page);
      try {
        await page.goto(`${server.url}${MENU_HOME}`);
        await readMenu(page);
        await watch.settled();
        watch.take();
        for (const r of list) {
          // Straight to the address (the menu walk above reaches each one through the Reports landing).
          watch.mark();
          await routeTo(page, `/app${r.route}`);
          await page.waitForFunction((t) => document.querySelector('#react-admin-title')?.textContent?.trim() === t, r.title, { timeout: PAGE_BOUND_MS }).catch(() => undefined);
          await watch.settled(PAGE_BOUND_MS).catch((e: Error) => broken.push(`${role} ${r.title}: ${e.message}`));
          const faults = [...await pageFaults(page), ...watch.take()];
          const title = (await page.locator('#react-admin-title').textContent())?.trim();
          if (title !== r.title) faults.push(`title "${title}"`);
          if (faults.length) broken.push(`${role} ${r.title} (${r.route}): ${faults.join('; ')}`);
        }
      } finally {
        await context.close();
      }
    }
    expect(broken).toEqual([]);

    // Spec 2: the collection details and re-order list routes are registered for every user; a role
    // without the report's ability gets the page, which says the data is not for it (no API call refused).
    const open = reports.filter((r) => r.openRoute);
    expect(open.map((r) => r.route).sort()).toEqual(['/collection-details-report', '/re-order-list-report']);
    const { context } = await roleContext(browser, server.url, 'delivery_agent');
    const page = await context.newPage();
    const watch = watchPage(page);
    for (const r of open) {
      await page.goto(`${server.url}/app${r.route}`);
      await page.getByTestId('not-permitted').waitFor();
      expect((await page.locator('#react-admin-title').textContent())?.trim()).toBe(r.title);
    }
    await watch.settled();
    expect(watch.take()).toEqual([]);
    await context.close();
  });
});
