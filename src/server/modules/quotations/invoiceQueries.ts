import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/** SQL of batch-wise invoices: the live invoice, its lines, the batches an order may invoice from. */

export interface InvoiceHead {
  invoiceId: number; invoiceNo: string; orderId: number; quotationId: number; status: 'draft' | 'posted' | 'cancelled';
  linesTotal: number; deliveryFee: number; promoDiscount: number; netTotal: number; postedAt: Date | null; createdAt: Date;
}

const HEAD = sql`id AS "invoiceId", invoice_no AS "invoiceNo", order_id AS "orderId", quotation_id AS "quotationId", status,
  lines_total AS "linesTotal", delivery_fee AS "deliveryFee", promo_discount AS "promoDiscount", net_total AS "netTotal",
  posted_at AS "postedAt", created_at AS "createdAt"`;

/** The order's live (draft or posted) invoice. */
export async function liveInvoiceOf(db: Db, orderId: number, lock = false): Promise<InvoiceHead | undefined> {
  return (await sql<InvoiceHead>`SELECT ${HEAD} FROM invoices WHERE order_id = ${orderId} AND status <> 'cancelled'
    ORDER BY id DESC LIMIT 1 ${lock ? sql`FOR UPDATE` : sql``}`.execute(db)).rows[0];
}

export async function insertDraft(trx: Db, orderId: number, quotationId: number, deliveryFee: number, agentId: number): Promise<number> {
  return (await sql<{ id: number }>`INSERT INTO invoices (order_id, quotation_id, status, delivery_fee, net_total, created_by_agent_id)
    VALUES (${orderId}, ${quotationId}, 'draft', ${deliveryFee}, ${deliveryFee}, ${agentId}) RETURNING id`.execute(trx)).rows[0].id;
}

export async function cancelDraft(trx: Db, invoiceId: number): Promise<void> {
  await sql`UPDATE invoices SET status = 'cancelled', cancelled_at = now(), updated_at = now() WHERE id = ${invoiceId} AND status = 'draft'`.execute(trx);
}

export interface InvoiceLine {
  lineId: number; quotationLineId: number | null; productId: number; productName: string; productCode: string; lowestUom: string;
  batchId: number | null; batchName: string | null; expiryDate: string | null; quantity: number; batchQty: number; unitPrice: number;
  discount: number; lineTotal: number; promoShare: number; maxDiscountPercentage: number;
}

export async function linesOfInvoice(db: Db, invoiceId: number): Promise<InvoiceLine[]> {
  return (await sql<InvoiceLine>`SELECT l.id AS "lineId", l.quotation_line_id AS "quotationLineId", l.product_id AS "productId",
      p.product_name AS "productName", p.display_id AS "productCode", p.lowest_uom AS "lowestUom", l.batch_id AS "batchId",
      b.batch_name AS "batchName", b.expiry_date AS "expiryDate", l.quantity, l.batch_qty AS "batchQty", l.unit_price AS "unitPrice",
      l.discount, l.line_total AS "lineTotal", l.promo_share AS "promoShare", p.max_discount_percentage AS "maxDiscountPercentage"
    FROM invoice_lines l JOIN products p ON p.id = l.product_id LEFT JOIN product_batches b ON b.id = l.batch_id
    WHERE l.invoice_id = ${invoiceId} ORDER BY l.product_id, b.expiry_date NULLS LAST, l.id`.execute(db)).rows;
}

export interface NewInvoiceLine { quotationLineId: number | null; productId: number; batchId: number | null; quantity: number; batchQty: number; unitPrice: number }

/** Replaces a draft's lines (the editor saves the whole set); line totals from batch_qty × price. */
export async function replaceLines(trx: Db, invoiceId: number, lines: NewInvoiceLine[]): Promise<void> {
  await sql`DELETE FROM invoice_lines WHERE invoice_id = ${invoiceId}`.execute(trx);
  if (!lines.length) return;
  const values = lines.map((l) => sql`(${invoiceId}::bigint, ${l.quotationLineId}::bigint, ${l.productId}::int, ${l.batchId}::int, ${l.quantity}::int,
    ${l.batchQty}::int, ${l.unitPrice}::numeric, 0, round(${l.batchQty}::int * ${l.unitPrice}::numeric, 2))`);
  await sql`INSERT INTO invoice_lines (invoice_id, quotation_line_id, product_id, batch_id, quantity, batch_qty, unit_price, discount, line_total)
    VALUES ${sql.join(values)}`.execute(trx);
}

