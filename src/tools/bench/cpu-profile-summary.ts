/**
 * A flame graph in text of a V8 CPU profile (`node --cpu-prof`): the call tree by inclusive share
 * of the samples, each frame named `function (package or file:line)`, cut below a share; then the
 * functions and the packages with the most self time. Not a test: a profile's reading for a note.
 *
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx src/server/main.ts   (then load it, then stop it)
 *   npx tsx src/tools/bench/cpu-profile-summary.ts /tmp/prof/CPU.*.cpuprofile [--min 1.5] [--depth 40] [--top 25]
 *
 * Idle time ("(idle)"), the garbage collector and the program root are kept apart so the shares
 * of the work add up to the time the process was busy.
 */
import { readFileSync } from 'node:fs';
import { args, opt } from './benchArgs';

interface CallFrame { functionName: string; url: string; lineNumber: number }
interface ProfileNode { id: number; callFrame: CallFrame; hitCount?: number; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

const file = args.find((a) => a.endsWith('.cpuprofile'));
if (!file) { console.error('usage: cpu-profile-summary.ts <file.cpuprofile> [--min 1.5] [--depth 40] [--top 25]'); process.exit(2); }
const MIN = Number(opt('min', '1.5'));
const DEPTH = Number(opt('depth', '40'));
const TOP = Number(opt('top', '25'));

const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Self time per node: each sample's delta belongs to the node sampled.
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = new Map<number, number>();
const inclusive = (id: number): number => {
  const known = total.get(id);
  if (known !== undefined) return known;
  const n = byId.get(id)!;
  const t = (self.get(id) ?? 0) + (n.children ?? []).reduce((s, c) => s + inclusive(c), 0);
  total.set(id, t);
  return t;
};

/** The package a frame's file belongs to (node_modules/<pkg>), else the path under the project. */
function where(f: CallFrame): string {
  if (!f.url) return '';
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(f.url);
  if (nm) return nm[1];
  if (f.url.startsWith('node:')) return f.url;
  const src = /\/(src\/.*)$/.exec(f.url);
  return `${src ? src[1] : f.url}:${f.lineNumber + 1}`;
}
const label = (f: CallFrame) => `${f.functionName || '(anonymous)'}${where(f) ? ` (${where(f)})` : ''}`;

const root = profile.nodes.find((n) => !parent.has(n.id))!;
const APART = new Set(['(idle)', '(garbage collector)', '(program)']);
const all = inclusive(root.id);
const apart = profile.nodes.filter((n) => APART.has(n.callFrame.functionName));
const busy = all - apart.reduce((s, n) => s + inclusive(n.id), 0);
const ms = (us: number) => `${(us / 1000).toFixed(0)} ms`;
const pct = (us: number) => `${((us / busy) * 100).toFixed(1)}%`;

console.log(`profile: ${file}`);
console.log(`wall ${ms(all)}; busy ${ms(busy)} (${((busy / all) * 100).toFixed(0)}%)${apart.map((n) => `; ${n.callFrame.functionName} ${ms(inclusive(n.id))}`).join('')}`);
console.log(`\nflame graph (inclusive share of the busy time, frames of ${MIN}% and more):`);

function print(id: number, depth: number) {
  const n = byId.get(id)!;
  const kids = (n.children ?? []).filter((c) => !APART.has(byId.get(c)!.callFrame.functionName) && (inclusive(c) / busy) * 100 >= MIN)
    .sort((a, b) => inclusive(b) - inclusive(a));
  if (depth > DEPTH) return;
  for (const c of kids) {
    const f = byId.get(c)!.callFrame;
    console.log(`${'  '.repeat(depth)}${pct(inclusive(c)).padStart(6)}  ${label(f)}`);
    print(c, depth + 1);
  }
}
print(root.id, 0);

/** Self time summed by a key over every node of the work (the apart ones left out). */
function topBy(key: (f: CallFrame) => string) {
  const sums = new Map<string, number>();
  for (const n of profile.nodes) if (!APART.has(n.callFrame.functionName)) sums.set(key(n.callFrame), (sums.get(key(n.callFrame)) ?? 0) + (self.get(n.id) ?? 0));
  return [...sums].sort((a, b) => b[1] - a[1]).slice(0, TOP);
}
console.log(`\nself time by function (top ${TOP}):`);
for (const [k, v] of topBy(label)) console.log(`${pct(v).padStart(6)}  ${k}`);
console.log(`\nself time by package or file (top ${TOP}):`);
for (const [k, v] of topBy((f) => { const w = where(f); return /^src\//.test(w) ? w.replace(/:\d+$/, '') : w || '(native)'; })) console.log(`${pct(v).padStart(6)}  ${k}`);
