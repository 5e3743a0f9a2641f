import { sql } from 'kysely';
import type { Db } from '../../connection';
import * as stock from '../../../modules/stock/service';
import { creditFor, deliveryFeeRefund } from '../../../../shared/invoices/lineCredit';

/**
 * Quotation and invoice paperwork for demo orders and tests, in the caller's transaction. Stock
 * moves only through the stock service (reservations by the order service's effects, sale and
 * returns here).
 */

export interface QuoteLine { productId: number; quantity: number; unitPrice: number; discount?: number }

const round2 = (n: number) => Math.round(n * 100) / 100;

/** An open quotation (status 0) with its lines and totals. */
export async function createQuotation(trx: Db, q: { orderId: number; agentId: number | null; lines: QuoteLine[]; deliveryFee?: number; at: Date | null; submitted?: boolean }): Promise<number> {
  const linesTotal = round2(q.lines.reduce((s, l) => s + round2(l.quantity * l.unitPrice - (l.discount ?? 0)), 0));
  const fee = q.deliveryFee ?? (linesTotal >= 5000 ? 0 : 300);
  const at = q.at ?? new Date();
  const validUntil = q.submitted ? new Date(at.getTime() + 3 * 86_400_000) : null;
  const id = (await sql<{ id: number }>`INSERT INTO quotations (order_id, status, delivery_fee, dispense_type, lines_total, net_total, valid_until,
      submitted_at, created_by_agent_id, created_at, updated_at)
    VALUES (${q.orderId}, 0, ${fee}, 'full', ${linesTotal}, ${round2(linesTotal + fee)}, ${validUntil}, ${q.submitted ? at : null}, ${q.agentId}, ${at}, ${at})
    RETURNING id`.execute(trx)).rows[0].id;
  for (const l of q.lines) {
    await sql`INSERT INTO quotation_lines (quotation_id, product_id, quantity, unit_price, discount, line_total, created_at, updated_at)
      VALUES (${id}, ${l.productId}, ${l.quantity}, ${l.unitPrice}, ${l.discount ?? 0}, ${round2(l.quantity * l.unitPrice - (l.discount ?? 0))}, ${at}, ${at})`.execute(trx);
  }
  return id;
}

export async function submitQuotation(trx: Db, orderId: number, at: Date | null): Promise<void> {
  const when = at ?? new Date();
  await sql`UPDATE quotations SET submitted_at = ${when}, valid_until = ${new Date(when.getTime() + 3 * 86_400_000)}, updated_at = ${when}
    WHERE order_id = ${orderId} AND status = 0`.execute(trx);
}

/** A draft batch-wise invoice: one line per batch the order's reservations hold. */
export async function draftInvoice(trx: Db, orderId: number, agentId: number | null, at: Date | null): Promise<number> {
  const q = (await sql<{ id: number; fee: number }>`SELECT id, delivery_fee AS fee FROM quotations WHERE order_id = ${orderId} AND status = 0
    ORDER BY id DESC LIMIT 1`.execute(trx)).rows[0];
  if (!q) throw new Error(`Order ${orderId} has no open quotation to invoice`);
  const lines = (await sql<{ qlId: number; productId: number; quantity: number; price: number; discount: number; batchId: number; batchQty: number; first: boolean }>`
    SELECT ql.id AS "qlId", ql.product_id AS "productId", ql.quantity, ql.unit_price AS price, ql.discount, r.batch_id AS "batchId", r.quantity AS "batchQty",
      row_number() OVER (PARTITION BY ql.id ORDER BY r.id) = 1 AS first
    FROM quotation_lines ql JOIN reservations r ON r.order_id = ${orderId} AND r.product_id = ql.product_id AND r.status = 'active'
    WHERE ql.quotation_id = ${q.id} ORDER BY ql.id, r.id`.execute(trx)).rows;
  const rows = lines.map((l) => ({ ...l, discount: l.first ? l.discount : 0, total: round2(l.batchQty * l.price - (l.first ? l.discount : 0)) }));
  const linesTotal = round2(rows.reduce((s, r) => s + r.total, 0));
  const id = (await sql<{ id: number }>`INSERT INTO invoices (order_id, quotation_id, status, lines_total, delivery_fee, promo_discount, net_total,
      created_by_agent_id, created_at, updated_at)
    VALUES (${orderId}, ${q.id}, 'draft', ${linesTotal}, ${q.fee}, 0, ${round2(linesTotal + q.fee)}, ${agentId}, ${at ?? new Date()}, ${at ?? new Date()})
    RETURNING id`.execute(trx)).rows[0].id;
  for (const r of rows) {
    await sql`INSERT INTO invoice_lines (invoice_id, quotation_line_id, product_id, batch_id, quantity, batch_qty, unit_price, discount, line_total, created_at)
      VALUES (${id}, ${r.qlId}, ${r.productId}, ${r.batchId}, ${r.quantity}, ${r.batchQty}, ${r.price}, ${r.discount}, ${r.total}, ${at ?? new Date()})`.execute(trx);
  }
  return id;
}

