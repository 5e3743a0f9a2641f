import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection';

/**
 * SQL of the quotations, invoices and credit notes lists and records (issue 21: generated screens).
 * Rows come in the schemas' names (schemas/quotation, invoice, creditNote) with the order's display
 * id beside its id, so a list page reads no other resource. Every list is one indexed, paged query
 * newest first (the primary key, or the order's index when one order's are asked) and an exact count.
 */

export interface DocumentListFilter {
  /** One order's documents. */
  orderId?: number;
  /** One invoice's credit notes. */
  invoiceId?: number;
  status?: Array<string | number>;
  /** The order id (123, HN000123) or the document's number. */
  searchTerm?: string;
  /** Created on or after / on or before (YYYY-MM-DD). */
  startDate?: string;
  endDate?: string;
  /** A location the caller is limited to (external pharmacists), or null. */
  scope: number | null;
  sortOrder?: 'ASC' | 'DESC';
  skip: number;
  limit: number;
}

export type DocumentKind = 'quotations' | 'invoices' | 'credit-notes';

interface KindSql { table: RawBuilder<unknown>; columns: RawBuilder<unknown>; number: RawBuilder<unknown> | null; status: string | null; byInvoice?: true }

const ORDER_COLUMNS = sql`o.display_id AS "orderDisplayId", c.name AS "customerName",
  (SELECT a.first_name || ' ' || a.last_name FROM agents a WHERE a.id = d.created_by_agent_id) AS "createdByAgentName"`;

/** Each kind: its table (alias d), its record columns in schema names, its number column and status column (and whether it filters by invoice). */
const KINDS: Record<DocumentKind, KindSql> = {
  quotations: {
    table: sql`quotations d`, number: null, status: 'd.status',
    columns: sql`d.id, d.id AS "quotationId", d.order_id AS "orderId", d.status, d.delivery_fee AS "deliveryFee",
      d.dispense_period AS "dispensePeriod", d.dispense_type AS "dispenseType", d.lines_total AS "linesTotal",
      d.promo_discount AS "promoDiscount", d.net_total AS "netTotal", d.valid_until AS "validUntil", d.submitted_at AS "submittedAt",
      d.created_by_agent_id AS "createdByAgentId", d.created_at AS "createdAt", d.updated_at AS "updatedAt"`,
  },
  invoices: {
    table: sql`invoices d`, number: sql`d.invoice_no`, status: 'd.status',
    columns: sql`d.id, d.invoice_no AS "invoiceNo", d.order_id AS "orderId", d.quotation_id AS "quotationId", d.status,
      d.lines_total AS "linesTotal", d.delivery_fee AS "deliveryFee", d.promo_discount AS "promoDiscount", d.net_total AS "netTotal",
      d.posted_at AS "postedAt", d.cancelled_at AS "cancelledAt", d.created_by_agent_id AS "createdByAgentId",
      d.created_at AS "createdAt", d.updated_at AS "updatedAt"`,
  },
  'credit-notes': {
    table: sql`credit_notes d`, number: sql`d.credit_note_no`, status: null, byInvoice: true,
    columns: sql`d.id, d.credit_note_no AS "creditNote", d.order_id AS "orderId", d.invoice_id AS "invoiceId",
      (SELECT i.invoice_no FROM invoices i WHERE i.id = d.invoice_id) AS "invoiceNo", d.quotation_id AS "quotationId",
      d.amount, d.delivery_fee_refund AS "deliveryFeeRefund", d.reason, d.created_by_agent_id AS "createdByAgentId", d.created_at AS "createdAt"`,
  },
};

/** The term as an order id or a document number: digits only (HN000123 → 123), else nothing matches. */
const digitsOf = (term: string) => /^(?:HN)?0*(\d{1,15})$/i.exec(term.trim())?.[1] ?? null;

