import { execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { pgProgram } from './pgTools';
import { freePort } from './freePort';

/**
 * A throwaway PostgreSQL primary and its streaming standby (pg_basebackup -R), each on a free port
 * of 127.0.0.1 with its data in a temporary folder: what the replica test and benchmark build
 * and tear down. Needs the server binaries (Debian: `apt-get install postgresql`; .ci/run does it).
 * initdb refuses root, so as root the clusters run as the `postgres` user (runuser).
 */
export interface ReplicaCluster {
  primaryPort: number;
  standbyPort: number;
  /** A URL of database `db` on the primary / on the standby. */
  primaryUrl(db?: string): string;
  standbyUrl(db?: string): string;
  /** Until the standby has replayed everything the primary has written so far. */
  waitForReplay(timeoutMs?: number): Promise<void>;
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  stop(): Promise<void>;
}

export function clusterBinaries(): string | null {
  const initdb = pgProgram('initdb');
  return initdb.startsWith('/') && existsSync(initdb) ? dirname(initdb) : null;
}

export async function startReplicaCluster(opts: { primaryConf?: string[] } = {}): Promise<ReplicaCluster> {
  const bin = clusterBinaries();
  if (!bin) throw new Error('PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup) not found under /usr/lib/postgresql/<n>/bin: apt-get install postgresql');
  const asRoot = userInfo().uid === 0;
  const pgUser = asRoot ? 'postgres' : userInfo().username;
  const base = mkdtempSync(join(tmpdir(), 'rx-cluster-'));
  if (asRoot) { const id = (f: string) => Number(execFileSync('id', [f, 'postgres']).toString().trim()); chownSync(base, id('-u'), id('-g')); }
  const sh = (program: string, args: string[]) => execFileSync(asRoot ? 'runuser' : `${bin}/${program}`, asRoot ? ['-u', 'postgres', '--', `${bin}/${program}`, ...args] : args, { stdio: 'pipe', cwd: base });
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  const primary = join(base, 'primary');
  const standby = join(base, 'standby');
  const started: string[] = [];
  const stop = async () => {
    for (const dir of started.reverse()) { try { sh('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']); } catch { /* already down */ } }
    rmSync(base, { recursive: true, force: true });
  };
  try {
    sh('initdb', ['-D', primary, '-U', pgUser, '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
    // A throwaway cluster: durability off for speed; replication on (wal_level replica, senders).
    appendFileSync(join(primary, 'postgresql.conf'), [
      `port = ${primaryPort}`, "listen_addresses = '127.0.0.1'", `unix_socket_directories = '${base}'`,
      'wal_level = replica', 'max_wal_senders = 5', 'fsync = off', 'synchronous_commit = off', 'full_page_writes = off',
      ...(opts.primaryConf ?? []), '',
    ].join('\n'));
    sh('pg_ctl', ['-D', primary, '-l', join(base, 'primary.log'), '-w', 'start']);
    started.push(primary);
    sh('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', pgUser, '-D', standby, '-R', '-X', 'stream', '--checkpoint=fast']);
    // hot_standby_feedback: a long download on the standby is not cancelled by the primary's vacuum.
    appendFileSync(join(standby, 'postgresql.conf'), [`port = ${standbyPort}`, 'hot_standby = on', 'hot_standby_feedback = on', ''].join('\n'));
    sh('pg_ctl', ['-D', standby, '-l', join(base, 'standby.log'), '-w', 'start']);
    started.push(standby);
  } catch (e) {
    await stop();
    const err = e as { stderr?: Buffer; message: string };
    throw new Error(`could not start the replica cluster: ${err.stderr?.toString() || err.message}`);
  }
  const url = (port: number, db = 'postgres') => `postgres://${pgUser}@127.0.0.1:${port}/${db}`;
  const one = async <T>(u: string, text: string): Promise<T> => {
    const c = new pg.Client({ connectionString: u });
    await c.connect();
    try { return (await c.query(text)).rows[0] as T; } finally { await c.end(); }
  };
  return {
    primaryPort, standbyPort,
    primaryUrl: (db) => url(primaryPort, db),
    standbyUrl: (db) => url(standbyPort, db),
    async waitForReplay(timeoutMs = 30_000) {
      // The insert location, not pg_current_wal_lsn() (the write location): with synchronous_commit
      // off a commit that has returned may still be in the WAL buffers, before the write location,
      // and waiting only up to that would let a read on the standby miss it.
      const { lsn } = await one<{ lsn: string }>(url(primaryPort), 'SELECT pg_current_wal_insert_lsn()::text AS lsn');
      for (const until = Date.now() + timeoutMs; ;) {
        const { done } = await one<{ done: boolean }>(url(standbyPort), `SELECT pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn AS done`);
        if (done) return;
        if (Date.now() > until) throw new Error(`the standby did not replay up to ${lsn} in ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    pauseReplay: async () => { await one(url(standbyPort), 'SELECT pg_wal_replay_pause()'); },
    resumeReplay: async () => { await one(url(standbyPort), 'SELECT pg_wal_replay_resume()'); },
    stop,
  };
}
