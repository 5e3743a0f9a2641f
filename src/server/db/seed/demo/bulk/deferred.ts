import { sql } from 'kysely';
import type { Db } from '../../../connection';

/**
 * Bulk-load practice: foreign keys and secondary indexes of the tables about to receive millions
 * of rows are dropped, and re-created afterwards — PostgreSQL then builds each index in one sort
 * and validates each foreign key in one join instead of once per row (what makes a million orders
 * fit in minutes). Nothing is skipped: re-adding a key re-checks every row, re-creating a unique
 * index re-checks uniqueness, and the seed fails if either does not hold.
 */

export const BULK_TABLES = [
  'customers', 'patients', 'prescriptions', 'orders', 'order_logs', 'quotations', 'quotation_lines', 'invoices', 'invoice_lines',
  'reservations', 'stock_movements', 'chat_threads', 'chat_messages', 'trip_payments', 'order_feedback', 'promo_redemptions',
];

interface Saved { table: string; name: string; def: string }

export async function deferKeysAndIndexes(db: Db, tables: string[], log: (m: string) => void): Promise<() => Promise<void>> {
  const fks = (await sql<Saved>`SELECT c.conrelid::regclass::text AS "table", c.conname AS name, pg_get_constraintdef(c.oid) AS def
    FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE c.contype = 'f' AND n.nspname = current_schema() AND t.relname = ANY(${tables}::text[]) ORDER BY 1, 2`.execute(db)).rows;
  const indexes = (await sql<Saved>`SELECT i.tablename AS "table", i.indexname AS name, i.indexdef AS def FROM pg_indexes i
    WHERE i.schemaname = current_schema() AND i.tablename = ANY(${tables}::text[])
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.contype IN ('p', 'u', 'x')) ORDER BY 1, 2`.execute(db)).rows;
  await db.transaction().execute(async (trx) => {
    for (const f of fks) await sql`ALTER TABLE ${sql.table(f.table)} DROP CONSTRAINT ${sql.ref(f.name)}`.execute(trx);
    for (const i of indexes) await sql`DROP INDEX ${sql.ref(i.name)}`.execute(trx);
  });
  log(`  deferred ${fks.length} foreign keys and ${indexes.length} indexes of ${tables.length} tables`);
  return async () => {
    const started = Date.now();
    const failed: string[] = [];
    for (const i of indexes) {
      try { await sql.raw(i.def).execute(db); } catch (e) { failed.push(`${i.def}: ${(e as Error).message}`); }
    }
    log(`  indexes rebuilt (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    const keysStarted = Date.now();
    for (const f of fks) {
      try { await sql`ALTER TABLE ${sql.table(f.table)} ADD CONSTRAINT ${sql.ref(f.name)} ${sql.raw(f.def)}`.execute(db); } catch (e) {
        failed.push(`${f.table}.${f.name} ${f.def}: ${(e as Error).message}`);
      }
    }
    log(`  foreign keys re-validated (${((Date.now() - keysStarted) / 1000).toFixed(1)} s)`);
    if (failed.length) throw new Error(`could not restore after the bulk load:\n  ${failed.join('\n  ')}`);
  };
}