/** Each line's share of the promo discount, as the discount was taken off it (its charge is line_total − share). */
export async function writePromoShares(trx: Db, invoiceId: number, shares: Array<{ lineId: number; share: number }>): Promise<void> {
  await sql`UPDATE invoice_lines SET promo_share = 0 WHERE invoice_id = ${invoiceId} AND promo_share <> 0`.execute(trx);
  const given = shares.filter((s) => s.share > 0);
  if (!given.length) return;
  await sql`UPDATE invoice_lines l SET promo_share = s.share FROM (VALUES ${sql.join(given.map((s) => sql`(${s.lineId}::bigint, ${s.share}::numeric)`))}) s (id, share)
    WHERE l.id = s.id AND l.invoice_id = ${invoiceId}`.execute(trx);
}

/** The invoice's totals from its lines: lines total, promo discount (the sum of the lines' shares), fee, net. */
export async function writeInvoiceTotals(trx: Db, invoiceId: number, deliveryFee?: number): Promise<void> {
  await sql`UPDATE invoices i SET delivery_fee = coalesce(${deliveryFee ?? null}::numeric, i.delivery_fee), lines_total = t.total,
      promo_discount = t.promo, net_total = t.total + coalesce(${deliveryFee ?? null}::numeric, i.delivery_fee) - t.promo, updated_at = now()
    FROM (SELECT coalesce(sum(line_total), 0) AS total, coalesce(sum(promo_share), 0) AS promo FROM invoice_lines WHERE invoice_id = ${invoiceId}) t
    WHERE i.id = ${invoiceId}`.execute(trx);
}

export async function markPosted(trx: Db, invoiceId: number, quotationId: number): Promise<void> {
  await sql`DELETE FROM invoice_lines WHERE invoice_id = ${invoiceId} AND batch_qty = 0`.execute(trx);
  await sql`UPDATE invoices SET status = 'posted', posted_at = now(), updated_at = now() WHERE id = ${invoiceId}`.execute(trx);
  await sql`UPDATE quotations SET status = 1, updated_at = now() WHERE id = ${quotationId}`.execute(trx);
}

export interface OrderBatch { batchId: number; productId: number; batchName: string; expiryDate: string; available: number; purchasePrice: number }

/**
 * Every batch of these products with what this order may take from it: free stock plus what the
 * order itself holds there (its reservation is its own).
 */
export async function batchesForOrder(db: Db, orderId: number, productIds: number[]): Promise<OrderBatch[]> {
  if (!productIds.length) return [];
  return (await sql<OrderBatch>`SELECT b.id AS "batchId", b.product_id AS "productId", b.batch_name AS "batchName", b.expiry_date AS "expiryDate",
      (b.quantity - b.reserved_quantity + coalesce((SELECT sum(r.quantity) FROM reservations r
        WHERE r.batch_id = b.id AND r.order_id = ${orderId} AND r.status = 'active'), 0))::int AS available, b.purchase_price AS "purchasePrice"
    FROM product_batches b WHERE b.product_id = ANY(${[...new Set(productIds)]}::int[])
    ORDER BY b.expiry_date, b.id`.execute(db)).rows;
}

/** The quotation lines an invoice covers, one per product. */
export async function quotationLinesFor(db: Db, quotationId: number): Promise<Array<{ quotationLineId: number; productId: number; quantity: number; unitPrice: number }>> {
  return (await sql<{ quotationLineId: number; productId: number; quantity: number; unitPrice: number }>`SELECT id AS "quotationLineId",
      product_id AS "productId", quantity, unit_price AS "unitPrice" FROM quotation_lines WHERE quotation_id = ${quotationId} ORDER BY id`.execute(db)).rows;
}

export async function heldBatchesOf(db: Db, orderId: number): Promise<number[]> {
  return (await sql<{ id: number }>`SELECT DISTINCT batch_id AS id FROM reservations WHERE order_id = ${orderId} AND status = 'active'`.execute(db)).rows.map((r) => r.id);
}
