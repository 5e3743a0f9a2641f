import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetNamedChunks, runNamedChunks } from '../../../src/console/routing/runNamedChunks';

/*
 * src/console/routing/runNamedChunks.ts: the chunks the server marks in a page's HTML
 * (consolePage.ts, data-rx-run) run one per task, in the page's order, once per page load.
 */
const link = (href: string, run = true) => {
  const l = document.createElement('link');
  l.rel = 'modulepreload';
  l.href = href;
  if (run) l.setAttribute('data-rx-run', '');
  document.head.appendChild(l);
};

// The UI files share modules: a shell rendered by an earlier file has already run this page load's chunks.
beforeEach(resetNamedChunks);
afterEach(() => { document.head.querySelectorAll('link[rel="modulepreload"]').forEach((l) => l.remove()); resetNamedChunks(); });

describe('the chunks a page\'s HTML names run one per task before the shell asks for them', () => {
  it('loads each marked chunk in the page\'s order, and no unmarked one (socket.io\'s client, Vite\'s own)', async () => {
    link('/assets/themes-1.js');
    link('/assets/mui-2.js');
    link('/assets/esm-9.js', false);
    link('/assets/AdminApp-3.js');
    const loaded: string[] = [];
    await runNamedChunks(async (href) => { loaded.push(new URL(href).pathname); });
    expect(loaded).toEqual(['/assets/themes-1.js', '/assets/mui-2.js', '/assets/AdminApp-3.js']);
  });

  it('gives the browser a task between two chunks: a timer queued while one runs fires before the next loads', async () => {
    link('/assets/a.js');
    link('/assets/b.js');
    const events: string[] = [];
    await runNamedChunks(async (href) => {
      const name = new URL(href).pathname;
      events.push(`load ${name}`);
      setTimeout(() => events.push(`task after ${name}`), 0);
    });
    expect(events).toEqual(['load /assets/a.js', 'task after /assets/a.js', 'load /assets/b.js', 'task after /assets/b.js']);
  });

  it('runs once a page load: a second call (a later navigation) loads nothing more and waits for the first', async () => {
    link('/assets/a.js');
    let calls = 0;
    const first = runNamedChunks(async () => { calls++; });
    const second = runNamedChunks(async () => { calls += 100; });
    expect(second).toBe(first);
    await second;
    expect(calls).toBe(1);
  });

  it('a chunk that fails to load is skipped: the rest run and the lazy import that needs it fails on its own', async () => {
    link('/assets/gone.js');
    link('/assets/here.js');
    const loaded: string[] = [];
    await runNamedChunks(async (href) => {
      if (href.endsWith('gone.js')) throw new Error('404');
      loaded.push(new URL(href).pathname);
    });
    expect(loaded).toEqual(['/assets/here.js']);
  });
});
