/**
 * Audit trail benchmark (not a test): what the audit record adds to a supplier update. Each
 * sample is the generic CRUD update exactly as POST /supplier/admin/edit runs it — one transaction:
 * the row read FOR UPDATE, the UPDATE … RETURNING, and (in the "with" half) recordAudit — timed
 * from BEGIN to the end of the transaction. With and without alternate sample by sample (order
 * shuffled per pair), so drift and other load on the machine hit both halves alike.
 *
 *   npx tsx src/tools/bench/audit-bench.ts [--url postgres://postgres@127.0.0.1:5432/rx_bench]
 *     [--samples 2000] [--warmup 300] [--commit]
 *
 * By default every transaction is ROLLED BACK at its end, so the shared 1M-order database stays
 * exactly as it was (audit rows cannot be deleted once committed). `--commit` commits instead
 * (commit and WAL flush included): use it only on a scratch database. The only lasting change the
 * default run makes is applying migration 0010 (the audit_log table) when it is missing.
 * Target (issue 8): the audit record adds ≤ 1 ms to the p50 of a supplier update at 1M orders.
 */
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../server/db/connection';
import { migrate, MIGRATIONS_DIR } from '../../server/db/migrate';
import { CrudQueries } from '../../server/generic/crudQueries';
import { loadSchemaFiles } from '../../server/schemas';
import { recordAudit, type AuditActor } from '../../server/platform/audit';
import { args, opt } from './benchArgs';
import { percentile } from './percentile';

const URL_ = opt('url', process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/rx_bench');
const SAMPLES = Number(opt('samples', '2000'));
const WARMUP = Number(opt('warmup', '300'));
const COMMIT = args.includes('--commit');

class Rollback extends Error {}

const fmt = (n: number) => n.toFixed(3).padStart(8);

async function main() {
  const database = await openDatabase({ url: URL_ });
  const db = database.db;
  const hasAudit = (await sql<{ t: string | null }>`SELECT to_regclass('audit_log')::text AS t`.execute(db)).rows[0].t;
  if (!hasAudit) {
    // Only the audit migration: other pending migrations in the tree are not this bench's to apply.
    const dir = mkdtempSync(join(tmpdir(), 'rx-audit-mig-'));
    copyFileSync(join(MIGRATIONS_DIR, '0010_audit_log.sql'), join(dir, '0010_audit_log.sql'));
    await migrate(database, dir, (m) => console.log(`[audit-bench] ${m}`));
  }
  const orders = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM orders`.execute(db)).rows[0].n;
  const auditRows = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log`.execute(db)).rows[0].n;
  const schema = loadSchemaFiles().find((s) => s.$id === 'supplier')!;
  const queries = new CrudQueries(schema);
  const ids = (await sql<{ id: number }>`SELECT id FROM suppliers ORDER BY id LIMIT 20`.execute(db)).rows.map((r) => r.id);
  if (!ids.length) throw new Error('no suppliers in this database');
  const actor: AuditActor = { agentId: 1, role: 'procurement_officer', locationId: 1 };

  const once = async (i: number, withAudit: boolean): Promise<number> => {
    const id = ids[i % ids.length];
    const started = process.hrtime.bigint();
    try {
      await db.transaction().execute(async (trx) => {
        const before = await queries.getById(trx, id, {}, true);
        const after = await queries.update(trx, id, { id, note: `bench ${i}`, contactPerson: `Bench person ${i % 7}` });
        if (withAudit) await recordAudit(trx, actor, { entity: 'supplier', recordId: id, action: 'update', before, after });
        if (!COMMIT) throw new Rollback();
      });
    } catch (e) {
      if (!(e instanceof Rollback)) throw e;
    }
    return Number(process.hrtime.bigint() - started) / 1e6;
  };

  for (let i = 0; i < WARMUP; i++) await once(i, i % 2 === 0);
  const times = { with: [] as number[], without: [] as number[] };
  for (let i = 0; i < SAMPLES; i++) {
    const first = Math.random() < 0.5;
    for (const withAudit of [first, !first]) (withAudit ? times.with : times.without).push(await once(i, withAudit));
  }
  const report = (name: string, xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    console.log(`${name.padEnd(22)} p50 ${fmt(percentile(s, 50))} ms   p90 ${fmt(percentile(s, 90))} ms   p99 ${fmt(percentile(s, 99))} ms   (n=${s.length})`);
    return percentile(s, 50);
  };
  console.log(`[audit-bench] ${database.kind} ${new URL(URL_).pathname.slice(1)}: ${orders.toLocaleString('en')} orders, ${auditRows.toLocaleString('en')} audit rows; ${COMMIT ? 'COMMIT' : 'ROLLBACK (database left unchanged)'}; ${SAMPLES} pairs after ${WARMUP} warm-up`);
  const without = report('update without audit', times.without);
  const withA = report('update with audit', times.with);
  const added = withA - without;
  console.log(`audit adds ${added.toFixed(3)} ms to the p50 (target ≤ 1 ms): ${added <= 1 ? 'PASS' : 'FAIL'}`);
  await database.close();
  if (added > 1) process.exitCode = 1;
}

main().catch((e) => { console.error(e); process.exit(1); });
