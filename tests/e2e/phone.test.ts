import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';
import { apiSignIn, roleContext } from './helpers/session';
import { apiAs } from './helpers/api';

/*
 * A 390 × 844 phone (issue 21): the sign-in page never scrolls sideways and its cookie banner's
 * "I Agree" sits in view where a tap lands; every tap target of the rider's phone shell (pending
 * list, run, order, its confirmation dialogs) is at least 44 × 44 px.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const MIN = 44;

let server: RunningServer;
let browser: Browser;
beforeAll(async () => { [server, browser] = await Promise.all([startServer(), launchBrowser()]); });
afterAll(async () => { await browser?.close(); await server?.stop(); });

/** Visible interactive elements smaller than MIN in either direction, named for the failure message. */
const smallTargets = (page: Page) => page.evaluate((min) => {
  const els = [...document.querySelectorAll<HTMLElement>('a[href], button, [role="button"], [role="combobox"], input:not([type="hidden"]), select, textarea')];
  // A text field's tap target is its whole box (MUI's input root), not the text line inside it.
  const target = (el: HTMLElement) => (el.closest<HTMLElement>('.MuiInputBase-root') ?? el);
  return els.filter((el) => {
    const r = target(el).getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden' && (r.width < min || r.height < min);
  }).map((el) => {
    const r = target(el).getBoundingClientRect();
    return `${(el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().slice(0, 40)} ${Math.round(r.width)}×${Math.round(r.height)}`;
  });
}, MIN);

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('on a 390 px phone', () => {
  it('the sign-in page fits the width and the cookie banner is tapped where it is seen', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    const agree = page.getByRole('button', { name: 'I Agree' });
    await agree.waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const card = (await page.locator('.rx-card').boundingBox())!;
    expect(card.x).toBeGreaterThanOrEqual(0);
    expect(card.x + card.width).toBeLessThanOrEqual(390);
    const box = (await agree.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeGreaterThanOrEqual(MIN);
    // Nothing covers it: a tap at its centre lands on it.
    expect(await agree.evaluate((el) => { const r = el.getBoundingClientRect(); const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2); return !!hit && el.contains(hit); })).toBe(true);
    await agree.tap();
    await page.getByRole('dialog', { name: /cookie/i }).waitFor({ state: 'detached' });
    expect(await smallTargets(page)).toEqual([]);
    await context.close();
  });

  it("every tap target of the rider's shell is at least 44 × 44 px, dialogs included", async () => {
    // A prepared demo order in a run of the demo rider, started and on its way.
    const planner = await apiSignIn(server.url, 'logistic_planner');
    const plannerApi = apiAs(server.url, planner.token);
    const riderSession = await apiSignIn(server.url, 'delivery_agent');
    const riderApi = apiAs(server.url, riderSession.token);
    const prepared = await plannerApi.get<{ items: Array<{ id: number; delivery_date: string | null }> }>('/orders/admin/get-prepared-orders?orderType=assign&limit=1');
    expect(prepared.items.length, 'the demo data has a prepared order').toBeGreaterThan(0);
    const order = prepared.items[0];
    const bucket = await plannerApi.post<{ dispatchId: number }>('/orders/admin/set-dispatch-bucket', {
      orderIds: [order.id], orderType: 'assign', formValues: { riderId: (riderSession.auth.user as { _id: number })._id, deliveryDate: new Date().toISOString().slice(0, 10) },
    });
    await riderApi.post('/orders/admin/start-dispatch', { dispatchId: bucket.dispatchId });
    await riderApi.post('/chats/delivery-start', { orderId: order.id });

    const { context } = await roleContext(browser, server.url, 'delivery_agent', PHONE);
    const page = await context.newPage();
    const problems: string[] = [];
    const check = async (where: string) => {
      expect(await horizontalOverflow(page), `${where} scrolls sideways`).toBeLessThanOrEqual(0);
      problems.push(...(await smallTargets(page)).map((t) => `${where}: ${t}`));
    };
    await page.goto(`${server.url}/app/rider/pending-list`);
    await page.getByRole('heading', { name: 'My dispatch runs' }).waitFor();
    await check('pending list');
    await page.goto(`${server.url}/app/rider/dispatch-details/${bucket.dispatchId}`);
    await page.getByRole('button', { name: 'End run' }).waitFor();
    await check('run');
    await page.getByRole('button', { name: 'End run' }).tap();
    await page.getByRole('dialog').waitFor();
    await check('End run dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Keep the run' }).tap();
    await page.goto(`${server.url}/app/rider/order-details/${order.id}?dispatchId=${bucket.dispatchId}`);
    await page.getByTestId('payment-form').waitFor();
    await check('order');
    await page.getByRole('button', { name: 'Reset trip' }).tap();
    await page.getByRole('dialog').waitFor();
    await check('Reset trip dialog');
    expect(problems).toEqual([]);
    await context.close();
  });
});
