import { existsSync, mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { consolePages, PAGES } from '../../../src/server/plugins/consolePage';
import { reports } from '../../../reports/index';
import { resources } from '../../../resources/index';
import { SHELL_OUTLINE_HTML } from '../../../src/shared/console/shellOutline';

// A built console as Vite leaves it: index.html naming the entry, its stylesheet, and the manifest.
const dist = mkdtempSync(join(tmpdir(), 'rx-page-'));
mkdirSync(join(dist, '.vite'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), [
  '<!doctype html><html><head><title>RxDesk</title>',
  '<script type="module" crossorigin src="/assets/index-E1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/shared-S1.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-C1.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n'));
writeFileSync(join(dist, 'assets/index-C1.css'), '.rx-shell-outline{height:64px}');
const manifest = {
  'index.html': { file: 'assets/index-E1.js', isEntry: true, imports: ['_shared-S1.js'], dynamicImports: ['src/console/app/AdminApp.tsx'], css: ['assets/index-C1.css'] },
  '_shared-S1.js': { file: 'assets/shared-S1.js' },
  'src/console/app/AdminApp.tsx': { file: 'assets/AdminApp-A1.js', imports: ['_shared-S1.js', '_mui-M1.js', 'index.html'] },
  '_mui-M1.js': { file: 'assets/mui-M1.js', imports: ['_shared-S1.js'] },
  'src/console/workflows/chats/ChatListPage.tsx': { file: 'assets/ChatListPage-L1.js', imports: ['_mui-M1.js', '_table-T1.js'] },
  '_table-T1.js': { file: 'assets/table-T1.js' },
  'src/console/workflows/rider/RiderShell.tsx': { file: 'assets/RiderShell-P1.js', imports: ['_mui-M1.js'] },
  'node_modules/socket.io-client/build/esm/index.js': { file: 'assets/esm-R1.js', isDynamicEntry: true },
  'src/console/workflows/kanban/KanbanPage.tsx': { file: 'assets/KanbanPage-K1.js', imports: ['_mui-M1.js', '_board-B1.js'] },
  '_board-B1.js': { file: 'assets/board-B1.js' },
  'src/console/reports/ReportPage.tsx': { file: 'assets/ReportPage-R1.js', imports: ['_mui-M1.js'] },
  'src/console/generated/GeneratedList.tsx': { file: 'assets/GeneratedList-G1.js', imports: ['_mui-M1.js'] },
};
writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));

const pageFor = consolePages(dist);
const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"[^>]*>/g)].map((m) => m[1]).sort();
/** The chunks the page marks for the console to run one per task, in the page's order. */
const runOrder = (html: string) => [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)" data-rx-run>/g)].map((m) => m[1]);

