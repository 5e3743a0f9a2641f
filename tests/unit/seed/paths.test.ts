import { describe, expect, it } from 'vitest';
import { OLD_WEIGHTS, PATHS, RECENT_WEIGHTS, minutesTo, reaches } from '../../../src/server/db/seed/demo/paths';
import { Prng } from '../../../src/server/db/seed/demo/prng';
import { ORDER_STATUSES } from '../../../src/shared/orders/statuses';
import { TRANSITIONS } from '../../../src/shared/orders/transitions';

describe('demo status paths', () => {
  it('walk the transition table from new_order to every status but draft', () => {
    const finals = new Set(PATHS.map((p) => p.final));
    expect([...finals].sort((a, b) => a - b)).toEqual(ORDER_STATUSES.filter((s) => s !== 0));
    for (const p of PATHS) {
      expect(p.steps[0]).toMatchObject({ action: 'placeOrder', to: 1 });
      for (const s of p.steps.slice(1)) {
        const t = TRANSITIONS.find((x) => x.action === s.action)!;
        expect(t.from).toContain(s.from);
        expect(t.to).toBe(s.to);
      }
      expect(p.steps[p.steps.length - 1].to).toBe(p.final);
    }
  });

  it('weights only statuses that have a path', () => {
    for (const w of [OLD_WEIGHTS, RECENT_WEIGHTS]) for (const s of Object.keys(w)) expect(PATHS.some((p) => p.final === Number(s))).toBe(true);
  });

  it('answers path facts', () => {
    const completed = PATHS.find((p) => p.final === 21)!;
    expect(reaches(completed, 7)).toBe(true);
    expect(minutesTo(completed, 1)).toBe(0);
    expect(minutesTo(completed, 17)).toBeNull();
  });
});

describe('seeded PRNG', () => {
  it('repeats for a seed and differs between seeds', () => {
    const a = Array.from({ length: 5 }, ((r) => () => r.next())(new Prng(7)));
    const b = Array.from({ length: 5 }, ((r) => () => r.next())(new Prng(7)));
    const c = Array.from({ length: 5 }, ((r) => () => r.next())(new Prng(8)));
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    for (const x of a) expect(x).toBeGreaterThanOrEqual(0);
    const r = new Prng(1);
    for (let i = 0; i < 100; i++) { const n = r.int(3, 5); expect(n).toBeGreaterThanOrEqual(3); expect(n).toBeLessThanOrEqual(5); }
  });
});
