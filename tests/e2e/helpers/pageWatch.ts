import type { Page } from 'playwright-core';

/** An API reply the caller expects to fail (e.g. a 403 the page handles). */
export type ExpectedFailure = (status: number, url: string) => boolean;

export interface PageWatch {
  /** Problems seen since the last call (console errors, uncaught errors, failed API replies), then forgets them. */
  take: () => string[];
  /** Counts as activity now: call before a click, so `settled` cannot pass before the click's own requests start. */
  mark: () => void;
  /** Resolves when no request has been in flight for `quietMs` and no progress bar shows in the page. */
  settled: (timeoutMs?: number, quietMs?: number) => Promise<void>;
}

/**
 * Watches a console page as a person would notice trouble: console errors, uncaught exceptions,
 * and 4xx/5xx replies of /api/ calls (bar the expected ones). Also counts requests in flight (API
 * calls, lazy chunks), so a test can wait until a page has finished loading.
 */
export function watchPage(page: Page, expected: ExpectedFailure = () => false): PageWatch {
  let problems: string[] = [];
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  // API calls and lazy chunks count as loading; socket.io's long polls never finish, so not those.
  const isLoad = (url: string) => /^https?:/.test(url) && !new URL(url).pathname.startsWith('/socket.io/');
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('request', (r) => { if (isLoad(r.url())) { inFlight.add(r); lastChange = Date.now(); } });
  const done = (r: unknown) => { if (inFlight.delete(r)) lastChange = Date.now(); };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', (res) => {
    const url = res.url();
    if (isApi(url) && res.status() >= 400 && !expected(res.status(), url)) problems.push(`API ${res.status()} ${res.request().method()} ${new URL(url).pathname}${new URL(url).search}`);
  });

  return {
    take: () => { const out = problems; problems = []; return out; },
    mark: () => { lastChange = Date.now(); },
    settled: async (timeoutMs = 20_000, quietMs = 150) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const busy = inFlight.size > 0 || Date.now() - lastChange < quietMs
          || await page.evaluate(() => !!document.querySelector('main .MuiLinearProgress-indeterminate, main .MuiCircularProgress-indeterminate'));
        if (!busy) return;
        if (Date.now() > deadline) throw new Error(`page ${page.url()} still loading after ${timeoutMs} ms (${inFlight.size} requests in flight)`);
        await page.waitForTimeout(50);
      }
    },
  };
}
