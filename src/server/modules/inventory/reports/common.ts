import { sql, type RawBuilder } from 'kysely';
import { MOVEMENT_LABELS } from '../../../../../reports/inventoryFilters';

/** SQL pieces the inventory reports share. */

const escapeLike = (s: string) => s.trim().replace(/[\\%_]/g, (c) => `\\${c}`);

/** `p` (products) filtered by segment, category and a search on name, generic name or code. */
export function productWhere(f: { productSegment?: unknown; productCategory?: unknown; searchKey?: unknown }): RawBuilder<unknown> {
  const parts = [sql`TRUE`];
  if (typeof f.productSegment === 'string' && f.productSegment.trim()) parts.push(sql`p.product_segment = ${f.productSegment.trim()}`);
  if (typeof f.productCategory === 'string' && f.productCategory.trim()) parts.push(sql`p.product_category = ${f.productCategory.trim()}`);
  if (typeof f.searchKey === 'string' && f.searchKey.trim()) {
    const term = escapeLike(f.searchKey);
    parts.push(sql`(p.product_name ILIKE ${`%${term}%`} OR p.generic_name ILIKE ${`%${term}%`} OR p.display_id = ${f.searchKey.trim().toUpperCase()})`);
  }
  return sql.join(parts, sql` AND `);
}

/** The screen name of `m.movement_type` (a constant CASE built from code, not from input). */
export const movementLabel = (column = 'm.movement_type') => sql.raw(`CASE ${column} ${Object.entries(MOVEMENT_LABELS)
  .map(([k, v]) => `WHEN '${k}' THEN '${v.replace(/'/g, "''")}'`).join(' ')} END`);

/** Movements `m` inside [startDate, endDate] (days in the database's time zone, inclusive). */
export const movedIn = (f: { startDate?: unknown; endDate?: unknown }) =>
  sql`m.created_at >= ${f.startDate as string}::date AND m.created_at < ${f.endDate as string}::date + 1`;

/** Joins naming who moved stock and the order or GRN behind a movement `m`. */
export const MOVEMENT_REFS = sql`LEFT JOIN orders o ON o.id = m.order_id LEFT JOIN grn_lines gl ON gl.id = m.grn_line_id
  LEFT JOIN grns g ON g.id = gl.grn_id LEFT JOIN agents a ON a.id = m.agent_id`;
export const REFERENCE = sql`coalesce(o.display_id, 'GRN ' || g.grn_no)`;
export const AGENT = sql`nullif(trim(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')), '')`;