function whereOf(kind: KindSql, f: DocumentListFilter): RawBuilder<unknown> {
  const parts = [sql`TRUE`];
  if (f.orderId !== undefined) parts.push(sql`d.order_id = ${f.orderId}`);
  if (f.invoiceId !== undefined && kind.byInvoice) parts.push(sql`d.invoice_id = ${f.invoiceId}`);
  if (f.scope !== null) parts.push(sql`o.location_id = ${f.scope}`);
  if (kind.status && f.status?.length) {
    parts.push(typeof f.status[0] === 'number' || /^\d+$/.test(String(f.status[0]))
      ? sql`${sql.raw(kind.status)} = ANY(${f.status.map(Number)}::int[])` : sql`${sql.raw(kind.status)} = ANY(${f.status.map(String)}::text[])`);
  }
  if (f.startDate) parts.push(sql`d.created_at >= ${f.startDate}::date`);
  if (f.endDate) parts.push(sql`d.created_at < ${f.endDate}::date + 1`);
  const term = f.searchTerm?.trim();
  if (term) {
    const digits = digitsOf(term);
    if (!digits) parts.push(sql`FALSE`);
    else {
      const byOrder = sql`d.order_id = ${Number(digits)}`;
      // A number is the document's own (its unique index, text_pattern_ops) or its order's id.
      parts.push(kind.number ? sql`(${byOrder} OR ${kind.number} = ${digits.padStart(6, '0')})` : byOrder);
    }
  }
  return sql.join(parts, sql` AND `);
}

/** One page of a kind's documents, newest first (or oldest with sortOrder ASC), and the exact count. */
export async function listDocuments(db: Db, kind: DocumentKind, f: DocumentListFilter) {
  const k = KINDS[kind];
  const where = whereOf(k, f);
  const order = f.sortOrder === 'ASC' ? sql`ASC` : sql`DESC`;
  const items = await sql<Record<string, unknown>>`SELECT ${k.columns}, ${ORDER_COLUMNS}
    FROM ${k.table} JOIN orders o ON o.id = d.order_id JOIN customers c ON c.id = o.customer_id
    WHERE ${where} ORDER BY d.id ${order} LIMIT ${f.limit} OFFSET ${f.skip}`.execute(db);
  const count = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${k.table} JOIN orders o ON o.id = d.order_id WHERE ${where}`.execute(db);
  return { items: items.rows, count: count.rows[0].n };
}

/** One document with its order's location (for the scope check), or undefined. */
export async function getDocument(db: Db, kind: DocumentKind, id: number) {
  const k = KINDS[kind];
  return (await sql<Record<string, unknown> & { locationId: number }>`SELECT ${k.columns}, ${ORDER_COLUMNS}, o.location_id AS "locationId"
    FROM ${k.table} JOIN orders o ON o.id = d.order_id JOIN customers c ON c.id = o.customer_id WHERE d.id = ${id}`.execute(db)).rows[0];
}

/** A quotation's lines (schemas/quotationLine names). */
export async function quotationLines(db: Db, quotationId: number) {
  return (await sql<Record<string, unknown>>`SELECT l.id, l.id AS "lineId", l.quotation_id AS "quotationId", l.product_id AS "productId",
      p.display_id AS "productCode", p.product_name AS "productName", p.lowest_uom AS "lowestUom", l.quantity, l.unit_price AS "unitPrice",
      l.discount, l.line_total AS "lineTotal", l.created_at AS "createdAt", l.updated_at AS "updatedAt"
    FROM quotation_lines l JOIN products p ON p.id = l.product_id WHERE l.quotation_id = ${quotationId} ORDER BY l.id`.execute(db)).rows;
}

/** An invoice's lines with their batch (schemas/invoiceLine wire names; `batch` is the batch's name). */
export async function invoiceLines(db: Db, invoiceId: number) {
  return (await sql<Record<string, unknown>>`SELECT l.id, l.invoice_id, l.quotation_line_id, l.product_id, p.product_name,
      p.display_id AS odoo_product_id, p.lowest_uom, l.quantity, b.batch_name AS batch, l.batch_id, l.batch_qty, l.unit_price, l.discount,
      l.line_total, l.promo_share, l.created_at
    FROM invoice_lines l JOIN products p ON p.id = l.product_id LEFT JOIN product_batches b ON b.id = l.batch_id
    WHERE l.invoice_id = ${invoiceId} ORDER BY l.product_id, b.expiry_date NULLS LAST, l.id`.execute(db)).rows;
}

/** A credit note's lines with their product and batch names (schemas/creditNoteLine names). */
export async function creditNoteLines(db: Db, creditNoteId: number) {
  return (await sql<Record<string, unknown>>`SELECT l.id, l.credit_note_id AS "creditNoteId", l.invoice_line_id AS "invoiceLineId",
      l.product_id AS "productId", p.product_name AS "productName", l.batch_id AS "batchId", b.batch_name AS "batchName", l.quantity,
      l.unit_price AS "unitPrice", l.line_total AS "lineTotal", l.restock
    FROM credit_note_lines l JOIN products p ON p.id = l.product_id JOIN product_batches b ON b.id = l.batch_id
    WHERE l.credit_note_id = ${creditNoteId} ORDER BY l.id`.execute(db)).rows;
}
