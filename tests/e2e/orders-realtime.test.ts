import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer, type RunningServer } from './helpers/server';
import { launchBrowser, signInAs } from './helpers/browser';

// A 1×1 PNG: the intake API wants a prescription image with each order.
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

/** A customer registers and places an order through the customer intake API (/api/v1/customer/*). */
async function placeOrder(url: string): Promise<{ orderId: string; id: number; apiKey: string }> {
  const stamp = String(Date.now()).slice(-7);
  const reg = await fetch(`${url}/api/v1/customer/register`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Realtime Tester ${stamp}`, contactNumber: `071${stamp}`, address: '5 Flower Road, Colombo 07' }),
  });
  expect(reg.status).toBe(201);
  const { data } = (await reg.json()) as { data: { apiKey: string } };
  const form = new FormData();
  form.append('prescription', new Blob([PNG], { type: 'image/png' }), 'prescription.png');
  form.append('patientFirstName', 'Asha');
  form.append('patientLastName', 'Tester');
  form.append('relationship', 'child');
  const res = await fetch(`${url}/api/v1/customer/orders`, { method: 'POST', headers: { authorization: `Bearer ${data.apiKey}` }, body: form });
  expect(res.status).toBe(201);
  const placed = ((await res.json()) as { data: { order_id: string; orderId: number } }).data;
  return { orderId: placed.order_id, id: placed.orderId, apiKey: data.apiKey };
}

const count = async (page: Page, testId: string) => Number(await page.getByTestId(testId).first().getAttribute('data-count'));
const row = (page: Page, orderId: string) => page.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);

/** Two pharmacists in two browser contexts, both on the Assign Order page; sounds are recorded, not played. */
async function openDesk(browser: Browser, url: string, role: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(() => {
    const w = window as unknown as { __plays: string[]; __toasts: string[] };
    w.__plays = [];
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      w.__plays.push(this.src);
      return Promise.resolve();
    };
    // Toasts close themselves after a few seconds: keep every text shown.
    w.__toasts = [];
    new MutationObserver(() => {
      document.querySelectorAll('[data-testid="toast"]').forEach((t) => {
        const text = t.textContent ?? '';
        if (!w.__toasts.includes(text)) w.__toasts.push(text);
      });
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const page = await context.newPage();
  // Each socket.io connection the page opens, and whether the server has accepted it (its "40" packet:
  // the desk's rooms are joined by then). The page's socket connects after its first rows are read.
  const sockets: Array<{ closed: () => boolean; accepted: boolean }> = [];
  page.on('websocket', (ws) => {
    const socket = { closed: () => ws.isClosed(), accepted: false };
    sockets.push(socket);
    ws.on('framereceived', (frame) => { if (String(frame.payload).startsWith('40')) socket.accepted = true; });
  });
  await signInAs(page, url, role);
  await page.goto(`${url}/app/chat-manager/assign-order`);
  await page.getByTestId('badge-unassigned').waitFor({ timeout: 30_000 });
  await page.getByTestId('badge-all-new_requests').waitFor({ timeout: 30_000 });
  // Live: an order placed before the connection is accepted reaches the desk by the re-read that
  // follows it (its own test below); this test is about the events, placed once the desk is live.
  const live = () => sockets.some((s) => s.accepted && !s.closed());
  for (const until = Date.now() + 30_000; !live(); await page.waitForTimeout(50)) {
    if (Date.now() > until) throw new Error(`${role}'s desk never went live (socket.io connection not accepted)`);
  }
  // Marks this document: if the page reloaded, the mark would be gone.
  await page.evaluate(() => { (window as unknown as { __sameDocument: boolean }).__sameDocument = true; });
  return { context, page };
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
const toasts = (page: Page) => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
const toasted = (page: Page, text: string) => expect.poll(async () => (await toasts(page)).some((t) => t.includes(text)), { timeout: 15_000 }).toBe(true);
const plays = (page: Page) => page.evaluate(() => (window as unknown as { __plays: string[] }).__plays);

describe('orders arrive and are taken in real time (two pharmacists)', () => {
  let server: RunningServer;
  let browser: Browser;
  let a: { context: BrowserContext; page: Page };
  let b: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    a = await openDesk(browser, server.url, 'pharmacist');
    b = await openDesk(browser, server.url, 'chief_pharmacist');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a customer order appears for both, with badge increments, a toast and a sound; one takes it and the other sees it go', async () => {
    const before = {
      a: { unassigned: await count(a.page, 'badge-unassigned'), newRequests: await count(a.page, 'badge-all-new_requests'), mine: await count(a.page, 'badge-my-new_requests') },
      b: { unassigned: await count(b.page, 'badge-unassigned'), newRequests: await count(b.page, 'badge-all-new_requests') },
    };

    const placed = await placeOrder(server.url);
    const { orderId } = placed;

    for (const [desk, was] of [[a, before.a], [b, before.b]] as const) {
      // The unassigned list reloads from the first page: the new order is its newest row.
      await row(desk.page, orderId).waitFor({ timeout: 20_000 });
      await toasted(desk.page, 'New order request received');
      await expect.poll(() => count(desk.page, 'badge-unassigned'), { timeout: 10_000 }).toBe(was.unassigned + 1);
      await expect.poll(() => count(desk.page, 'badge-all-new_requests'), { timeout: 10_000 }).toBe(was.newRequests + 1);
      expect((await plays(desk.page)).some((src) => src.endsWith('/sounds/new-chat.wav'))).toBe(true);
    }

    // The pharmacist takes the order herself.
    await a.page.getByRole('button', { name: `Assign to me: ${orderId}` }).click();
    await toasted(a.page, '1 order assigned to you');
    await expect.poll(() => row(a.page, orderId).count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => count(a.page, 'badge-my-new_requests'), { timeout: 10_000 }).toBe(before.a.mine + 1);

    // The chief pharmacist's unassigned list and badge follow without a reload.
    await expect.poll(() => row(b.page, orderId).count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => count(b.page, 'badge-unassigned'), { timeout: 10_000 }).toBe(before.b.unassigned);
    expect(await sameDocument(b.page)).toBe(true);
    expect(await sameDocument(a.page)).toBe(true);

    // The chief pharmacist still finds it, assigned, in All Chats · New Requests.
    await b.page.locator('a[href="/app/chats/all/new-requests"]').click();
    await b.page.waitForURL(/\/app\/chats\/all\/new-requests$/);
    const taken = row(b.page, orderId);
    await taken.waitFor({ timeout: 15_000 });
    expect(await taken.textContent()).not.toContain('Unassigned');
    expect(await sameDocument(b.page)).toBe(true);

    // The customer writes: a new chat event (toast) and the order needs action in the pharmacist's My Chats.
    const actionBefore = await count(a.page, 'badge-my-action_required');
    const sent = await fetch(`${server.url}/api/v1/customer/orders/${placed.id}/messages`, {
      method: 'POST', headers: { authorization: `Bearer ${placed.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Can you deliver before noon?' }),
    });
    expect(sent.status).toBe(201);
    await toasted(a.page, `New customer message on ${orderId}`);
    await expect.poll(() => count(a.page, 'badge-my-action_required'), { timeout: 10_000 }).toBe(actionBefore + 1);

    // She opens the thread from My Chats · Action Required and answers; the order leaves Action Required.
    await a.page.locator('a[href="/app/chats/my/action-required"]').click();
    await row(a.page, orderId).getByRole('link', { name: 'Open chat' }).click();
    await a.page.getByText('Can you deliver before noon?').waitFor({ timeout: 10_000 });
    await a.page.getByLabel('Reply to the customer').fill('Yes, it will reach you by 11 am.');
    await a.page.getByRole('button', { name: 'Send' }).click();
    await a.page.getByText('Yes, it will reach you by 11 am.').waitFor({ timeout: 10_000 });
    await expect.poll(() => count(a.page, 'badge-my-action_required'), { timeout: 10_000 }).toBe(actionBefore);
    expect(await sameDocument(a.page)).toBe(true);
  });

  it('an order placed after the desk read its list but before its connection was made still arrives, without a reload', async () => {
    // The desk's socket.io connections wait at a gate: the page reads its rows and badges, then the order is placed (its
    // event goes to rooms the desk has not joined), then the connection is let through.
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => { open = resolve; });
    await context.routeWebSocket(/\/socket\.io\//, async (ws) => { await gate; ws.connectToServer(); });
    try {
      const page = await context.newPage();
      await signInAs(page, server.url, 'pharmacist');
      await page.goto(`${server.url}/app/chat-manager/assign-order`);
      await page.getByTestId('badge-unassigned').waitFor({ timeout: 30_000 });
      await page.getByTestId('order-row').first().waitFor({ timeout: 30_000 });
      const unassigned = await count(page, 'badge-unassigned');
      await page.evaluate(() => { (window as unknown as { __sameDocument: boolean }).__sameDocument = true; });

      const { orderId } = await placeOrder(server.url);
      await page.waitForTimeout(500);
      expect(await row(page, orderId).count(), 'no connection yet: nothing told the desk').toBe(0);
      open();

      await row(page, orderId).waitFor({ timeout: 20_000 });
      await expect.poll(() => count(page, 'badge-unassigned'), { timeout: 10_000 }).toBe(unassigned + 1);
      expect(await sameDocument(page)).toBe(true);
    } finally {
      open();
      await context.close();
    }
  });
});
