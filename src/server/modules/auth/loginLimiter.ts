/**
 * Counts failed sign-ins per e-mail and per address in a sliding window. Past the limit, sign-in
 * answers 429 until the window moves on. In memory: each API process limits its own share.
 */
export class LoginLimiter {
  private failures = new Map<string, number[]>();
  constructor(private readonly max = 5, private readonly windowMs = 15 * 60_000) {}

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.failures.set(key, list); else this.failures.delete(key);
    return list;
  }

  /** Seconds to wait when blocked, else 0. */
  blockedFor(keys: string[], now = Date.now()): number {
    for (const key of keys) {
      const list = this.recent(key, now);
      if (list.length >= this.max) return Math.ceil((list[0] + this.windowMs - now) / 1000);
    }
    return 0;
  }

  fail(keys: string[], now = Date.now()): void {
    for (const key of keys) this.failures.set(key, [...this.recent(key, now), now]);
  }

  succeed(keys: string[]): void {
    for (const key of keys) this.failures.delete(key);
  }
}
