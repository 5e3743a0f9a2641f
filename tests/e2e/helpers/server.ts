import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer { url: string; port: number; dataDir: string; stop: () => Promise<void>; output: () => string }

const freePort = () => new Promise<number>((resolve, reject) => {
  const s = createServer();
  s.listen(0, '127.0.0.1', () => { const { port } = s.address() as { port: number }; s.close(() => resolve(port)); });
  s.on('error', reject);
});

/**
 * Starts the real server (as `npm start` does, minus the build) on a fresh embedded database in a
 * temporary folder, and waits until /login answers. The console must be built (dist/).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` before the browser tests');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'rx-e2e-'));
  let log = '';
  const child: ChildProcess = spawn('npx', ['tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_ORDERS: '300', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'], detached: true,
  });
  child.stdout?.on('data', (d) => { log += d; });
  child.stderr?.on('data', (d) => { log += d; });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try { if ((await fetch(`${url}/login`)).ok) break; } catch { /* not up yet */ }
    if (Date.now() > deadline) throw new Error(`server did not answer in time:\n${log}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url, port, dataDir, output: () => log,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      try { process.kill(-child.pid!, 'SIGTERM'); } catch { /* gone */ }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    },
  };
}
