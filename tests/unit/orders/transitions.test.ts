import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePermissions } from '../../../src/shared/permissions/model';
import { ORDER_STATUSES, isOrderStatus } from '../../../src/shared/orders/statuses';
import { TRANSITIONS, abilitiesOf, canMove, transitionNamed, transitionsFrom } from '../../../src/shared/orders/transitions';
import { transitionsMarkdown } from '../../../src/shared/orders/transitionsMarkdown';

const root = new URL('../../../', import.meta.url);

describe('order transition table', () => {
  it('names each action once and uses only spec statuses', () => {
    const names = TRANSITIONS.map((t) => t.action);
    expect(new Set(names).size).toBe(names.length);
    for (const t of TRANSITIONS) {
      expect(isOrderStatus(t.to), t.action).toBe(true);
      for (const f of t.from) expect(isOrderStatus(f), t.action).toBe(true);
      expect(t.from).not.toContain(t.to);
      expect(t.ability || t.customer || t.system, `${t.action} has nobody who may do it`).toBeTruthy();
    }
  });

  it('grants through abilities that exist in permissions.yaml', () => {
    const model = parsePermissions(readFileSync(new URL('permissions.yaml', root), 'utf8'));
    for (const t of TRANSITIONS) for (const a of abilitiesOf(t)) expect(model.abilities.has(a), `${t.action}: ${a}`).toBe(true);
  });

  it('reaches every status from new_order, and only cancelled and completed are dead ends', () => {
    const seen = new Set<number>([1]);
    for (let changed = true; changed;) {
      changed = false;
      for (const t of TRANSITIONS) if (t.from.some((f) => seen.has(f)) && !seen.has(t.to)) { seen.add(t.to); changed = true; }
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(ORDER_STATUSES.filter((s) => s !== 0));
    const dead = ORDER_STATUSES.filter((s) => transitionsFrom(s).length === 0);
    expect(dead).toEqual([17, 21]);
  });

  it('answers lookups', () => {
    expect(transitionNamed('startPreparation')).toMatchObject({ from: [8], to: 9, ability: 'preparation.process' });
    expect(canMove(8, 9)).toBe(true);
    expect(canMove(1, 21)).toBe(false);
    expect(transitionsFrom(3).map((t) => t.action)).toContain('confirmQuotationByAgent');
  });

  it("is written out in README.md's Order lifecycle section", () => {
    const doc = readFileSync(new URL('README.md', root), 'utf8');
    expect(doc).toContain(transitionsMarkdown());
  });
});
