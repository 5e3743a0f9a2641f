import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { NEAR_EXPIRY_DAYS } from '../../../shared/supply/grnRules';

/** SQL of quotations: the order row, the product master, quotation headers and lines, totals. */

export interface OrderRow {
  id: number; displayId: string; status: number; locationId: number; customerId: number; prescriptionId: number | null;
  deliveryDate: string | null; deliverySlotId: number | null; paymentMethod: string | null;
}

const ORDER_COLUMNS = sql`id, display_id AS "displayId", status, location_id AS "locationId", customer_id AS "customerId",
  prescription_id AS "prescriptionId", delivery_date AS "deliveryDate", delivery_slot_id AS "deliverySlotId", payment_method AS "paymentMethod"`;

export async function orderRow(db: Db, orderId: number, lock = false): Promise<OrderRow | undefined> {
  return (await sql<OrderRow>`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ${orderId} ${lock ? sql`FOR UPDATE` : sql``}`.execute(db)).rows[0];
}

export interface MasterProduct {
  productId: number; productCode: string; productName: string; genericName: string; lowestUom: string; retailPrice: number;
  coldStorage: boolean; narcotic: boolean; maxDiscountPercentage: number; available: number;
  /** Supply path (issue 10): the first expiry with stock free to sell, and whether it is within NEAR_EXPIRY_DAYS. */
  nextExpiry?: string | null; nearExpiry?: boolean;
}

/**
 * Product master search as the pharmacist types: name or generic name prefix, or the product code.
 * Active, on-market products only; available = on hand minus reserved over unexpired batches.
 */
export async function searchProducts(db: Db, typeIn: string, limit = 20): Promise<MasterProduct[]> {
  const text = typeIn.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  const code = /^p?0*(\d{1,9})$/i.exec(typeIn.trim());
  const prefix = `${text}%`;
  const live = sql`product_status = 'active' AND NOT out_of_market`;
  // Each branch reads at most `limit` rows in index order (0041's C-collation prefix indexes);
  // availability is summed for the final `limit` products only.
  return (await sql<MasterProduct>`WITH m AS (
      (SELECT id, lower(product_name) COLLATE "C" AS k FROM products WHERE lower(product_name) COLLATE "C" LIKE ${prefix} AND ${live}
        ORDER BY lower(product_name) COLLATE "C" LIMIT ${limit})
      UNION (SELECT id, lower(product_name) COLLATE "C" FROM products WHERE lower(generic_name) COLLATE "C" LIKE ${prefix} AND ${live}
        ORDER BY lower(generic_name) COLLATE "C" LIMIT ${limit})
      UNION (SELECT id, lower(product_name) COLLATE "C" FROM products WHERE id = ${code ? Number(code[1]) : -1}::int AND ${live})),
    top AS (SELECT id, k FROM m ORDER BY k LIMIT ${limit})
    SELECT p.id AS "productId", p.display_id AS "productCode", p.product_name AS "productName",
      p.generic_name AS "genericName", p.lowest_uom AS "lowestUom", p.retail_price AS "retailPrice", p.cold_storage AS "coldStorage",
      p.narcotic, p.max_discount_percentage AS "maxDiscountPercentage", st.available,
      st.next_expiry::text AS "nextExpiry", coalesce(st.next_expiry <= current_date + ${NEAR_EXPIRY_DAYS}::int, false) AS "nearExpiry"
    FROM top JOIN products p ON p.id = top.id
    CROSS JOIN LATERAL (SELECT coalesce(sum(b.quantity - b.reserved_quantity), 0)::int AS available,
        min(b.expiry_date) FILTER (WHERE b.quantity > b.reserved_quantity) AS next_expiry
      FROM product_batches b WHERE b.product_id = p.id AND b.expiry_date >= current_date) st
    ORDER BY top.k`.execute(db)).rows;
}

export async function productById(db: Db, productId: number): Promise<MasterProduct | undefined> {
  return (await sql<MasterProduct>`SELECT p.id AS "productId", p.display_id AS "productCode", p.product_name AS "productName",
      p.generic_name AS "genericName", p.lowest_uom AS "lowestUom", p.retail_price AS "retailPrice", p.cold_storage AS "coldStorage",
      p.narcotic, p.max_discount_percentage AS "maxDiscountPercentage", 0 AS available
    FROM products p WHERE p.id = ${productId} AND p.product_status = 'active' AND NOT p.out_of_market`.execute(db)).rows[0];
}

/** What the order could still get of a product: free stock on unexpired batches plus what it already holds. */
export async function availableFor(db: Db, orderId: number, productId: number): Promise<number> {
  return (await sql<{ n: number }>`SELECT (SELECT coalesce(sum(quantity - reserved_quantity), 0) FROM product_batches
        WHERE product_id = ${productId} AND expiry_date >= current_date)
      + (SELECT coalesce(sum(r.quantity), 0) FROM reservations r JOIN product_batches b ON b.id = r.batch_id
        WHERE r.order_id = ${orderId} AND r.product_id = ${productId} AND r.status = 'active' AND b.expiry_date >= current_date) AS n`.execute(db)).rows[0].n;
}

export interface QuotationHead {
  quotationId: number; orderId: number; status: number; deliveryFee: number; dispensePeriod: number | null; dispenseType: string | null;
  linesTotal: number; promoDiscount: number; netTotal: number; validUntil: Date | null; submittedAt: Date | null; createdAt: Date;
}

