import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { serverArgs } from '../../../src/tools/lib/serverBundle';
import { DEMO_PASSWORD, demoEmail } from '../../../src/server/db/seed/foundation';
import { freePort } from '../../../src/tools/lib/freePort';

/** A 1×1 PNG: the intake API wants a prescription image with each order. */
export const PRESCRIPTION_PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

export interface ApiProcess {
  url: string; pid: number; port: number; output: () => string; stop: () => Promise<void>; kill: () => Promise<void>;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: () => Promise<number | null>;
}

/**
 * Starts `src/server/main.ts` as its own process (what `npm start` runs, minus the build; from the
 * bundle of it the global setup made, runDatabases.ts) against the PostgreSQL database `databaseUrl`,
 * and waits until its API answers. No demo seed: the test seeds the database once before starting processes.
 */
export async function startApiProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<ApiProcess> {
  const port = await freePort();
  let log = '';
  const child: ChildProcess = spawn(process.execPath, serverArgs(inject('serverBundle') || undefined), {
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, DATA_DIR: mkdtempSync(join(tmpdir(), 'rx-mp-')),
      SEED_DEMO: '0', LOG_LEVEL: 'warn', JWT_SECRET: 'multiprocess-secret-'.padEnd(48, 'x'), STATIC_DIR: mkdtempSync(join(tmpdir(), 'rx-mp-dist-')), ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'], detached: true,
  });
  child.stdout?.on('data', (d) => { log += d; });
  child.stderr?.on('data', (d) => { log += d; });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try { if ((await fetch(`${url}/readyz`)).ok) break; } catch { /* not up yet */ }
    if (Date.now() > deadline) {
      try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* gone */ }
      throw new Error(`server did not answer in time:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  const exited = () => new Promise<void>((r) => { if (child.exitCode !== null || child.signalCode !== null) r(); else child.once('exit', () => r()); });
  const signal = async (sig: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const done = exited();
    try { process.kill(-child.pid!, sig); } catch { /* gone */ }
    const late = await Promise.race([done.then(() => false), new Promise<boolean>((r) => setTimeout(() => r(true), 15_000))]);
    // A process still draining past its grace would keep its database connections (and the test
    // database) open until the hook times out: a teardown ends it.
    if (late && sig !== 'SIGKILL') {
      try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* gone */ }
      await Promise.race([done, new Promise((r) => setTimeout(r, 5_000))]);
    }
  };
  const exitCode = () => new Promise<number | null>((r) => { if (child.exitCode !== null || child.signalCode !== null) r(child.exitCode); else child.once('exit', (code) => r(code)); });
  return { url, pid: child.pid!, port, output: () => log, stop: () => signal('SIGTERM'), kill: () => signal('SIGKILL'), exited: exitCode };
}

/**
 * Starts `count` API processes at once (as a load balancer's pool would boot). When one fails,
 * the ones that started are stopped before the error is thrown: none is left holding the test
 * database open, which would hang its DROP in the test's teardown.
 */
export async function startApiProcesses(databaseUrl: string, count: number, env: Record<string, string> = {}): Promise<ApiProcess[]> {
  const started = await Promise.allSettled(Array.from({ length: count }, () => startApiProcess(databaseUrl, env)));
  const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (!failed) return started.map((r) => (r as PromiseFulfilledResult<ApiProcess>).value);
  await Promise.all(started.map((r) => (r.status === 'fulfilled' ? r.value.kill() : undefined)));
  throw failed.reason;
}

/** One /api/v1 call over real HTTP; answers status and the parsed envelope. */
export async function api<T = unknown>(base: string, method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; data: T; message?: string; headers: Headers }> {
  const res = await fetch(`${base}/api/v1${path}`, {
    method, headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json().catch(() => ({}))) as { data: T; message?: string };
  return { status: res.status, data: json.data, message: json.message, headers: res.headers };
}

/** Signs a demo agent in on one process and chooses its first location and `role`; fails the test on any refusal. */
export async function signInOn(base: string, role: string): Promise<{ token: string; refreshToken: string; userId: number }> {
  const login = await api<{ token: { access_token: string }; user: { _id: number }; locations: Array<{ id: number }> }>(base, 'POST', '/agent/auth/login', { email: demoEmail(role), password: DEMO_PASSWORD });
  if (login.status !== 200) throw new Error(`sign-in as ${role}: ${login.status} ${login.message}`);
  const chosen = await api<{ token: { access_token: string; refresh_token: string } }>(base, 'POST', '/agent/auth/set-login-location-and-role', { location: login.data.locations[0].id, role }, login.data.token.access_token);
  if (chosen.status !== 200) throw new Error(`choosing ${role}: ${chosen.status} ${chosen.message}`);
  return { token: chosen.data.token.access_token, refreshToken: chosen.data.token.refresh_token, userId: login.data.user._id };
}
