import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../src/tools/lib/freePort';

export interface Nginx { url: string; stop: () => Promise<void>; log: () => string }

/**
 * Starts Debian's nginx (not its system service) with the shipped docs/nginx/rxdesk.conf, its
 * upstream ports and listen port substituted, in a prefix of its own in a temporary folder.
 */
export async function startNginx(upstreamPorts: [number, number]): Promise<Nginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'rx-nginx-'));
  chmodSync(prefix, 0o755);
  mkdirSync(join(prefix, 'logs'));
  const port = await freePort();
  const shipped = readFileSync('docs/nginx/rxdesk.conf', 'utf8')
    .replaceAll('127.0.0.1:8081', `127.0.0.1:${upstreamPorts[0]}`)
    .replaceAll('127.0.0.1:8082', `127.0.0.1:${upstreamPorts[1]}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  if (!shipped.includes(`listen 127.0.0.1:${port};`) || !shipped.includes(String(upstreamPorts[1]))) throw new Error('docs/nginx/rxdesk.conf changed shape: update the test substitutions');
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, `pid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log warn;\nworker_processes 1;\nevents { worker_connections 1024; }\nhttp {\n  access_log off;\n${shipped}\n}\n`);
  const child: ChildProcess = spawn(process.env.NGINX ?? '/usr/sbin/nginx', ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (d) => { out += d; });
  child.stderr?.on('data', (d) => { out += d; });
  const url = `http://127.0.0.1:${port}`;
  const log = () => { try { return out + readFileSync(join(prefix, 'error.log'), 'utf8'); } catch { return out; } };
  for (const until = Date.now() + 15_000; ;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${log()}`);
    try { if ((await fetch(`${url}/healthz`)).ok) break; } catch { /* not yet */ }
    if (Date.now() > until) throw new Error(`nginx did not answer: ${log()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url, log,
    stop: async () => {
      if (child.exitCode !== null) return;
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([gone, new Promise((r) => setTimeout(r, 5000))]);
    },
  };
}
