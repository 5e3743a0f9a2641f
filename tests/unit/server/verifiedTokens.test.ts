import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from '../../../src/server/plugins/verifiedTokens';

const agent = (id: number) => ({ id, role: 'pharmacist', locationId: 1, family: `f${id}`, generation: 0 });

describe('verified access tokens (the access gate keeps their claims)', () => {
  it('answers a kept token until its expiry second, as the verifier judges it, and never after', () => {
    let now = 1_000_000_000_000;
    const kept = new VerifiedTokens(10, () => now);
    const exp = now / 1000 + 60;
    kept.keep('a.b.c', agent(1), exp);
    expect(kept.get('a.b.c')).toEqual(agent(1));
    now = exp * 1000;
    expect(kept.get('a.b.c')).toEqual(agent(1));
    now = exp * 1000 + 1;
    expect(kept.get('a.b.c')).toBeUndefined();
    // Dropped once expired: turning the clock back does not revive it.
    now = exp * 1000 - 10_000;
    expect(kept.get('a.b.c')).toBeUndefined();
    expect(kept.size).toBe(0);
  });

  it('answers only the exact token string that was verified', () => {
    const kept = new VerifiedTokens();
    kept.keep('head.body.sig', agent(1), Date.now() / 1000 + 60);
    expect(kept.get('head.body.sig')).toBeDefined();
    expect(kept.get('head.body.sig2')).toBeUndefined();
    expect(kept.get('head.body.si')).toBeUndefined();
    expect(kept.get('HEAD.body.sig')).toBeUndefined();
  });

  it('never keeps a token without a usable expiry', () => {
    const kept = new VerifiedTokens();
    kept.keep('no-exp', agent(1), undefined);
    kept.keep('text-exp', agent(2), '9999999999');
    kept.keep('nan-exp', agent(3), Number.NaN);
    expect(kept.size).toBe(0);
    expect(kept.get('no-exp')).toBeUndefined();
  });

  it('stays within its bound, the oldest token going first', () => {
    const kept = new VerifiedTokens(3);
    const exp = Date.now() / 1000 + 60;
    for (const t of ['t1', 't2', 't3', 't4']) kept.keep(t, agent(Number(t[1])), exp);
    expect(kept.size).toBe(3);
    expect(kept.get('t1')).toBeUndefined();
    expect(kept.get('t4')?.id).toBe(4);
  });

  it('hands out claims no request can change for the next one', () => {
    const kept = new VerifiedTokens();
    kept.keep('tok', agent(7), Date.now() / 1000 + 60);
    const first = kept.get('tok')!;
    expect(() => { (first as { role: string | null }).role = 'super_admin'; }).toThrow(TypeError);
    expect(kept.get('tok')!.role).toBe('pharmacist');
  });
});
