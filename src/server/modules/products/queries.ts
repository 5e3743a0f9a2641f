import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { NEAR_EXPIRY_DAYS } from '../../../shared/supply/grnRules';

/** SQL of the products area: search, batches with their balances, discount editor, ROL. */

const like = (s: string) => `%${s.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const prefix = (s: string) => `${s.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Product columns on the wire (spec 3 names), with stock totals over unexpired batches. */
export const PRODUCT_ROW = sql`p.id, p.display_id AS "displayId", p.product_name AS "productName", p.generic_name AS "genericName",
  p.manufacturer, p.product_segment AS "productSegment", p.product_category AS "productCategory", p.lowest_uom AS "lowestUom",
  p.dosage_form AS "dosageForm", p.administration_route AS "administrationRoute", p.cold_storage AS "coldStorage",
  p.narcotic, p.out_of_market AS "outOfMarket", p.product_status AS "productStatus", p.re_order_level AS "reOrderLevel",
  p.re_order_quantity AS "reOrderQuantity", p.supplier_id AS "supplierId", s.name AS "supplierName",
  p.last_purchase_price::float8 AS "lastPurchasePrice", p.weighted_average_cost::float8 AS "weightedAverageCost",
  p.retail_price::float8 AS "retailPrice", p.max_discount_percentage::float8 AS max_discount_percentage, p.discount_updated`;

const STOCK = sql`coalesce(st.on_hand, 0) AS "onHandQuantity", coalesce(st.reserved, 0) AS "reservedQuantity",
  coalesce(st.available, 0) AS "availableQuantity", coalesce(st.near_expiry, false) AS "nearExpiry", st.next_expiry AS "nextExpiry"`;

const STOCK_JOIN = sql`LEFT JOIN suppliers s ON s.id = p.supplier_id
  LEFT JOIN LATERAL (SELECT sum(b.quantity)::int AS on_hand, sum(b.reserved_quantity)::int AS reserved,
      sum(b.quantity - b.reserved_quantity) FILTER (WHERE b.expiry_date >= current_date)::int AS available,
      bool_or(b.quantity > 0 AND b.expiry_date >= current_date AND b.expiry_date <= current_date + ${NEAR_EXPIRY_DAYS}::int) AS near_expiry,
      min(b.expiry_date) FILTER (WHERE b.quantity > 0 AND b.expiry_date >= current_date) AS next_expiry
    FROM product_batches b WHERE b.product_id = p.id) st ON true`;

export async function productById(db: Db, id: number) {
  return (await sql<Record<string, unknown>>`SELECT ${PRODUCT_ROW}, ${STOCK} FROM products p ${STOCK_JOIN} WHERE p.id = ${id}`.execute(db)).rows[0];
}

export async function nameTaken(db: Db, name: string, exceptId: number | null): Promise<{ id: number; displayId: string } | undefined> {
  return (await sql<{ id: number; displayId: string }>`SELECT id, display_id AS "displayId" FROM products
    WHERE lower(product_name) = lower(${name.trim()}) AND (${exceptId}::int IS NULL OR id <> ${exceptId}::int)`.execute(db)).rows[0];
}

export interface FindFilter { searchKey?: string; productSegment?: string; productCategory?: string; supplierId?: number; skip: number; limit: number }

function whereOf(f: FindFilter) {
  const parts = [sql`TRUE`];
  if (f.searchKey?.trim()) {
    parts.push(sql`(lower(p.product_name) LIKE ${prefix(f.searchKey)} OR lower(p.generic_name) LIKE ${prefix(f.searchKey)}
      OR p.display_id = ${f.searchKey.trim().toUpperCase()} OR p.product_name ILIKE ${like(f.searchKey)})`);
  }
  if (f.productSegment) parts.push(sql`p.product_segment = ${f.productSegment}`);
  if (f.productCategory) parts.push(sql`p.product_category = ${f.productCategory}`);
  if (f.supplierId) parts.push(sql`p.supplier_id = ${f.supplierId}`);
  return sql.join(parts, sql` AND `);
}

export async function findProducts(db: Db, f: FindFilter) {
  const where = whereOf(f);
  const items = await sql<Record<string, unknown>>`SELECT ${PRODUCT_ROW}, ${STOCK} FROM products p ${STOCK_JOIN}
    WHERE ${where} ORDER BY p.product_name, p.id LIMIT ${f.limit} OFFSET ${f.skip}`.execute(db);
  const count = await sql<{ n: number }>`SELECT count(*)::int AS n FROM products p WHERE ${where}`.execute(db);
  return { items: items.rows, count: count.rows[0].n };
}

/** Batches of a product, first expiry first, with on-hand, reserved and available quantities. */
export async function batchesOf(db: Db, productId: number) {
  return (await sql<Record<string, unknown>>`SELECT b.id AS batch_id, b.batch_name, b.expiry_date::text AS expiry_date,
      b.quantity AS on_hand_quantity, b.reserved_quantity, (b.quantity - b.reserved_quantity) AS available_quantity,
      b.purchase_price::float8 AS purchase_price, b.retail_price::float8 AS retail_price,
      b.expiry_date < current_date AS expired,
      (b.expiry_date >= current_date AND b.expiry_date <= current_date + ${NEAR_EXPIRY_DAYS}::int) AS near_expiry
    FROM product_batches b WHERE b.product_id = ${productId} ORDER BY b.expiry_date, b.id`.execute(db)).rows;
}

export async function lockProduct(trx: Db, id: number) {
  return (await sql<{ id: number; productName: string; maxDiscount: number }>`SELECT id, product_name AS "productName",
    max_discount_percentage::float8 AS "maxDiscount" FROM products WHERE id = ${id} FOR UPDATE`.execute(trx)).rows[0];
}

export async function setMaxDiscount(trx: Db, id: number, pct: number) {
  await sql`UPDATE products SET max_discount_percentage = ${pct}, discount_updated = now(), updated_at = now() WHERE id = ${id}`.execute(trx);
}

/**
 * STOCK_JOIN as one grouped pass over the batches (a hash aggregate) instead of a lookup per
 * product: the ROL list judges every active product, so at 20,000 products this is the cheaper plan.
 */
const STOCK_JOIN_ALL = sql`LEFT JOIN suppliers s ON s.id = p.supplier_id
  LEFT JOIN (SELECT b.product_id, sum(b.quantity)::int AS on_hand, sum(b.reserved_quantity)::int AS reserved,
      sum(b.quantity - b.reserved_quantity) FILTER (WHERE b.expiry_date >= current_date)::int AS available,
      bool_or(b.quantity > 0 AND b.expiry_date >= current_date AND b.expiry_date <= current_date + ${NEAR_EXPIRY_DAYS}::int) AS near_expiry,
      min(b.expiry_date) FILTER (WHERE b.quantity > 0 AND b.expiry_date >= current_date) AS next_expiry
    FROM product_batches b GROUP BY b.product_id) st ON st.product_id = p.id`;

/** Products at or under their re-order level (available over unexpired batches), with a suggested quantity. */
export async function rolProducts(db: Db, f: { supplierId?: number; searchKey?: string; skip: number; limit: number }) {
  const where = whereOf({ ...f, skip: 0, limit: 0 });
  const base = sql`FROM products p ${STOCK_JOIN_ALL}
    WHERE ${where} AND p.product_status = 'active' AND NOT p.out_of_market AND p.re_order_level > 0
      AND coalesce(st.available, 0) <= p.re_order_level`;
  // One pass over the batches: the page carries the count of the whole list (a page past the end asks for it alone).
  const page = await sql<Record<string, unknown> & { __count: number }>`SELECT ${PRODUCT_ROW}, ${STOCK},
      greatest(p.re_order_quantity, p.re_order_level - coalesce(st.available, 0) + 1, 1) AS "suggestedQuantity", count(*) OVER ()::int AS __count
    ${base} ORDER BY s.name NULLS LAST, p.product_name, p.id LIMIT ${f.limit} OFFSET ${f.skip}`.execute(db);
  const count = page.rows.length ? page.rows[0].__count
    : f.skip ? (await sql<{ n: number }>`SELECT count(*)::int AS n ${base}`.execute(db)).rows[0].n : 0;
  return { items: page.rows.map(({ __count, ...row }) => row), count };
}
