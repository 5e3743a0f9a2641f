/**
 * Where a page's first load spends the main thread: opens a console page cold in Debian chromium
 * (CPU slowed 4×, as Lighthouse's mobile profile), signed in as a role, and prints its long tasks,
 * React commits, emotion style insertions, the largest contentful paint's candidates, the first
 * use of each ICU-backed API (Intl, toLocaleString, localeCompare: the first loads locale data) and the
 * functions with the most self time (a CPU profile). Not a test; read beside `lighthouse.ts`
 * before and after a change to the shell.
 *
 *   npm run build && SEED_DEMO=1 npm run serve                       (another terminal)
 *   npx tsx src/tools/bench/first-load-trace.ts [URL] --path /app/chats/all/new-requests --role customer_support [--cpu 4] [--top 30] [--width 412]
 *     [--tail 1500] (ms watched after the first rows: what the page does once idle, as Lighthouse's blocking time counts it)
 *
 * Build with `npx vite build --minify false` first to read the functions' names.
 */
import { chromium } from 'playwright-core';
import { consoleSession } from './consoleSession';
import { args, opt, serverArg, loadAverage } from './benchArgs';
import { PLAYWRIGHT_DISABLE_FEATURES } from '../lib/headlessChromium';

const base = serverArg('http://127.0.0.1:8080').replace(/\/$/, '');
const PATH = opt('path', '/app/chats/all/new-requests');
const ROLE = opt('role', 'customer_support');
const CPU = Number(opt('cpu', '4'));
const TOP = Number(opt('top', '30'));
/** The window's width: a phone's (Lighthouse's mobile) unless asked, e.g. --width 1366 for a desk's lists. */
const WIDTH = Number(opt('width', '412'));

