import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS as S, TERMINAL_STATUSES } from '../../../src/shared/orders/statuses';
import { buildTestApp, type TestApp } from '../helpers/app';
import { ACTIONS, ACTION_NAMES, FITTING, MONEY_ACTIONS, STOCK_ACTIONS } from './modelActions';
import { buildWorld, orderStates, sharedWorld, START_STATUSES, type Shared } from './modelWorld';
import { fullProblems, listProblems, moneyProblems, movabilityProblems, stockProblems } from './modelChecks';

/**
 * A model-based test of the order lifecycle: random sequences of the real API actions (quote with
 * or without a promo code, confirm by customer or staff, invoice, credit note, prepare, dispatch
 * and re-assign, start run, delivery start, arrive with split payments, reset / cancel / fail trip,
 * deliver, end run, settle, complete, cancel, GRN, stock adjustment) by the roles that hold them,
 * each sequence over one to three orders of its own world (modelWorld.ts: built in-process where
 * the sequence starts — new, quoted, placed, invoiced, prepared, in a pending or a started run).
 * After every step: no answer is a 5xx and a refused action moves no order; every order not final
 * sits where the lifecycle can reach and some role may move it; the world's stock equals its
 * ledger and is never negative. After a step that moves money (invoice, credit note, arrive with
 * its payment, reset or failed trip voiding it, settle, cancel of an invoiced order) the money
 * invariants of db:check hold for the world's orders; after a step that moves an order to another
 * stage, the location's chat badges and All Chats agree with its orders. Ending a started run
 * always works and leaves none of its orders undelivered inside it. At the end of a sequence its
 * money again and the rest of its lists (kanban board, each stage's list, the planner's lists);
 * every RX_MODEL_FULL_EVERY steps (default 200) and at the end of the file, all of db:check.
 *
 * Replay a failure: RX_MODEL_SEED=<seed> RX_MODEL_PATH=<path> (both printed) npx vitest run --project api
 * tests/api/lifecycle/model.test.ts; RX_MODEL_RUNS sets the number of sequences (default 500).
 */
let t: TestApp;
let s: Shared;
const RUNS = Number(process.env.RX_MODEL_RUNS ?? 500);
const FULL_EVERY = Number(process.env.RX_MODEL_FULL_EVERY ?? 200);
let steps = 0;
/** Wall and CPU milliseconds of building worlds, acting and checking (the costliest printed with the totals). */
const T: Record<string, { wall: number; cpu: number; n: number }> = {};
const tick = async <X>(k: string, f: () => Promise<X>): Promise<X> => {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  try { return await f(); } finally {
    const d = process.cpuUsage(cpu);
    const m = (T[k] ??= { wall: 0, cpu: 0, n: 0 });
    m.wall += performance.now() - wall; m.cpu += (d.user + d.system) / 1000; m.n++;
  }
};

beforeAll(async () => {
  // Sign-ins are reused for the whole file, which may outlast the default 15 minutes on a busy machine.
  t = await buildTestApp({ env: { ACCESS_TOKEN_SECONDS: '86400' } });
  s = await sharedWorld(t.app, t.ids.supplierIds[0]);
}, 120_000);
afterAll(async () => { await t?.close(); });

const step = fc.record({ wild: fc.integer({ min: 0, max: 7 }).map((n) => n === 0), action: fc.nat(), order: fc.nat(), p: fc.nat(1000) });
const isFinal = (status: number) => TERMINAL_STATUSES.includes(status as never);
/** Fails naming every problem (an assertion's diff would print only "[ Array(1) ]" through fast-check). */
const fail = (where: string, problems: string[]) => { if (problems.length) throw new Error(`${where}:\n  ${problems.join('\n  ')}`); };

