import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import axe from 'axe-core';
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
import { watchPage } from './helpers/pageWatch';
import { routeTo } from './helpers/menu';
import { slots } from './helpers/slots';

/*
 * Accessibility (issue 21): axe-core's WCAG 2.2 A/AA rules on every page of every role's menu (and
 * every report its Reports landing offers), the sign-in page and the rider's phone shell: no
 * serious or critical violation. Each page is checked once, as the first role of spec 6 whose menu
 * reaches it, super_admin last (the markup of a page does not change with the role; its data may).
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const model = parsePermissions(readFileSync('permissions.yaml', 'utf8'));

/** Each page reachable from some role's menu, with the first role that reaches it. */
function pagesByRole(): Map<string, string[]> {
  const seen = new Set<string>();
  const byRole = new Map<string, string[]>();
  // super_admin last: each page is seen as a role that works with it (its data, its buttons).
  for (const role of [...ROLES.filter((r) => r !== 'super_admin'), 'super_admin']) {
    const abilities = abilitiesOf(model, role);
    const menu = buildMenu(resources, workflows, abilities).flatMap((g) => g.entries.map((e) => e.path));
    const held = menu.includes('/reports') ? reports.filter((r) => r.ability in abilities).map((r) => r.route) : [];
    const mine = [...menu, ...held].filter((p) => !seen.has(p));
    mine.forEach((p) => seen.add(p));
    if (mine.length) byRole.set(role, mine);
  }
  return byRole;
}

interface Finding { page: string; rule: string; impact: string; help: string; targets: string[] }

/** Runs axe in the page as it is now; the serious and critical violations. */
async function audit(page: Page, label: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async (tags) => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ rule: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  }, WCAG);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ page: label, ...v }));
}

/** Until the page has drawn its title or heading and no load is in flight. */
async function shown(page: Page, watch: ReturnType<typeof watchPage>): Promise<void> {
  await page.waitForFunction(() => !!document.querySelector('#react-admin-title')?.textContent?.trim()
    || !!document.querySelector('main h1, main h2, main h3, main h4, main h5, main h6')?.textContent?.trim(), null, { timeout: 15_000 }).catch(() => undefined);
  await watch.settled().catch(() => undefined);
}

const slot = slots(3);

let database: E2eDatabase;
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  database = await e2eDatabase();
  [server, browser] = await Promise.all([startServer(database.env), launchBrowser()]);
});
afterAll(async () => { await browser?.close(); await server?.stop(); await database?.drop(); });

describe('axe-core, WCAG 2.2 A/AA: no serious or critical violation', () => {
  it('the sign-in page, on a desktop and on a phone', async () => {
    const findings: Finding[] = [];
    for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
      const page = await browser.newPage({ viewport, bypassCSP: true });
      await page.goto(`${server.url}/login`);
      await page.getByLabel('E-mail').waitFor();
      findings.push(...await audit(page, `/login ${viewport.width}px`));
      await page.close();
    }
    expect(findings).toEqual([]);
  });

  it.concurrent.for([...pagesByRole()])('%s: every page of its menu', { timeout: 600_000 }, async ([role, paths], { expect }) => slot(async () => {
    // The page's own CSP refuses inline scripts: only the test's axe is let in.
    const { context } = await roleContext(browser, server.url, role, { bypassCSP: true });
    const page = await context.newPage();
    const watch = watchPage(page);
    const findings: Finding[] = [];
    try {
      await page.goto(`${server.url}/app${paths[0]}`);
      for (const [i, path] of paths.entries()) {
        if (i > 0) await routeTo(page, `/app${path}`);
        await shown(page, watch);
        findings.push(...await audit(page, `${role} ${path}`));
      }
    } finally {
      await context.close();
    }
    expect(findings).toEqual([]);
  }));
});
