import { existsSync, readFileSync, statSync } from 'node:fs';
import { SHELL_OUTLINE_HTML } from '../../shared/console/shellOutline';
import { chunkClosure, chunksInRunOrder, type Manifest } from './viteManifest';
import { reports } from '../../../reports/index';
import { resources } from '../../../resources/index';

/**
 * The console's index.html as each deep link needs it. Vite's HTML names only the entry's own
 * chunks; the /app shell and the page under it are lazy chunks asked for one after the other
 * (entry → AdminApp → chat list → …), a waterfall that costs a phone a round trip per step. The
 * server, which knows the path asked for, names those chunks up front as <link rel="modulepreload">
 * (read from Vite's manifest) so they download beside the entry. For the /app pages it also
 * writes the entry's small stylesheet into the page and, for the react-admin shell, puts the app
 * bar's static outline in #root, so the first paint waits for no request and no JavaScript (React
 * replaces the outline on its first render with ShellLoading, which draws the same). Only the
 * build's own files are named; nothing from the request goes into the HTML.
 */

/**
 * The react-admin shell, and socket.io's client, which the shell loads once it has committed (a
 * lazy chunk, src/console/data/realtime.ts): named here it downloads beside the other chunks
 * instead of starting a round trip of its own while the page's first rows are being drawn.
 */
const SOCKET_CLIENT = 'node_modules/socket.io-client/build/esm/index.js';
const ADMIN_SHELL = ['src/console/app/AdminApp.tsx', SOCKET_CLIENT];
/** Named to download early, run when the shell asks for them (not with the page's chunks). */
const RUN_LATER = new Set([SOCKET_CLIENT]);

/** A lazy page module under the /app shell, by its source path (the manifest's key). */
const page = (path: RegExp, module: string) => ({ path, modules: [...ADMIN_SHELL, module], shellOutline: true });
const exactly = (route: string) => new RegExp(`^/app${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`);

/**
 * The lazy modules a path opens, by their source path (the manifest's keys); the first match wins.
 * The pages a role opens first (issue 22: chat lists, chat manager, kanban, find, every report and
 * generated list): each named here is one round trip and its chunks' download shorter than when
 * the shell, once it runs, asks for the page.
 */
export const PAGES: Array<{ path: RegExp; modules: string[]; shellOutline: boolean }> = [
  // The rider toolkit has its own phone shell (no react-admin, no app bar outline).
  { path: /^\/app\/rider(\/|$)/, modules: ['src/console/workflows/rider/RiderShell.tsx'], shellOutline: false },
  page(/^\/app\/chats\/thread\//, 'src/console/workflows/chats/ChatThreadPage.tsx'),
  page(/^\/app\/chats\//, 'src/console/workflows/chats/ChatListPage.tsx'),
  page(/^\/app\/chat-manager\/assign-order\/?$/, 'src/console/workflows/chatManager/AssignOrderPage.tsx'),
  page(/^\/app\/chat-manager\/re-assign-order\/?$/, 'src/console/workflows/chatManager/ReassignOrderPage.tsx'),
  page(/^\/app\/kanban-board\/?$/, 'src/console/workflows/kanban/KanbanPage.tsx'),
  // Every report's page (the declarations of reports/ name their routes) and every generated list
  // (find orders and find customers among them).
  ...reports.map((r) => page(exactly(r.route), 'src/console/reports/ReportPage.tsx')),
  ...resources.flatMap((r) => (r.routes.list && !r.routes.list.includes(':') ? [page(exactly(r.routes.list), 'src/console/generated/GeneratedList.tsx')] : [])),
  { path: /^\/app(\/|$)/, modules: ADMIN_SHELL, shellOutline: true },
];

/**
 * The entry's stylesheet (a few kB: the outline, cookie banner, toasts) written into the page: it
 * holds back the first paint, and over HTTP/1.1 it would otherwise queue behind the chunks named
 * up front. The CSP allows inline style ('unsafe-inline' in style-src: MUI's emotion needs it).
 */
function inlineStylesheets(html: string, dir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
    if (!existsSync(`${dir}/${file}`)) return tag;
    const css = readFileSync(`${dir}/${file}`, 'utf8').replace(/<\/style/gi, '<\\/style');
    // The link stays, disabled (neither fetched nor applied): Vite's loader looks for it before a
    // lazy chunk that shares code with the entry runs, and would otherwise fetch the sheet again.
    return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
  });
}

/**
 * The page's scripts at low fetch priority: the first paint (the outline above, the inline
 * stylesheet) needs none of them, so none should hold it back. At the default (high) priority a
 * script that happens to arrive before the first frame is treated as one the paint waited for:
 * Lighthouse then puts the whole download before First Contentful Paint (0.7 s or 3 s on a phone
 * from one run to the next). Nothing else competes for the connection, so they arrive as soon.
 */
const paintFirst = (html: string): string => html
  .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"')
  .replace('<script type="module"', '<script type="module" fetchpriority="low"');

/** index.html with, for each of PAGES, the modulepreload links (and outline) that page needs. */
function buildVariants(dir: string): { plain: string; variants: string[] } {
  const html = readFileSync(`${dir}/index.html`, 'utf8');
  const manifestFile = `${dir}/.vite/manifest.json`;
  const manifest: Manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest : {};
  // The entry's chunks are already in index.html (Vite writes their modulepreload links itself).
  const inHtml = chunkClosure(manifest, Object.keys(manifest).filter((k) => manifest[k].isEntry));
  const variants = PAGES.map(({ modules, shellOutline }) => {
    // The page's chunks in run order, each marked for the console to run one per task
    // (src/console/routing/runNamedChunks.ts); then what the shell loads later, unmarked.
    const run = chunksInRunOrder(manifest, modules.filter((m) => !RUN_LATER.has(m))).filter((k) => !inHtml.has(k));
    const named = new Set(run);
    const later = chunksInRunOrder(manifest, modules.filter((m) => RUN_LATER.has(m))).filter((k) => !inHtml.has(k) && !named.has(k));
    const link = (k: string, marker: string) => `<link rel="modulepreload" crossorigin href="/${manifest[k].file}"${marker}>`;
    const links = [...run.map((k) => link(k, ' data-rx-run')), ...later.map((k) => link(k, ''))].join('');
    let page = inlineStylesheets(html, dir);
    if (links) page = page.replace('</head>', `${links}</head>`);
    if (shellOutline) page = paintFirst(page.replace('<div id="root"></div>', `<div id="root">${SHELL_OUTLINE_HTML}</div>`));
    return page;
  });
  // Every other path (sign-in, role choice, /404) gets Vite's HTML as it is.
  return { plain: html, variants };
}

/**
 * The HTML for a path. Built once per build of the console: a new `npm run build` under a running
 * server (its index.html changes) is picked up at the next request, as sendFile did.
 */
export function consolePages(dir: string): (path: string) => string {
  let builtAt = -1;
  let pages = { plain: '', variants: [] as string[] };
  return (path) => {
    const mtime = statSync(`${dir}/index.html`).mtimeMs;
    if (mtime !== builtAt) { pages = buildVariants(dir); builtAt = mtime; }
    const i = PAGES.findIndex((p) => p.path.test(path));
    return i >= 0 ? pages.variants[i] : pages.plain;
  };
}
