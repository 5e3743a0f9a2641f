/**
 * `npm run size` (after `vite build`): the gzipped JavaScript each first screen needs, from
 * dist/.vite/manifest.json. The sign-in page needs the entry and its static imports; the /app
 * shell needs those plus the lazy AdminApp chunk and its static imports; the first lists a role
 * opens need the shell plus their page's chunk and its static imports. Other lazy screens (forms,
 * other workflow pages) load later and are not counted. Exits 1 above a budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkClosure, type Manifest } from '../server/plugins/viteManifest';

const DIST = process.argv[2] ?? 'dist';
const BUDGETS_KB = { signIn: 150, appShell: 350 };
/**
 * The first lists a role opens (issue 22): the /app shell plus the page's chunk and its static
 * imports, as the server names them up front (src/server/plugins/consolePage.ts). A generated list
 * needed 458 kB before its forms stopped carrying ajv (422 kB after); find orders and find customers
 * are generated lists.
 */
const FIRST_LISTS = [
  { name: 'chat list', module: 'src/console/workflows/chats/ChatListPage.tsx', budget: 310 },
  // 319.8 kB, then 320.3 kB once a re-read after a reconnection keeps the cards that did not change
  // (paging/sameRows, board.keepUnchangedBoard: no card drawn again) and the first connection re-reads.
  // Most of the rest is the order lists' chunks (table, filters) the board loads for three small parts.
  { name: 'kanban', module: 'src/console/workflows/kanban/KanbanPage.tsx', budget: 321 },
  // 313.3 kB while the agent picker (its Dialog and the form parts) loaded with the list, 305.9 kB since it waits for a press.
  { name: 'chat manager', module: 'src/console/workflows/chatManager/AssignOrderPage.tsx', budget: 312 },
  // 431.6 kB once GRNs, orders, documents, runs, settlements, keys and audit grew the generator's vocabulary;
  // 425.0 kB while react-admin's List brought the filter form (react-hook-form, every input) before the
  // first row, 377.1 kB since the filters load after the rows (ListToolbar).
  { name: 'generated list', module: 'src/console/generated/GeneratedList.tsx', budget: 385 },
  { name: 'report page', module: 'src/console/reports/ReportPage.tsx', budget: 320 },
];
const SIGN_IN_PAGES = ['src/console/pages/LoginPage.tsx'];
const APP_SHELL = 'src/console/app/AdminApp.tsx';

const manifestPath = join(DIST, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} not found: run "vite build" first (build.manifest must be true).`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

const gzipKb = (keys: Iterable<string>): number => {
  let bytes = 0;
  for (const key of keys) {
    const file = manifest[key].file;
    if (file.endsWith('.js')) bytes += gzipSync(readFileSync(join(DIST, file))).length;
  }
  return bytes / 1000;
};

const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
if (entries.length !== 1) {
  console.error(`Expected one entry chunk in the manifest, found ${entries.length}.`);
  process.exit(2);
}
const entry = entries[0];
if (!manifest[APP_SHELL]) {
  console.error(`${APP_SHELL} is not a chunk of its own: the /app shell must be lazy-loaded.`);
  process.exit(2);
}

const signIn = chunkClosure(manifest, [entry, ...SIGN_IN_PAGES]);
const appShell = new Set([...signIn, ...chunkClosure(manifest, [APP_SHELL])]);

const results = [
  { name: 'sign-in page (/login)', kb: gzipKb(signIn), budget: BUDGETS_KB.signIn, chunks: signIn.size },
  { name: 'app shell (/app)', kb: gzipKb(appShell), budget: BUDGETS_KB.appShell, chunks: appShell.size },
  ...FIRST_LISTS.map(({ name, module, budget }) => {
    if (!manifest[module]) { console.error(`${module} is not a chunk of its own: the ${name} must be a lazy route.`); process.exit(2); }
    const closure = new Set([...appShell, ...chunkClosure(manifest, [module])]);
    return { name: `${name} (/app + page)`, kb: gzipKb(closure), budget, chunks: closure.size };
  }),
];

/**
 * The rider's phone pages (the rider shell and its lazy pages): the entry and their own chunks, never
 * the /app shell. A chunk group that put a module a rider uses beside one that imports the shell
 * (src/tools/*Chunk.ts) would drag all of it in, ~100 kB more on a phone. The order page (dialogs,
 * the payment form) needed 240 kB.
 */
const RIDER_BUDGET_KB = 250;
const riderPages = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && /src\/console\/workflows\/rider\//.test(k));
if (!riderPages.length) { console.error('No rider page in the manifest (src/console/workflows/rider/*): the rider shell must be lazy-loaded.'); process.exit(2); }
const riderResults = riderPages.map((module) => {
  const closure = new Set([...signIn, ...chunkClosure(manifest, [module])]);
  const withShell = closure.has(APP_SHELL);
  return { name: `rider ${module.replace(/^.*\//, '').replace(/\.tsx?$/, '')}${withShell ? ' (loads the /app shell)' : ''}`, kb: withShell ? Infinity : gzipKb(closure), budget: RIDER_BUDGET_KB, chunks: closure.size };
});

let over = false;
for (const r of [...results, ...riderResults]) {
  const ok = r.kb <= r.budget;
  over ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${r.name}: ${r.kb.toFixed(1)} kB gzip JS in ${r.chunks} chunk(s) (budget ${r.budget} kB)`);
}
process.exit(over ? 1 : 0);
