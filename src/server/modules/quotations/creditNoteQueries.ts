import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/** SQL of credit notes: what of a posted invoice can still be credited, and the notes themselves. */

export interface CreditableLine {
  invoiceLineId: number; productId: number; productName: string; productCode: string; lowestUom: string; batchId: number; batchName: string;
  batchQty: number; unitPrice: number; lineTotal: number; promoShare: number; charge: number; credited: number; creditedAmount: number; remaining: number;
}

export interface CreditableInvoice {
  invoiceId: number; invoiceNo: string; quotationId: number; status: string; linesTotal: number; promoDiscount: number; deliveryFee: number;
  netTotal: number; creditedSoFar: number;
}

/** The order's invoice that credit notes apply to (posted, or cancelled after being posted), with what its notes gave back so far. */
export async function creditableInvoice(db: Db, orderId: number, lock = false): Promise<CreditableInvoice | undefined> {
  return (await sql<CreditableInvoice>`
    SELECT id AS "invoiceId", invoice_no AS "invoiceNo", quotation_id AS "quotationId", status, lines_total AS "linesTotal",
      promo_discount AS "promoDiscount", delivery_fee AS "deliveryFee", net_total AS "netTotal",
      coalesce((SELECT sum(cn.amount) FROM credit_notes cn WHERE cn.invoice_id = invoices.id), 0) AS "creditedSoFar"
    FROM invoices WHERE order_id = ${orderId} AND posted_at IS NOT NULL ORDER BY id DESC LIMIT 1 ${lock ? sql`FOR UPDATE` : sql``}`.execute(db)).rows[0];
}

export async function creditableLines(db: Db, invoiceId: number): Promise<CreditableLine[]> {
  return (await sql<CreditableLine>`SELECT l.id AS "invoiceLineId", l.product_id AS "productId", p.product_name AS "productName",
      p.display_id AS "productCode", p.lowest_uom AS "lowestUom", l.batch_id AS "batchId", b.batch_name AS "batchName",
      l.batch_qty AS "batchQty", l.unit_price AS "unitPrice", l.line_total AS "lineTotal", l.promo_share AS "promoShare",
      greatest(l.line_total - l.promo_share, 0) AS charge, coalesce(c.credited, 0)::int AS credited, coalesce(c.amount, 0) AS "creditedAmount",
      (l.batch_qty - coalesce(c.credited, 0))::int AS remaining
    FROM invoice_lines l JOIN products p ON p.id = l.product_id JOIN product_batches b ON b.id = l.batch_id
    LEFT JOIN (SELECT invoice_line_id, sum(quantity) AS credited, sum(line_total) AS amount FROM credit_note_lines GROUP BY invoice_line_id) c
      ON c.invoice_line_id = l.id
    WHERE l.invoice_id = ${invoiceId} AND l.batch_qty > 0 ORDER BY l.id`.execute(db)).rows;
}

export async function creditNotesOf(db: Db, orderId: number) {
  const notes = (await sql<{ creditNoteId: number; creditNote: string; amount: number; deliveryFeeRefund: number; reason: string; createdAt: Date; agentName: string | null }>`
    SELECT cn.id AS "creditNoteId", cn.credit_note_no AS "creditNote", cn.amount, cn.delivery_fee_refund AS "deliveryFeeRefund", cn.reason, cn.created_at AS "createdAt",
      nullif(trim(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')), '') AS "agentName"
    FROM credit_notes cn LEFT JOIN agents a ON a.id = cn.created_by_agent_id WHERE cn.order_id = ${orderId} ORDER BY cn.id`.execute(db)).rows;
  if (!notes.length) return [];
  const lines = (await sql<{ creditNoteId: number; invoiceLineId: number; productName: string; batchName: string; quantity: number; lineTotal: number; restock: boolean }>`
    SELECT cl.credit_note_id AS "creditNoteId", cl.invoice_line_id AS "invoiceLineId", p.product_name AS "productName", b.batch_name AS "batchName",
      cl.quantity, cl.line_total AS "lineTotal", cl.restock
    FROM credit_note_lines cl JOIN products p ON p.id = cl.product_id JOIN product_batches b ON b.id = cl.batch_id
    WHERE cl.credit_note_id = ANY(${notes.map((n) => n.creditNoteId)}::bigint[]) ORDER BY cl.id`.execute(db)).rows;
  return notes.map((n) => ({ ...n, lineItems: lines.filter((l) => l.creditNoteId === n.creditNoteId) }));
}

export async function insertCreditNote(trx: Db, c: { orderId: number; invoiceId: number; quotationId: number; amount: number; deliveryFeeRefund: number; reason: string; agentId: number }) {
  return (await sql<{ id: number; no: string }>`INSERT INTO credit_notes (order_id, invoice_id, quotation_id, amount, delivery_fee_refund, reason, created_by_agent_id)
    VALUES (${c.orderId}, ${c.invoiceId}, ${c.quotationId}, ${c.amount}, ${c.deliveryFeeRefund}, ${c.reason}, ${c.agentId}) RETURNING id, credit_note_no AS no`.execute(trx)).rows[0];
}

export async function insertCreditLine(trx: Db, l: { creditNoteId: number; invoiceLineId: number; productId: number; batchId: number; quantity: number; unitPrice: number; lineTotal: number; restock: boolean }) {
  return (await sql<{ id: number }>`INSERT INTO credit_note_lines (credit_note_id, invoice_line_id, product_id, batch_id, quantity, unit_price, line_total, restock)
    VALUES (${l.creditNoteId}, ${l.invoiceLineId}, ${l.productId}, ${l.batchId}, ${l.quantity}, ${l.unitPrice}, ${l.lineTotal}, ${l.restock}) RETURNING id`.execute(trx)).rows[0].id;
}

export async function cancelInvoice(trx: Db, invoiceId: number): Promise<void> {
  await sql`UPDATE invoices SET status = 'cancelled', cancelled_at = now(), updated_at = now() WHERE id = ${invoiceId} AND status = 'posted'`.execute(trx);
}