const HEAD = sql`id AS "quotationId", order_id AS "orderId", status, delivery_fee AS "deliveryFee", dispense_period AS "dispensePeriod",
  dispense_type AS "dispenseType", lines_total AS "linesTotal", promo_discount AS "promoDiscount", net_total AS "netTotal",
  valid_until AS "validUntil", submitted_at AS "submittedAt", created_at AS "createdAt"`;

/** The order's newest quotation, of `status` when given, else its newest live one (open or invoiced). */
export async function quotationOf(db: Db, orderId: number, status?: number, lock = false): Promise<QuotationHead | undefined> {
  const filter = status === undefined ? sql`status IN (0, 1)` : sql`status = ${status}`;
  return (await sql<QuotationHead>`SELECT ${HEAD} FROM quotations WHERE order_id = ${orderId} AND ${filter}
    ORDER BY id DESC LIMIT 1 ${lock ? sql`FOR UPDATE` : sql``}`.execute(db)).rows[0];
}

export async function quotationById(db: Db, quotationId: number): Promise<QuotationHead | undefined> {
  return (await sql<QuotationHead>`SELECT ${HEAD} FROM quotations WHERE id = ${quotationId}`.execute(db)).rows[0];
}

export async function insertQuotation(trx: Db, orderId: number, agentId: number): Promise<number> {
  return (await sql<{ id: number }>`INSERT INTO quotations (order_id, status, delivery_fee, created_by_agent_id)
    VALUES (${orderId}, 0, 0, ${agentId}) RETURNING id`.execute(trx)).rows[0].id;
}

export interface QuotationLine {
  lineId: number; productId: number; productCode: string; productName: string; lowestUom: string; quantity: number; unitPrice: number;
  discount: number; lineTotal: number; coldStorage: boolean; narcotic: boolean; maxDiscountPercentage: number;
}

export async function linesOf(db: Db, quotationId: number): Promise<QuotationLine[]> {
  return (await sql<QuotationLine>`SELECT ql.id AS "lineId", ql.product_id AS "productId", p.display_id AS "productCode",
      p.product_name AS "productName", p.lowest_uom AS "lowestUom", ql.quantity, ql.unit_price AS "unitPrice", ql.discount,
      ql.line_total AS "lineTotal", p.cold_storage AS "coldStorage", p.narcotic, p.max_discount_percentage AS "maxDiscountPercentage"
    FROM quotation_lines ql JOIN products p ON p.id = ql.product_id WHERE ql.quotation_id = ${quotationId} ORDER BY ql.id`.execute(db)).rows;
}

export async function insertLine(trx: Db, quotationId: number, l: { productId: number; quantity: number; unitPrice: number }): Promise<number> {
  return (await sql<{ id: number }>`INSERT INTO quotation_lines (quotation_id, product_id, quantity, unit_price, discount, line_total)
    VALUES (${quotationId}, ${l.productId}, ${l.quantity}, ${l.unitPrice}, 0, round(${l.quantity} * ${l.unitPrice}::numeric, 2)) RETURNING id`.execute(trx)).rows[0].id;
}

export async function setLineQuantity(trx: Db, lineId: number, quantity: number): Promise<void> {
  await sql`UPDATE quotation_lines SET quantity = ${quantity}, line_total = round(${quantity} * unit_price - discount, 2), updated_at = now()
    WHERE id = ${lineId}`.execute(trx);
}

export async function deleteLines(trx: Db, quotationId: number, lineIds: number[]): Promise<number> {
  const r = await sql`DELETE FROM quotation_lines WHERE quotation_id = ${quotationId} AND id = ANY(${lineIds}::bigint[])`.execute(trx);
  return Number(r.numAffectedRows ?? 0);
}

export async function updateHead(trx: Db, quotationId: number, h: { deliveryFee?: number; dispensePeriod?: number | null; dispenseType?: string | null; submit?: boolean; validDays?: number }): Promise<void> {
  await sql`UPDATE quotations SET updated_at = now(),
      delivery_fee = coalesce(${h.deliveryFee ?? null}::numeric, delivery_fee),
      dispense_period = ${h.dispensePeriod === undefined ? sql`dispense_period` : sql`${h.dispensePeriod}::int`},
      dispense_type = ${h.dispenseType === undefined ? sql`dispense_type` : sql`${h.dispenseType}::text`},
      submitted_at = ${h.submit ? sql`now()` : sql`submitted_at`},
      valid_until = ${h.submit ? sql`now() + make_interval(days => ${h.validDays ?? 3})` : sql`valid_until`}
    WHERE id = ${quotationId}`.execute(trx);
}

/** Lines total from the lines; net = lines + fee - promo (promo capped at lines + fee). */
export async function writeTotals(trx: Db, quotationId: number, promoDiscount: number): Promise<void> {
  await sql`UPDATE quotations q SET lines_total = t.total, promo_discount = least(${promoDiscount}::numeric, t.total + q.delivery_fee),
      net_total = t.total + q.delivery_fee - least(${promoDiscount}::numeric, t.total + q.delivery_fee), updated_at = now()
    FROM (SELECT coalesce(sum(line_total), 0) AS total FROM quotation_lines WHERE quotation_id = ${quotationId}) t
    WHERE q.id = ${quotationId}`.execute(trx);
}

export async function setDeliveryAddress(trx: Db, orderId: number, address: string): Promise<void> {
  await sql`UPDATE orders SET delivery_address = ${address}, updated_at = now() WHERE id = ${orderId}`.execute(trx);
}
