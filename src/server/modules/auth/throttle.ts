import { sql } from 'kysely';
import type { Db } from '../../db/connection';

export type ThrottleScope = 'account' | 'address' | 'registration';
export interface ThrottleRule { max: number; windowSeconds: number }
export interface Taken { allowed: boolean; retryAfterSeconds: number }

/**
 * Attempt counters in the database (table sign_in_throttle), so every API process shares them. An
 * attempt is counted before the password is checked, in one atomic UPSERT: racing attempts through
 * several processes can never slip past the limit together. A success gives its attempt back
 * (`refund`) or clears the account's counter (`clear`); what remains counts failures.
 */
export async function take(db: Db, scope: ThrottleScope, key: string, rule: ThrottleRule): Promise<Taken> {
  const window = `${rule.windowSeconds} seconds`;
  const row = (await sql<{ attempts: number; retry: number }>`
    INSERT INTO sign_in_throttle AS t (scope, key, attempts, window_started) VALUES (${scope}, ${key}, 1, now())
    ON CONFLICT (scope, key) DO UPDATE SET
      attempts = CASE WHEN t.window_started <= now() - ${window}::interval THEN 1 ELSE t.attempts + 1 END,
      window_started = CASE WHEN t.window_started <= now() - ${window}::interval THEN now() ELSE t.window_started END
    RETURNING attempts, extract(epoch FROM (window_started + ${window}::interval - now()))::float8 AS retry`.execute(db)).rows[0];
  return { allowed: row.attempts <= rule.max, retryAfterSeconds: Math.max(1, Math.ceil(Number(row.retry))) };
}

/** A successful attempt is not a failure: give it back (never below zero). */
export async function refund(db: Db, scope: ThrottleScope, key: string): Promise<void> {
  await sql`UPDATE sign_in_throttle SET attempts = greatest(attempts - 1, 0) WHERE scope = ${scope} AND key = ${key}`.execute(db);
}

/** The right password ends an account's run of failures. */
export async function clear(db: Db, scope: ThrottleScope, key: string): Promise<void> {
  await sql`DELETE FROM sign_in_throttle WHERE scope = ${scope} AND key = ${key}`.execute(db);
}

/** Windows long over are kept from piling up (called now and then, any process may do it). */
export async function prune(db: Db, olderThanSeconds: number): Promise<void> {
  await sql`DELETE FROM sign_in_throttle WHERE window_started < now() - ${`${olderThanSeconds} seconds`}::interval`.execute(db);
}

/** Limits from the environment: few failures per account, many per address (an office shares one). */
export const signInRules = (env: NodeJS.ProcessEnv = process.env) => ({
  account: { max: Number(env.LOGIN_MAX_FAILURES ?? 5), windowSeconds: Number(env.LOGIN_WINDOW_SECONDS ?? 900) },
  address: { max: Number(env.LOGIN_MAX_FAILURES_PER_ADDRESS ?? 100), windowSeconds: Number(env.LOGIN_WINDOW_SECONDS ?? 900) },
});
