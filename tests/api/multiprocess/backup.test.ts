import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDb } from '../helpers/database';
import { openDatabase, type Database, type Db } from '../../../src/server/db/connection';
import { runFirstStartSeed } from '../../../src/server/db/seed/firstStart';
import { checkDatabase } from '../../../src/server/db/check';
import { insertFile } from '../../../src/server/platform/files/service';

let source: TestDb;
let restored: Database | undefined;
let restoredName = '';

/** `npm run backup` / `npm run restore` as an operator runs them, against DATABASE_URL. */
const tool = (script: string, args: string[], url: string) => {
  const r = spawnSync(process.execPath, ['--import', 'tsx', `src/tools/${script}.ts`, ...args], { env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8' });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
};
const admin = async (statement: string) => {
  const a = await openDatabase({ url: process.env.DATABASE_URL });
  try { await a.execScript(statement); } finally { await a.close(); }
};
const tables = async (db: Db) => (await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`.execute(db)).rows.map((r) => r.name);
const counts = async (db: Db) => {
  const out: Record<string, number> = {};
  for (const t of await tables(db)) out[t] = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(t)}`.execute(db)).rows[0].n;
  return out;
};
const files = async (db: Db) => (await sql<{ id: string; content: Buffer; sha256: string }>`SELECT id, content, sha256 FROM stored_files ORDER BY id`.execute(db)).rows;

describe('backup and restore round trip (needs DATABASE_URL: pg_dump / pg_restore of PostgreSQL)', () => {
  beforeAll(async () => {
    source = await freshDatabase();
    await runFirstStartSeed(source.db, 40, () => {});
    // Files live in the database: a few of every size class, random bytes behind real signatures.
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const pdf = Buffer.from('%PDF-1.4\n');
    for (const [i, size] of [10, 5_000, 300_000, 2_000_000].entries()) {
      const head = i % 2 ? pdf : png;
      await insertFile(source.db, { id: `${i + 1}-${randomBytes(12).toString('hex')}.${i % 2 ? 'pdf' : 'png'}`, purpose: 'chats', bytes: Buffer.concat([head, randomBytes(size)]), ext: i % 2 ? 'pdf' : 'png' });
    }
  }, 180_000);
  afterAll(async () => {
    await restored?.close();
    if (restoredName) await admin(`DROP DATABASE IF EXISTS ${restoredName}`);
    await source?.drop();
  });

  it('npm run backup, npm run restore into an empty database: db:check holds, every table counts the same, files match byte for byte', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'rx-backup-')), 'rxdesk.dump');
    const backup = tool('backup', [file], source.url!);
    expect(backup.code, backup.out).toBe(0);
    expect(statSync(file).size).toBeGreaterThan(2_000_000);

    restoredName = `rx_restored_${randomBytes(4).toString('hex')}`;
    await admin(`CREATE DATABASE ${restoredName}`);
    const target = new URL(source.url!);
    target.pathname = `/${restoredName}`;
    const restore = tool('restore', [file], target.toString());
    expect(restore.code, restore.out).toBe(0);
    // A second restore into the now full database is refused before touching it.
    const again = tool('restore', [file], target.toString());
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/not empty/);

    restored = await openDatabase({ url: target.toString() });
    expect(await checkDatabase(restored.db)).toEqual([]);
    const before = await counts(source.db);
    expect(Object.keys(before).length).toBeGreaterThan(30);
    expect(before.orders).toBeGreaterThan(0);
    expect(await counts(restored.db)).toEqual(before);
    const [a, b] = [await files(source.db), await files(restored.db)];
    expect(a.length).toBe(4);
    expect(b.map((f) => f.id)).toEqual(a.map((f) => f.id));
    for (const [i, f] of a.entries()) expect(Buffer.compare(Buffer.from(b[i].content), Buffer.from(f.content))).toBe(0);
    // The restored database is one the server starts on: migrations find nothing left to do.
    const { migrate } = await import('../../../src/server/db/migrate');
    expect(await migrate(restored)).toEqual([]);
  }, 240_000);
});
