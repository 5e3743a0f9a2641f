import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connection';
import type { EntitySchema } from '../../shared/schemas/types';
import { storedColumns, columnOf, allowsNull } from '../../shared/schemas/registry';
import type { ListParams } from './listQuery';
import { withComputedLines } from '../../shared/schemas/computed';

/** SQL for plain resources, driven by the schema: columns, search fields, filters, sort. */
export class CrudQueries {
  private readonly table: string;
  private readonly columns: Array<[string, string]>;

  constructor(private readonly schema: EntitySchema) {
    if (!schema['x-table']) throw new Error(`Schema "${schema.$id}" has no x-table`);
    this.table = schema['x-table'];
    this.columns = storedColumns(schema);
  }

  private selectList(): RawBuilder<unknown> {
    return sql.join(this.columns.map(([prop, col]) => sql`${sql.ref(col)} AS ${sql.ref(prop)}`));
  }

  private whereOf(params: ListParams, extra: Record<string, unknown>): RawBuilder<unknown> {
    const parts: RawBuilder<unknown>[] = [sql`TRUE`];
    const search = params.searchTerm?.trim();
    const searchCols = this.columns.filter(([prop]) => this.schema.properties[prop]['x-search']);
    if (search && searchCols.length) {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      parts.push(sql`(${sql.join(searchCols.map(([, col]) => sql`${sql.ref(col)}::text ILIKE ${like}`), sql` OR `)})`);
    }
    for (const [prop, value] of Object.entries({ ...params, ...extra })) {
      const column = this.columns.find(([p]) => p === prop)?.[1];
      if (!column || value === undefined || value === '' || prop in { skip: 1, limit: 1, sortBy: 1, sortOrder: 1, searchTerm: 1 }) continue;
      if (Array.isArray(value)) parts.push(sql`${sql.ref(column)} = ANY(${value})`);
      else parts.push(sql`${sql.ref(column)} = ${value}`);
    }
    return sql.join(parts, sql` AND `);
  }

  async list(db: Db, params: ListParams, sort: { prop: string; desc: boolean }, extra: Record<string, unknown> = {}) {
    const where = this.whereOf(params, extra);
    const orderCol = columnOf(sort.prop, this.schema.properties[sort.prop]);
    const direction = sort.desc ? sql`DESC` : sql`ASC`;
    const items = await sql<Record<string, unknown>>`
      SELECT ${this.selectList()} FROM ${sql.table(this.table)} WHERE ${where}
      ORDER BY ${sql.ref(orderCol)} ${direction}, id ${direction} LIMIT ${params.limit} OFFSET ${params.skip}`.execute(db);
    const count = await sql<{ count: number }>`SELECT count(*)::int AS count FROM ${sql.table(this.table)} WHERE ${where}`.execute(db);
    return { items: items.rows, count: count.rows[0].count };
  }

  /** A picker's choices: id and title only, ordered by the title, searched in the title. */
  async options(db: Db, params: ListParams, titleField: string, extra: Record<string, unknown> = {}) {
    const title = this.columns.find(([p]) => p === titleField)?.[1] ?? 'name';
    const parts = [this.whereOf({ skip: 0, limit: 1 }, extra)];
    const search = params.searchTerm?.trim();
    if (search) parts.push(sql`${sql.ref(title)}::text ILIKE ${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
    const where = sql.join(parts, sql` AND `);
    const items = await sql<Record<string, unknown>>`SELECT id, ${sql.ref(title)} AS ${sql.ref(titleField)} FROM ${sql.table(this.table)}
      WHERE ${where} ORDER BY ${sql.ref(title)}, id LIMIT ${params.limit} OFFSET ${params.skip}`.execute(db);
    const count = await sql<{ count: number }>`SELECT count(*)::int AS count FROM ${sql.table(this.table)} WHERE ${where}`.execute(db);
    return { items: items.rows, count: count.rows[0].count };
  }

  /** One row; `forUpdate` locks it (inside a transaction) so the audit's "before" is what the update replaces. */
  async getById(db: Db, id: unknown, extra: Record<string, unknown> = {}, forUpdate = false) {
    const where = this.whereOf({ skip: 0, limit: 1 }, { id, ...extra });
    const lock = forUpdate ? sql` FOR UPDATE` : sql``;
    const res = await sql<Record<string, unknown>>`SELECT ${this.selectList()} FROM ${sql.table(this.table)} WHERE ${where}${lock}`.execute(db);
    return res.rows[0];
  }

  /**
   * Writable stored values of a body, as column → value. A cleared value (null) is stored as the
   * schema's default when it has one (its column is NOT NULL DEFAULT that), else as NULL; lists
   * and objects travel as JSON (jsonb columns).
   */
  private valuesOf(raw: Record<string, unknown>): Array<[string, unknown]> {
    const body = withComputedLines(this.schema, raw);
    return this.columns
      .filter(([prop]) => prop in body && !this.schema.properties[prop].readOnly)
      .map(([prop, col]) => {
        const p = this.schema.properties[prop];
        const v = body[prop] === null && p.default !== undefined && !allowsNull(p) ? p.default : body[prop];
        return [col, v !== null && typeof v === 'object' ? JSON.stringify(v) : v];
      });
  }

  async insert(db: Db, body: Record<string, unknown>) {
    const values = this.valuesOf(body);
    const res = await sql<Record<string, unknown>>`
      INSERT INTO ${sql.table(this.table)} (${sql.join(values.map(([c]) => sql.ref(c)))})
      VALUES (${sql.join(values.map(([, v]) => sql`${v}`))}) RETURNING ${this.selectList()}`.execute(db);
    return res.rows[0];
  }

  /** A declared transition's fixed values (read-only ones such as status included): the action decides them, not a body. */
  async setValues(db: Db, id: unknown, values: Record<string, unknown>) {
    const sets = this.columns.filter(([prop]) => prop in values).map(([prop, col]) => sql`${sql.ref(col)} = ${values[prop] as string}`);
    if (this.columns.some(([, c]) => c === 'updated_at')) sets.push(sql`updated_at = now()`);
    const res = await sql<Record<string, unknown>>`
      UPDATE ${sql.table(this.table)} SET ${sql.join(sets)} WHERE id = ${id} RETURNING ${this.selectList()}`.execute(db);
    return res.rows[0];
  }

  async update(db: Db, id: unknown, body: Record<string, unknown>) {
    const values = this.valuesOf(body);
    const touch = this.columns.some(([, c]) => c === 'updated_at') ? [sql`updated_at = now()`] : [];
    const sets = [...values.map(([c, v]) => sql`${sql.ref(c)} = ${v}`), ...touch];
    if (!sets.length) return this.getById(db, id);
    const res = await sql<Record<string, unknown>>`
      UPDATE ${sql.table(this.table)} SET ${sql.join(sets)} WHERE id = ${id} RETURNING ${this.selectList()}`.execute(db);
    return res.rows[0];
  }
}