/** Counts React commits (through the devtools hook React looks for) and style rules inserted, and records long tasks. */
const PROBE = `(() => {
  const probe = window.__firstLoad = { byName: {}, fibers: 0, commits: [], styleInserts: 0, styleTags: 0, longTasks: [], lcp: [], icu: [] };
  // The first call of each ICU-backed API (its first use loads the locale's data: tens of ms), with where it came from.
  const firstUse = (owner, key, label) => { const f = owner[key]; let seen = false;
    const wrapped = function (...a) {
      if (!seen) { seen = true; probe.icu.push([Math.round(performance.now()), label, (new Error().stack || '').split('\\n').slice(2, 4).map((l) => l.trim().replace(/https?:\\/\\/[^/]+\\//, '')).join(' < ')]); }
      return new.target ? Reflect.construct(f, a, new.target) : f.apply(this, a); };
    // Intl's constructors keep their statics (supportedLocalesOf) and prototype.
    Object.setPrototypeOf(wrapped, f); wrapped.prototype = f.prototype; owner[key] = wrapped; };
  for (const k of ['DateTimeFormat', 'NumberFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'Segmenter']) if (Intl[k]) firstUse(Intl, k, 'Intl.' + k);
  firstUse(Number.prototype, 'toLocaleString', 'Number#toLocaleString');
  for (const k of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']) firstUse(Date.prototype, k, 'Date#' + k);
  firstUse(String.prototype, 'localeCompare', 'String#localeCompare');
  const seen = new WeakMap();
  // A fiber's component name: a host element's tag, a component's (or its forwardRef's / memo's) name.
  const nameOf = (t) => typeof t === 'string' ? t : t ? (t.displayName || t.name || (t.render && (t.render.displayName || t.render.name)) || (t.type && (t.type.displayName || t.type.name)) || '(other)') : '(text)';
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = { isDisabled: false, supportsFiber: true, renderers: new Map(), inject() { return 1; },
    onCommitFiberRoot(_id, root, priority) {
      // The components that rendered in this commit and whose parent did not: what started each update.
      // Which of a component's hooks changed (their positions): why it rendered again.
      const changedHooks = (c) => { if (!c.alternate || c.alternate.memoizedProps !== c.memoizedProps) return ''; const out = [];
        for (let h = c.memoizedState, o = c.alternate.memoizedState, i = 0; h && o && i < 60; h = h.next, o = o.next, i++) if (h.memoizedState !== o.memoizedState && !(h.memoizedState && h.memoizedState.create)) out.push(i);
        return out.length ? '#' + out.join('.') : ''; };
      const starts = []; const names = {}; let rendered = 0; const walk = (f, parentRendered) => {
        for (let c = f; c; c = c.sibling) {
          // Rendered in this commit: new, or its props or hooks are not what the last commit left. (A
          // fiber's PerformedWork flag is not enough: a subtree React skipped keeps its old flags.)
          const was = seen.get(c) || (c.alternate && seen.get(c.alternate));
          const did = !was || was[0] !== c.memoizedProps || was[1] !== c.memoizedState;
          now.push(c);
          probe.fibers++;
          { const n = nameOf(c.type); probe.byName[n] = (probe.byName[n] || 0) + 1; }
          if (did && typeof c.type !== 'string') { rendered++; { const n = nameOf(c.type); names[n] = (names[n] || 0) + 1; } if (!parentRendered && typeof c.type === 'function') starts.push((c.type.displayName || c.type.name || '?') + changedHooks(c)); }
          if (c.child) walk(c.child, did);
        }
      };
      probe.fibers = 0; probe.byName = {}; const now = [];
      try { walk(root.current.child, false); } catch (e) { probe.error = String(e); }
      for (const c of now) seen.set(c, [c.memoizedProps, c.memoizedState]);
      const most = Object.entries(names).sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, v]) => k + ' ' + v).join(', ');
      probe.commits.push({ at: Math.round(performance.now()), priority, rendered, starts: [...new Set(starts)].slice(0, 6), most });
    }, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {} };
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (...a) { probe.styleInserts++; return insertRule.apply(this, a); };
  new MutationObserver((ms) => { for (const m of ms) for (const n of m.addedNodes) if (n.nodeName === 'STYLE') probe.styleTags++; }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) probe.longTasks.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
  // Each largest-contentful-paint candidate (the last one is the page's LCP): Lighthouse's own
  // LCP-element audit fails with Debian's Chromium 156 ("reading 'frame_sequence'").
  new PerformanceObserver((l) => { for (const e of l.getEntries()) { const el = e.element;
    probe.lcp.push([Math.round(e.startTime), e.size, el ? el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(' ')[0] : '') + ' "' + (el.textContent || '').trim().slice(0, 40) + '"' : '(removed)']); } }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }

/**
 * --tasks: the profile's busy stretches over 50 ms (runs of samples with no idle sample between:
 * the long tasks, as the profiler saw them), each with where its time went: the React phase
 * (render, commit, effects) or module evaluation, and the functions with the most self time in it.
 */
function printBusyStretches(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const PHASES: Array<[RegExp, string]> = [[/^(commitRoot|commitRootImpl|flushPassiveEffects|flushPendingEffects)$/, 'commit+effects'],
    [/^(workLoopConcurrent|workLoopConcurrentByScheduler|workLoopSync|renderRootSync|renderRootConcurrent)$/, 'render']];
  const phaseOf = (id: number) => {
    let phase = 'other';
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const name = byId.get(n)!.callFrame.functionName;
      const hit = PHASES.find(([re]) => re.test(name));
      if (hit) phase = hit[1];
      if (!parent.has(n) && phase === 'other') { const url = byId.get(id)!.callFrame.url; phase = url ? 'script' : 'other'; }
    }
    return phase;
  };
  let at = 0; let start = -1; let cur: Map<string, number> = new Map(); let phases: Map<string, number> = new Map(); let busy = 0;
  const flush = () => {
    if (start >= 0 && busy >= 50) {
      const top = [...cur].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${v.toFixed(0)}`).join('; ');
      const ph = [...phases].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ');
      console.log(`    ${busy.toFixed(0).padStart(4)} ms at ${start.toFixed(0).padStart(5)}  [${ph}]  ${top}`);
    }
    start = -1; cur = new Map(); phases = new Map(); busy = 0;
  };
  console.log('  busy stretches over 50 ms (ms at ms from the profile start) [phase ms]  top self time:');
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000; at += dt;
    const f = byId.get(id)!.callFrame;
    if (f.functionName === '(idle)') { flush(); return; }
    if (start < 0) start = at;
    busy += dt;
    const key = `${f.functionName || '(anonymous)'}`;
    cur.set(key, (cur.get(key) ?? 0) + dt);
    const ph = phaseOf(id); phases.set(ph, (phases.get(ph) ?? 0) + dt);
  });
  flush();
}

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage', PLAYWRIGHT_DISABLE_FEATURES] });
  try {
    const context = await browser.newContext({ viewport: { width: WIDTH, height: WIDTH > 800 ? 900 : 823 } });
    const auth = JSON.stringify(await consoleSession(base, ROLE, opt('password', 'rxdesk-demo')));
    await context.addInitScript(({ auth, probe }) => {
      if (location.pathname.startsWith('/app')) { localStorage.setItem('rxdesk.auth', auth); localStorage.setItem('rxdesk.cookieConsent', 'agreed'); }
      (0, eval)(probe);
    }, { auth, probe: PROBE });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${base}${PATH}`, { waitUntil: 'networkidle' });
    // The page's first list (cards, table rows, a kanban column or a generated list), then what follows it.
    await page.waitForSelector(opt('wait', '[data-testid="order-card"], [data-testid="order-row"], table tbody tr, .MuiList-root li, [data-testid="empty-state"]'), { timeout: 30_000 }).catch(() => console.log('  (the list did not show within 30 s)'));
    await page.waitForTimeout(Number(opt('tail', '1500')));
    const { profile } = await cdp.send('Profiler.stop') as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
    const probe = await page.evaluate(() => (window as unknown as { __firstLoad: { byName: Record<string, number>; fibers: number; commits: Array<{ at: number; priority: number; rendered: number; starts: string[]; most: string }>; styleInserts: number; styleTags: number; longTasks: Array<[number, number]>; lcp: Array<[number, number, string]>; icu: Array<[number, string, string]> } }).__firstLoad);
    if ((probe as { error?: string }).error) console.log('probe error', (probe as { error?: string }).error);
    const rows = await page.locator('table tbody tr, [data-testid="order-card"]').count();

    const self = new Map<string, number>();
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    profile.samples.forEach((id, i) => {
      const f = byId.get(id)!.callFrame;
      const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
    const blocking = probe.longTasks.reduce((s, [, d]) => s + Math.max(0, d - 50), 0);
    console.log(`${PATH} as ${ROLE}, CPU ${CPU}× slower (load ${loadAverage()})`);
    console.log(`  long tasks ${probe.longTasks.length} (blocking ${blocking} ms over 50 ms each): ${probe.longTasks.map(([s, d]) => `${d}@${s}`).join(' ')}`);
    console.log(`  largest contentful paint candidates (ms, px², element): ${probe.lcp.map(([t, size, el]) => `${t} ${size} ${el}`).join(' → ') || 'none'}`);
    console.log(`  React commits ${probe.commits.length} (at ms, components rendered, where updates started):`);
    for (const c of probe.commits) {
      console.log(`    ${String(c.at).padStart(5)}  ${String(c.rendered).padStart(4)}  ${c.starts.join(', ')}`);
      // --why: the components that rendered most in each commit.
      if (args.includes('--why')) console.log(`             rendered: ${c.most}`);
    }
    // Besides these, a date box (<input type=date>) loads the locale's date formats in the page itself.
    console.log(`  first use of ICU (ms, API, called from): ${probe.icu.map(([t, api, from]) => `${t} ${api} ${from}`).join('; ') || 'none'}`);
    console.log(`  style rules inserted ${probe.styleInserts}, <style> tags added ${probe.styleTags}; rows shown ${rows}; React fibers in the page ${probe.fibers}`);
    if (args.includes('--fibers')) console.log(`  fibers by component: ${Object.entries(probe.byName).sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${k} ${v}`).join(', ')}`);
    console.log(`  self time (ms, idle and program excluded):`);
    for (const [k, v] of [...self].filter(([k]) => !/^\((idle|program|garbage collector)\)/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`    ${v.toFixed(1).padStart(7)}  ${k}`);
    const gc = [...self].filter(([k]) => k.startsWith('(garbage')).reduce((s, [, v]) => s + v, 0);
    console.log(`    ${gc.toFixed(1).padStart(7)}  (garbage collector)`);
    if (args.includes('--tasks')) printBusyStretches(profile);
  } finally {
    await browser.close();
  }
}

main().catch((e) => { console.error(e); process.exit(1); });