async function runSequence(plan: { starts: number[]; steps: Array<{ wild: boolean; action: number; order: number; p: number }> }): Promise<void> {
  const w = await tick('world', () => buildWorld(s, plan.starts, plan.steps[0]?.p ?? 0));
  const post = (url: string, payload: object, who: { headers: { authorization: string } }) => t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: who.headers, payload });
  let all = await tick('states', () => orderStates(t.app, w.orders));
  let badgesChecked = false;
  fail('the world as built', movabilityProblems(s, all));
  for (const [k, st] of plan.steps.entries()) {
    const open = all.filter((x) => !isFinal(x.status));
    if (!open.length) break; // every order of the world is closed: the sequence is over
    steps++;
    const o = st.wild ? all[st.order % all.length] : open[st.order % open.length];
    // Now and then the stock side moves under the open orders (a GRN, a count); else a move that fits the order, or a wild one.
    const fitting = FITTING[o.status];
    if (!fitting) throw new Error(`the model has no action for status ${o.status}`);
    const name = st.wild ? ACTION_NAMES[st.action % ACTION_NAMES.length] : st.action % 8 === 0 ? STOCK_ACTIONS[st.p % 2] : fitting[st.action % fitting.length];
    const res = await tick(`act ${name}`, () => ACTIONS[name]({ s, w, o, all, p: st.p, post }));
    const where = `step ${k} ${name} on order ${o.id} (status ${o.status}, run ${o.run})`;
    expect(res.statusCode, `${where}: ${res.body}`).toBeLessThan(500);
    const after = await tick('states', () => orderStates(t.app, w.orders));
    if (res.statusCode >= 400 && name !== 'quote' && name !== 'invoice') {
      // One call refused changes nothing (the quote and invoice actions make two or three calls, the first may stand).
      expect(after.map((x) => x.status), `${where} was refused yet moved orders`).toEqual(all.map((x) => x.status));
    }
    if (name === 'endRun' && o.run === 'ongoing') {
      expect(res.statusCode, `${where}: ${res.body}`).toBe(200);
      const left = after.filter((x) => x.runId === o.runId && x.status !== S.delivered && x.status !== S.completed);
      expect(left.map((x) => `${x.id}:${x.status}`), `${where} left orders in the ended run`).toEqual([]);
    }
    const problems = movabilityProblems(s, after);
    problems.push(...await tick('check stock', () => stockProblems(s, w)));
    if (res.statusCode < 400 && MONEY_ACTIONS.has(name) && (name !== 'cancel' || o.status >= S.invoice_done)) problems.push(...await tick('check money', () => moneyProblems(s, w)));
    // When an order changed stage (orderStates answers in id order, as before the step).
    if (after.some((x, i) => x.stage !== all[i].stage)) {
      problems.push(...await tick('check lists', () => listProblems(s, w, after, { badges: true, boards: false })));
      badgesChecked = true;
    }
    if (steps % FULL_EVERY === 0) problems.push(...await tick('check db', () => fullProblems(s)));
    fail(where, problems);
    all = after;
  }
  // The end of a sequence: its money, and every list of its location (the badges are as last checked unless no stage changed).
  const end = [...await tick('check money', () => moneyProblems(s, w)), ...await tick('check lists', () => listProblems(s, w, all, { badges: !badgesChecked, boards: true }))];
  fail('at the end of the sequence', end);
}

describe('the order lifecycle under random sequences of real API actions', () => {
  it(`keeps stock, money, lists and every order's way forward intact (${RUNS} sequences)`, async () => {
    const seed = process.env.RX_MODEL_SEED ? Number(process.env.RX_MODEL_SEED) : Date.now() % 2_147_483_647;
    const path = process.env.RX_MODEL_PATH;
    const started = Date.now();
    const cpu = process.cpuUsage();
    const plan = fc.record({
      starts: fc.array(fc.integer({ min: 0, max: START_STATUSES.length - 1 }), { minLength: 1, maxLength: 3 }),
      steps: fc.array(step, { minLength: 5, maxLength: 15 }),
    });
    const result = await fc.check(fc.asyncProperty(plan, runSequence), {
      seed, path, numRuns: path ? 1 : RUNS, endOnFailure: !process.env.RX_MODEL_SHRINK,
    });
    const full = result.failed ? [] : await tick('check db', () => fullProblems(s));
    const used = process.cpuUsage(cpu);
    const phases = Object.entries(T).sort((a, b) => b[1].cpu - a[1].cpu).slice(0, 8)
      .map(([k, v]) => `${k} ×${v.n} ${(v.cpu / 1000).toFixed(1)} s cpu (${(v.cpu / v.n).toFixed(1)} ms each), ${(v.wall / 1000).toFixed(1)} s wall`).join('\n  ');
    console.log(`lifecycle model: ${result.numRuns} sequences, ${steps} steps, ${((Date.now() - started) / 1000).toFixed(1)} s wall, `
      + `${((used.user + used.system) / 1e6).toFixed(1)} s cpu of this process (seed ${seed})\n  ${phases}`);
    if (result.failed) {
      throw new Error(`lifecycle model failed; replay with RX_MODEL_SEED=${seed} RX_MODEL_PATH=${result.counterexamplePath}\n`
        + `${fc.stringify(result.counterexample)}\n${String((result as { errorInstance?: unknown }).errorInstance)}`);
    }
    expect(full, 'db:check after every sequence').toEqual([]);
  }, 1_800_000);
});
