import { sql } from 'kysely';
import { freshDatabase } from '../helpers/database';
import type { Database } from '../../../src/server/db/connection';

export type TestDb = Database & { drop: () => Promise<void> };

/**
 * A fresh migrated database for one test file: PGlite in memory, or a new rx_test_<random>
 * database on the PostgreSQL of DATABASE_URL (dropped by `drop`). PGlite takes seconds to start:
 * open one per file (beforeAll) and share it between the file's tests.
 */
export const openTestDb = (): Promise<TestDb> => freshDatabase();

export interface ColumnInfo { table: string; column: string; dataType: string; nullable: boolean }

/** Every column of every table in the current schema, as information_schema describes it. */
export async function tableColumns(database: Database): Promise<Map<string, ColumnInfo[]>> {
  const rows = (await sql<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>`
    SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns
     WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`.execute(database.db)).rows;
  const byTable = new Map<string, ColumnInfo[]>();
  for (const r of rows) {
    const list = byTable.get(r.table_name) ?? [];
    list.push({ table: r.table_name, column: r.column_name, dataType: r.data_type, nullable: r.is_nullable === 'YES' });
    byTable.set(r.table_name, list);
  }
  return byTable;
}
