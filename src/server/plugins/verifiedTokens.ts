import type { SignedInAgent } from './types';

/** Far more access tokens than one process serves within their lifetime; past it the oldest go first. */
const MAX_ENTRIES = 10_000;

/**
 * The claims of access tokens this process has verified, kept until each token's own expiry
 * (issue 13: checking the signature, decoding and validating the claims of the same token on
 * every request of a signed-in console was the access gate's main cost). Keyed by the whole token
 * string, so only the very token that was verified is answered from here: a changed character
 * is another key and is verified in full. A kept token stops being answered at the moment the
 * verifier would call it expired (valid while now ≤ exp, as fast-jwt judges it); it is then
 * verified again, which refuses it as expired. Tokens without an expiry are never kept.
 * Nothing here decides whether the session is still alive: the session guard still checks the
 * agent's status and session generation on every request (sessionGuard.ts).
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, { agent: SignedInAgent; expiresAtMs: number }>();

  constructor(private readonly max = MAX_ENTRIES, private readonly now: () => number = () => Date.now()) {}

  get size(): number {
    return this.entries.size;
  }

  /** The kept claims of `token`, or undefined (never verified here, evicted, or expired). */
  get(token: string): SignedInAgent | undefined {
    const hit = this.entries.get(token);
    if (!hit) return undefined;
    if (this.now() > hit.expiresAtMs) {
      this.entries.delete(token);
      return undefined;
    }
    return hit.agent;
  }

  /** Keeps the claims of a token that has just passed verification; `exp` in seconds, as in the token. */
  keep(token: string, agent: SignedInAgent, exp: unknown): void {
    if (typeof exp !== 'number' || !Number.isFinite(exp)) return;
    if (this.entries.size >= this.max) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    // Frozen: the same object is handed to every request that shows this token.
    this.entries.set(token, { agent: Object.freeze(agent), expiresAtMs: exp * 1000 });
  }
}