describe('the console HTML names what the path needs first', () => {
  it('a chat list preloads the /app shell and the chat list page with their static imports, each once', () => {
    const html = pageFor('/app/chats/all/new-requests');
    expect(preloads(html)).toEqual(['/assets/AdminApp-A1.js', '/assets/ChatListPage-L1.js', '/assets/esm-R1.js', '/assets/mui-M1.js', '/assets/shared-S1.js', '/assets/table-T1.js']);
    // The entry's own files stay as Vite wrote them: not named twice.
    expect(html.match(/index-E1\.js/g)).toHaveLength(1);
    expect(html.match(/shared-S1\.js/g)).toHaveLength(1);
  });

  it('marks the page\'s chunks to run one per task, each after the chunks it imports; socket.io\'s client downloads early but is not marked', () => {
    expect(runOrder(pageFor('/app/chats/all/new-requests'))).toEqual(['/assets/mui-M1.js', '/assets/AdminApp-A1.js', '/assets/table-T1.js', '/assets/ChatListPage-L1.js']);
    expect(runOrder(pageFor('/app/kanban-board'))).toEqual(['/assets/mui-M1.js', '/assets/AdminApp-A1.js', '/assets/board-B1.js', '/assets/KanbanPage-K1.js']);
    expect(runOrder(pageFor('/app/rider/pending-list'))).toEqual(['/assets/mui-M1.js', '/assets/RiderShell-P1.js']);
    expect(pageFor('/app/chats/all/new-requests')).toMatch(/<link rel="modulepreload"[^>]* href="\/assets\/esm-R1\.js">/);
    // Whatever the manifest, every marked chunk comes after each chunk it imports that the page marks.
    for (const path of ['/app/chats/all/new-requests', '/app/kanban-board', '/app/suppliers', '/app/rider/pending-list']) {
      const order = runOrder(pageFor(path));
      for (const [i, file] of order.entries()) {
        const key = Object.keys(manifest).find((k) => `/${manifest[k as keyof typeof manifest].file}` === file)!;
        for (const dep of (manifest[key as keyof typeof manifest] as { imports?: string[] }).imports ?? []) {
          const at = order.indexOf(`/${manifest[dep as keyof typeof manifest].file}`);
          expect(at, `${path}: ${file} runs after ${dep}`).toBeLessThan(i);
        }
      }
    }
  });

  it('another /app page preloads the shell but not the chat list; the rider page its own shell', () => {
    expect(preloads(pageFor('/app/suppliers'))).toEqual(['/assets/AdminApp-A1.js', '/assets/esm-R1.js', '/assets/mui-M1.js', '/assets/shared-S1.js']);
    expect(preloads(pageFor('/app/'))).toContain('/assets/AdminApp-A1.js');
    const rider = pageFor('/app/rider/pending-list');
    expect(preloads(rider)).toEqual(['/assets/RiderShell-P1.js', '/assets/mui-M1.js', '/assets/shared-S1.js']);
    expect(rider).not.toContain('AdminApp');
  });

  it('the /app shell pages carry the app bar outline in #root and their stylesheet inline; the rider page no outline', () => {
    const html = pageFor('/app/chats/my/action-required');
    expect(html).toContain(`<div id="root">${SHELL_OUTLINE_HTML}</div>`);
    expect(html).toContain('<style>.rx-shell-outline{height:64px}</style>');
    // The link stays for Vite's loader to find, disabled so it is neither fetched nor applied.
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-C1.css" disabled>');
    expect(html).not.toMatch(/<link rel="stylesheet"[^>]*index-C1\.css"(?! disabled)/);
    expect(pageFor('/app/rider/pending-list')).toContain('<div id="root"></div>');
  });

  it('the /app shell pages fetch their scripts at low priority (the outline paints without them); the rider page and sign-in as Vite wrote', () => {
    const html = pageFor('/app/chats/all/new-requests');
    const scripts = [...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g)].map((m) => m[0]);
    expect(scripts).toHaveLength(7); // the entry, its preload, and the five named for the page
    for (const tag of scripts) expect(tag).toContain('fetchpriority="low"');
    expect(pageFor('/app/rider/pending-list')).not.toContain('fetchpriority');
    expect(pageFor('/login')).not.toContain('fetchpriority');
  });

  it('the sign-in page and other paths get Vite\'s HTML as it is', () => {
    const vite = readFileSync(join(dist, 'index.html'), 'utf8');
    for (const path of ['/login', '/confirm-location-and-role', '/404', '/']) expect(pageFor(path), path).toBe(vite);
    // Not fooled by look-alike paths.
    expect(pageFor('/apple')).not.toContain('AdminApp');
  });

  it('the kanban, every report and every generated list preload their page beside the shell; their other paths do not', () => {
    expect(preloads(pageFor('/app/kanban-board'))).toEqual(['/assets/AdminApp-A1.js', '/assets/KanbanPage-K1.js', '/assets/board-B1.js', '/assets/esm-R1.js', '/assets/mui-M1.js', '/assets/shared-S1.js']);
    expect(preloads(pageFor('/app/kanban-board/fullscreen'))).not.toContain('/assets/KanbanPage-K1.js');
    for (const r of reports) expect(preloads(pageFor(`/app${r.route}`)), r.route).toContain('/assets/ReportPage-R1.js');
    const lists = resources.filter((r) => r.routes.list && !r.routes.list.includes(':'));
    expect(lists.length).toBeGreaterThan(5);
    for (const r of lists) expect(preloads(pageFor(`/app${r.routes.list}`)), r.routes.list).toContain('/assets/GeneratedList-G1.js');
    for (const r of resources.filter((c) => c.routes.create)) expect(preloads(pageFor(`/app${r.routes.create}`)), r.routes.create).not.toContain('/assets/GeneratedList-G1.js');
  });

  it('every page module named up front is a file of the console (a renamed page would otherwise lose its preload silently)', () => {
    const modules = [...new Set(PAGES.flatMap((p) => p.modules))].filter((m) => m.startsWith('src/'));
    expect(modules.length).toBeGreaterThan(8);
    for (const m of modules) expect(existsSync(m), m).toBe(true);
  });

  it('a new build under a running server is picked up at the next request', () => {
    const before = pageFor('/app/chats/all/new-requests');
    writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify({ ...manifest, 'src/console/workflows/chats/ChatListPage.tsx': { file: 'assets/ChatListPage-L2.js' } }));
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(dist, 'index.html'), later, later); // what a rebuild does to index.html
    const after = pageFor('/app/chats/all/new-requests');
    expect(before).toContain('ChatListPage-L1.js');
    expect(after).toContain('ChatListPage-L2.js');
  });
});
