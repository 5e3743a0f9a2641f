import { describe, expect, it } from 'vitest';
import { LoginLimiter } from '../../../src/server/modules/auth/loginLimiter';

describe('login limiter', () => {
  it('blocks after the limit within the window and frees after it', () => {
    const l = new LoginLimiter(3, 1000);
    const keys = ['e:a', 'ip:1'];
    for (let i = 0; i < 3; i++) l.fail(keys, i);
    expect(l.blockedFor(keys, 10)).toBeGreaterThan(0);
    expect(l.blockedFor(['e:b'], 10)).toBe(0);
    expect(l.blockedFor(keys, 1500)).toBe(0);
  });
  it('a success clears the count', () => {
    const l = new LoginLimiter(2, 1000);
    l.fail(['k'], 0);
    l.succeed(['k']);
    l.fail(['k'], 1);
    expect(l.blockedFor(['k'], 2)).toBe(0);
  });
});
