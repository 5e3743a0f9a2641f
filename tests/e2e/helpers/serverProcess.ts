import { spawn, type ChildProcess } from 'node:child_process';
import { serverArgs } from '../../../src/tools/lib/serverBundle';
import { freePort } from '../../../src/tools/lib/freePort';

export interface RunningServer {
  url: string; port: number; dataDir: string; output: () => string;
  /** SIGTERM, then waits for the exit (at most `waitMs`); resolves whether the process has exited. */
  stop: (waitMs?: number) => Promise<boolean>;
}

/**
 * Runs `src/server/main.ts` (as `npm start` does, minus the build) with DATA_DIR `dataDir` on a free
 * port, 300 demo orders on a first start, and waits until /login answers. Node with tsx's loader,
 * as `npm run serve` starts it (no npx and npm process before it: 0.35 s of processor time a start),
 * or from `bundle`, the same sources bundled (src/tools/lib/serverBundle.ts).
 */
export async function spawnServer(dataDir: string, env: Record<string, string> = {}, bundle?: string): Promise<RunningServer> {
  const port = await freePort();
  let log = '';
  const child: ChildProcess = spawn(process.execPath, serverArgs(bundle), {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_ORDERS: '300', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'], detached: true,
  });
  child.stdout?.on('data', (d) => { log += d; });
  child.stderr?.on('data', (d) => { log += d; });
  const url = `http://127.0.0.1:${port}`;
  const stop = async (waitMs = 10_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return true;
    const exited = new Promise((r) => child.once('exit', r));
    try { process.kill(-child.pid!, 'SIGTERM'); } catch { /* gone */ }
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((r) => { timer = setTimeout(r, waitMs); })]);
    clearTimeout(timer);
    const gone = child.exitCode !== null || child.signalCode !== null;
    // Nothing of the child left to keep the test process (or vitest's main process) alive.
    if (gone) { child.stdout?.destroy(); child.stderr?.destroy(); }
    return gone;
  };
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try { if ((await fetch(`${url}/login`)).ok) break; } catch { /* not up yet */ }
    if (Date.now() > deadline) { await stop(); throw new Error(`server did not answer in time:\n${log}`); }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, port, dataDir, output: () => log, stop };
}
