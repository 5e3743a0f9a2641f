import { existsSync, readdirSync } from 'node:fs';
import { spawn } from 'node:child_process';

/**
 * A PostgreSQL client program (pg_dump, pg_restore, …): the newest under /usr/lib/postgresql/<n>/bin
 * (Debian's layout; a dump must come from a pg_dump at least as new as the server), else PATH.
 */
export function pgProgram(name: string): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(`${root}/${v}/bin/${name}`)) return `${root}/${v}/bin/${name}`;
  return name;
}

/** Runs a program with its output passed through; rejects with its exit code. */
export function run(program: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'inherit', 'inherit'], env });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${program} ${args[0] ?? ''} … ended with ${signal ?? `exit code ${code}`}`))));
  });
}
