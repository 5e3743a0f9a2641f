import { sql } from 'kysely';
import type { Database } from '../../../src/server/db/connection';

export { freshDatabase as openTestDb, type TestDb } from '../helpers/database';

import type { ColumnInfo } from '../../../src/tools/lib/schemaDrift';

export type { ColumnInfo };

/** Every column of every table in the current schema, as information_schema describes it. */
export async function tableColumns(database: Database): Promise<Map<string, ColumnInfo[]>> {
  const rows = (await sql<{ table_name: string; column_name: string; data_type: string; is_nullable: string; has_default: boolean; numeric_precision: number | null; numeric_scale: number | null }>`
    SELECT table_name, column_name, data_type, is_nullable, column_default IS NOT NULL AS has_default,
           CASE WHEN data_type = 'numeric' THEN numeric_precision END AS numeric_precision, CASE WHEN data_type = 'numeric' THEN numeric_scale END AS numeric_scale
      FROM information_schema.columns
     WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`.execute(database.db)).rows;
  const byTable = new Map<string, ColumnInfo[]>();
  for (const r of rows) {
    const list = byTable.get(r.table_name) ?? [];
    list.push({ table: r.table_name, column: r.column_name, dataType: r.data_type, nullable: r.is_nullable === 'YES', hasDefault: r.has_default, precision: r.numeric_precision, scale: r.numeric_scale });
    byTable.set(r.table_name, list);
  }
  return byTable;
}
