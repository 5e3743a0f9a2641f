import { describe, expect, it } from 'vitest';
import { ORDER_STATUS as S, ORDER_STATUSES, TERMINAL_STATUSES } from '../../../src/shared/orders/statuses';
import { RUN_STATES, TRANSITIONS, openTransitions, runStatesOf, transitionNamed, type RunState } from '../../../src/shared/orders/transitions';
import { ORDER_RUN_STATES, orderRunProblem } from '../../../src/shared/orders/runStates';

type Pair = `${number}/${RunState}`;

/**
 * Walks the lifecycle as (order status, run state) pairs: each transition where its run state allows,
 * moving the order into a new pending run (dispatchRunId) or out of its run (leaveDispatchRun); and
 * the run's own moves: start (pending → ongoing, every order of it starts together) and end
 * (ongoing → completed: arrived delivered, undelivered returned, delivered/completed stay).
 */
function reachable(): Set<Pair> {
  const seen = new Set<Pair>([`${S.draft}/none`, `${S.new_order}/none`]);
  const add = (status: number, run: RunState, into: Pair[]) => { const p: Pair = `${status}/${run}`; if (!seen.has(p)) { seen.add(p); into.push(p); } };
  const endRun = (status: number): number | null => {
    for (const action of ['deliver', 'returnToPharmacy']) if (transitionNamed(action)!.from.includes(status as never)) return transitionNamed(action)!.to;
    return [S.delivered, S.completed].includes(status as never) ? status : null;
  };
  for (let queue: Pair[] = [...seen]; queue.length;) {
    const next: Pair[] = [];
    for (const pair of queue) {
      const [s, r] = pair.split('/') as [string, RunState];
      const status = Number(s);
      for (const t of TRANSITIONS) {
        if (!t.from.includes(status as never) || !runStatesOf(t).includes(r)) continue;
        if (t.action === 'startDispatch') continue; // only the run's start moves it (below)
        const run: RunState = t.effects.includes('leaveDispatchRun') ? 'none' : t.patch?.includes('dispatchRunId') ? 'pending' : r;
        add(t.to, run, next);
      }
      if (r === 'pending' && status === S.rider_assigned) add(S.dispatch_start, 'ongoing', next);
      if (r === 'ongoing') {
        const to = endRun(status);
        expect(to, `ending a run leaves ${status} behind`).not.toBeNull();
        add(to!, to === S.dispatch_end ? 'none' : 'completed', next);
      }
    }
    queue = next;
  }
  return seen;
}

describe('where an order may sit with respect to its dispatch run', () => {
  it('is exactly what the lifecycle reaches (transitions, run start and run end)', () => {
    const declared = ORDER_STATUSES.flatMap((s) => ORDER_RUN_STATES[s].map((r) => `${s}/${r}`)).sort();
    expect([...reachable()].sort()).toEqual(declared);
  });

  it('leaves every order that is not final with a move open to it (the order HN002862 did not have)', () => {
    for (const s of ORDER_STATUSES) {
      for (const r of ORDER_RUN_STATES[s]) {
        if (TERMINAL_STATUSES.includes(s)) continue;
        expect(openTransitions(s, r).length, `${s} in a ${r} run`).toBeGreaterThan(0);
      }
    }
    expect(openTransitions(S.rider_assigned, 'ongoing').map((t) => t.action)).toEqual(['returnToPharmacy']);
  });

  it('names what is wrong with every other pair, and nothing with the reachable ones', () => {
    for (const s of ORDER_STATUSES) {
      for (const r of RUN_STATES) {
        expect(orderRunProblem(s, r) === null, `${s}/${r}`).toBe(ORDER_RUN_STATES[s].includes(r));
      }
    }
    expect(orderRunProblem(S.rider_assigned, 'ongoing')).toBe('rider_assigned (11) in an ongoing dispatch run: the lifecycle only has it in a pending dispatch run');
    expect(orderRunProblem(S.dispatch_end, 'completed')).toMatch(/dispatch_end \(16\) in a completed dispatch run/);
  });
});
