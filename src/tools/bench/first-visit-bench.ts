/**
 * First visit of a console page (issue 22: ≤ 1 s on an idle machine): a cold browser (empty HTTP
 * cache, a new context per visit), signed in as the page's role, from navigation to the page's
 * first list shown (rows, cards, or its empty state) with no progress bar left. No CPU or network
 * throttling: the host's own speed, which Lighthouse's simulated figures multiply. Not a test;
 * prints the median and the slowest of --runs visits per page with the load average.
 *
 *   npm run build && SEED_DEMO=1 npm run serve                       (another terminal)
 *   npx tsx src/tools/bench/first-visit-bench.ts [URL] [--runs 5] [--page offline,chats,…] [--invoice-order 123] [--path /app/x --role r]
 *
 * Chromium: /usr/bin/chromium or CHROMIUM_PATH.
 */
import { chromium } from 'playwright-core';
import { consoleSession } from './consoleSession';
import { args, opt, serverArg, loadAverage } from './benchArgs';
import { PLAYWRIGHT_DISABLE_FEATURES } from '../lib/headlessChromium';

const base = serverArg('http://127.0.0.1:8080').replace(/\/$/, '');
const RUNS = Number(opt('runs', '5'));
const PAGE = opt('page', 'all');

interface Target { key: string; path: string; role: string }
/** The pages the issue names (offline order list, All Chats, batch-wise invoice) and every first list it sets a goal for. */
const STANDARD: Target[] = [
  { key: 'offline', path: '/app/offline-order/order-list', role: 'customer_support' },
  { key: 'chats', path: '/app/chats/all/new-requests', role: 'customer_support' },
  { key: 'awaiting', path: '/app/chats/all/awaiting-response', role: 'pharmacist' },
  // The batch-wise invoice of an order waiting for its invoice: --invoice-order <order id> (the page needs one).
  ...(args.includes('--invoice-order') ? [{ key: 'invoice', path: `/app/batch-invoice/${opt('invoice-order', '')}`, role: 'pharmacist' }] : []),
  { key: 'manager', path: '/app/chat-manager/assign-order', role: 'chief_pharmacist' },
  { key: 'kanban', path: '/app/kanban-board', role: 'customer_support' },
  { key: 'find', path: '/app/find-orders', role: 'customer_support' },
  { key: 'generated', path: '/app/marketing-manager/promo-codes', role: 'customer_support' },
  { key: 'report', path: '/app/order-details-report', role: 'customer_support' },
];
const targets = args.includes('--path') ? [{ key: 'path', path: opt('path', '/app'), role: opt('role', 'customer_support') }]
  : STANDARD.filter((t) => PAGE === 'all' || PAGE.split(',').includes(t.key));

/** Shown: a list row, an order card, a generated list's row or an empty state, and no progress bar. */
/** (A function, not a string: the console's CSP refuses eval.) */
function shown(): boolean {
  const main = document.querySelector('main') ?? document.body;
  if (main.querySelector('[role="progressbar"]')) return false;
  return !!main.querySelector('[data-testid="order-card"], [data-testid="kanban-card"], [data-testid="order-row"], [data-testid="report-row"], table tbody tr, [data-testid="empty-state"], [role="status"]');
}

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage', PLAYWRIGHT_DISABLE_FEATURES] });
  console.log(`first visit, cold, ${RUNS} runs per page; load ${loadAverage(2)}`);
  try {
    for (const target of targets) {
      const auth = JSON.stringify(await consoleSession(base, target.role, opt('password', 'rxdesk-demo')));
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        await context.addInitScript((a) => { localStorage.setItem('rxdesk.auth', a); localStorage.setItem('rxdesk.cookieConsent', 'agreed'); }, auth);
        const page = await context.newPage();
        const started = performance.now();
        await page.goto(`${base}${target.path}`, { waitUntil: 'commit' });
        await page.waitForFunction(shown, undefined, { timeout: 30_000, polling: 10 });
        times.push(performance.now() - started);
        await context.close();
      }
      times.sort((a, b) => a - b);
      console.log(`${target.path.padEnd(40)} as ${target.role.padEnd(17)} median ${times[Math.floor(times.length / 2)].toFixed(0).padStart(5)} ms  slowest ${times.at(-1)!.toFixed(0).padStart(5)} ms  (goal ≤ 1000; load ${loadAverage(2)})`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((e) => { console.error(e); process.exitCode = 1; });