/** Posts the draft invoice: the stock service consumes the reservations and moves the batches out. */
export async function postInvoice(trx: Db, orderId: number, agentId: number | null, at: Date | null): Promise<number> {
  const inv = (await sql<{ id: number; quotationId: number }>`SELECT id, quotation_id AS "quotationId" FROM invoices
    WHERE order_id = ${orderId} AND status = 'draft' FOR UPDATE`.execute(trx)).rows[0];
  if (!inv) throw new Error(`Order ${orderId} has no draft invoice`);
  const lines = (await sql<{ id: number; productId: number; batchId: number; batchQty: number; cost: number }>`SELECT l.id, l.product_id AS "productId",
      l.batch_id AS "batchId", l.batch_qty AS "batchQty", b.purchase_price AS cost
    FROM invoice_lines l JOIN product_batches b ON b.id = l.batch_id WHERE l.invoice_id = ${inv.id} AND l.batch_qty > 0 ORDER BY l.id`.execute(trx)).rows;
  await stock.sell(trx, { orderId, lines: lines.map((l) => ({ productId: l.productId, batchId: l.batchId, quantity: l.batchQty, invoiceLineId: l.id, unitCost: l.cost })) },
    { agentId, at });
  await sql`UPDATE invoices SET status = 'posted', posted_at = ${at ?? new Date()}, updated_at = ${at ?? new Date()} WHERE id = ${inv.id}`.execute(trx);
  await sql`UPDATE quotations SET status = 1, updated_at = ${at ?? new Date()} WHERE id = ${inv.quotationId}`.execute(trx);
  return inv.id;
}

/**
 * A credit note for some (or all) of a posted invoice's lines, priced like the API's (each line's
 * charge pro rata, the fee with the last of the invoice); restocked goods go back through the stock service.
 */
export async function creditNote(trx: Db, c: { orderId: number; agentId: number | null; reason: string; at: Date | null; lines: Array<{ invoiceLineId: number; quantity: number; restock: boolean }> }): Promise<number> {
  const inv = (await sql<{ id: number; quotationId: number; deliveryFee: number; netTotal: number; creditedSoFar: number }>`SELECT id, quotation_id AS "quotationId",
      delivery_fee AS "deliveryFee", net_total AS "netTotal", coalesce((SELECT sum(amount) FROM credit_notes WHERE invoice_id = invoices.id), 0) AS "creditedSoFar"
    FROM invoices WHERE order_id = ${c.orderId} AND status = 'posted'`.execute(trx)).rows[0];
  if (!inv) throw new Error(`Order ${c.orderId} has no posted invoice`);
  const src = new Map((await sql<{ id: number; productId: number; batchId: number; price: number; units: number; charge: number; creditedUnits: number; creditedAmount: number }>`
    SELECT l.id, l.product_id AS "productId", l.batch_id AS "batchId", l.unit_price AS price, l.batch_qty AS units, l.line_total - l.promo_share AS charge,
      coalesce(sum(cl.quantity), 0)::int AS "creditedUnits", coalesce(sum(cl.line_total), 0) AS "creditedAmount"
    FROM invoice_lines l LEFT JOIN credit_note_lines cl ON cl.invoice_line_id = l.id WHERE l.invoice_id = ${inv.id} AND l.batch_qty > 0
    GROUP BY l.id`.execute(trx)).rows.map((l) => [l.id, l]));
  const priced = c.lines.map((l) => ({ ...l, total: creditFor(src.get(l.invoiceLineId)!, l.quantity) }));
  const linesAmount = round2(priced.reduce((s, l) => s + l.total, 0));
  const taken = new Map(c.lines.map((l) => [l.invoiceLineId, l.quantity]));
  const whole = [...src.values()].every((l) => l.units - l.creditedUnits === (taken.get(l.id) ?? 0));
  const feeBack = deliveryFeeRefund(inv, linesAmount, whole);
  const id = (await sql<{ id: number }>`INSERT INTO credit_notes (order_id, invoice_id, quotation_id, amount, delivery_fee_refund, reason, created_by_agent_id, created_at)
    VALUES (${c.orderId}, ${inv.id}, ${inv.quotationId}, ${round2(linesAmount + feeBack)}, ${feeBack}, ${c.reason}, ${c.agentId}, ${c.at ?? new Date()}) RETURNING id`.execute(trx)).rows[0].id;
  const restock: stock.ReturnLine[] = [];
  for (const l of priced) {
    const s = src.get(l.invoiceLineId)!;
    const lineId = (await sql<{ id: number }>`INSERT INTO credit_note_lines (credit_note_id, invoice_line_id, product_id, batch_id, quantity, unit_price, line_total, restock)
      VALUES (${id}, ${l.invoiceLineId}, ${s.productId}, ${s.batchId}, ${l.quantity}, ${s.price}, ${l.total}, ${l.restock}) RETURNING id`.execute(trx)).rows[0].id;
    if (l.restock) restock.push({ productId: s.productId, batchId: s.batchId, quantity: l.quantity, creditNoteLineId: lineId });
  }
  if (restock.length) await stock.returnToStock(trx, c.orderId, restock, { agentId: c.agentId, at: c.at });
  return id;
}
