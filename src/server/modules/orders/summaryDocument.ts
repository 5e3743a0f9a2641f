import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { orderStatusLabel } from '../../../shared/orders/statuses';
import { keyValues, table, text, type DocumentDeclaration, type KeyValue } from '../../platform/documents';
import { OrderDetailService } from './detailService';
import { orderLogs } from './detailQueries';

interface Line { productCode: string; productName: string; batch: string | null; quantity: number; unitPrice: string; discount: string; lineTotal: string }

/** The invoice's lines when an invoice is live (with their batches), else the current quotation's. */
async function invoiceLines(db: Db, invoiceId: number): Promise<Line[]> {
  return (await sql<Line>`SELECT p.display_id AS "productCode", p.product_name AS "productName", b.batch_name AS batch, il.quantity,
      il.unit_price AS "unitPrice", il.discount, il.line_total AS "lineTotal"
    FROM invoice_lines il JOIN products p ON p.id = il.product_id LEFT JOIN product_batches b ON b.id = il.batch_id
    WHERE il.invoice_id = ${invoiceId} ORDER BY il.id`.execute(db)).rows;
}

const fullName = (p: Record<string, unknown> | null | undefined) => (p ? `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim() || null : null);

/**
 * The order summary PDF (issue 8, the document service's first declaration): customer, patient,
 * delivery, the lines (invoice lines when invoiced, else the quotation's), totals and the status
 * history from order_logs. Scope is the caller's location, as on the detail modal (404 outside it).
 */
export async function orderSummaryDocument(db: Db, orderId: number, scope: number | null): Promise<DocumentDeclaration> {
  const s = await new OrderDetailService(db).summary(orderId, scope);
  const invoiceId = s.invoice ? Number((s.invoice as Record<string, unknown>).invoiceId) : null;
  const [logs, lines] = await Promise.all([
    orderLogs(db, s.orderId),
    invoiceId ? invoiceLines(db, invoiceId) : Promise.resolve((s.quotation?.lineItems ?? []) as unknown as Line[]),
  ]);
  const c = s.customer ?? {};
  const priced = (s.invoice ?? s.quotation) as Record<string, unknown> | null;
  const totals: KeyValue[] = priced ? [
    { label: 'Lines total', value: priced.linesTotal as string, format: 'money' },
    { label: 'Delivery fee', value: priced.deliveryFee as string, format: 'money' },
    ...(Number(priced.promoDiscount ?? 0) > 0 ? [{ label: 'Promo discount', value: -Number(priced.promoDiscount), format: 'money' as const }] : []),
    { label: invoiceId ? 'Net total (invoice)' : 'Net total (quotation)', value: priced.netTotal as string, format: 'money' },
  ] : [];

  return {
    title: 'Order summary', number: s.order_id, date: new Date(), locationId: s.location.id, filename: `order-summary-${s.order_id}`,
    sections: [
      keyValues({
        title: 'Order', items: [
          { label: 'Order', value: s.order_id }, { label: 'Status', value: orderStatusLabel(s.orderStatus) },
          { label: 'Received', value: s.receivedDate, format: 'datetime' }, { label: 'Source', value: s.source },
          { label: 'Payment', value: s.paymentType }, { label: 'Invoice', value: s.invoice ? String((s.invoice as Record<string, unknown>).invoiceNo) : null },
          { label: 'Assigned to', value: s.assignedAgent?.name }, { label: 'Pharmacy', value: s.location.name },
        ],
      }),
      keyValues({
        title: 'Customer and patient', items: [
          { label: 'Customer', value: c.name as string }, { label: 'Customer id', value: c.displayId as string },
          { label: 'Contact', value: c.contactNumber as string }, { label: 'Email', value: c.email as string },
          { label: 'Patient', value: fullName(s.patient) }, { label: 'Patient id', value: s.patient?.displayId as string },
          { label: 'Date of birth', value: s.patient?.dateOfBirth as string, format: 'date' }, { label: 'Allergies', value: s.patient?.allergies as string },
        ],
      }),
      keyValues({
        title: 'Delivery', items: [
          { label: 'Address', value: s.deliveryAddress }, { label: 'City', value: s.deliveryCity?.name },
          { label: 'Date', value: s.deliveryDate, format: 'date' }, { label: 'Slot', value: s.deliverySlot?.name },
        ],
      }),
      table<Line>({
        title: invoiceId ? 'Invoice lines' : 'Quotation lines', empty: 'No lines yet (the order has not been quoted)',
        columns: [
          { label: 'Code', value: 'productCode', width: 1.1 }, { label: 'Product', value: 'productName', width: 3 },
          ...(invoiceId ? [{ label: 'Batch', value: 'batch' as const, width: 0.8 }] : []),
          { label: 'Qty', value: 'quantity', format: 'integer', width: 0.6 }, { label: 'Unit price', value: 'unitPrice', format: 'money' },
          { label: 'Discount', value: 'discount', format: 'money' }, { label: 'Line total', value: 'lineTotal', format: 'money' },
        ],
        rows: lines,
      }),
      table<(typeof logs)[number]>({
        title: 'Status history', empty: 'No status changes recorded',
        columns: [
          { label: 'When', value: 'createdAt', format: 'datetime', width: 1.3 }, { label: 'Action', value: 'action', width: 1.3 },
          { label: 'Status', value: (l) => orderStatusLabel(l.toStatus), width: 1.5 },
          { label: 'By', value: (l) => l.agentName ?? l.actor, width: 1.3 }, { label: 'Note', value: 'message', width: 2 },
        ],
        rows: logs,
      }),
      ...(s.note ? [text('Note', s.note)] : []),
      ...(s.cancellationReason ? [text('Cancellation reason', s.cancellationReason)] : []),
    ],
    totals,
  };
}
