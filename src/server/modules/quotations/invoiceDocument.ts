import type { Db } from '../../db/connection';
import { NotFoundError } from '../../errors';
import { keyValues, table, type DocumentDeclaration } from '../../platform/documents';
import * as iq from './invoiceQueries';
import * as q from './queries';

/**
 * The batch-wise invoice as printed (print-batches): which batch each line leaves from, with
 * expiry, quantities and prices, and the invoice's totals. A draft prints as a pick sheet titled so.
 */
export async function invoiceDocument(db: Db, orderId: number, scope: number | null): Promise<DocumentDeclaration> {
  const order = await q.orderRow(db, orderId);
  if (!order || (scope !== null && order.locationId !== scope)) throw new NotFoundError(`Order ${orderId} was not found`);
  const invoice = await iq.liveInvoiceOf(db, orderId);
  if (!invoice) throw new NotFoundError(`Order ${order.displayId} has no invoice to print`);
  const lines = (await iq.linesOfInvoice(db, invoice.invoiceId)).filter((l) => l.batchQty > 0);
  const posted = invoice.status === 'posted';
  return {
    title: posted ? 'Invoice' : 'Invoice draft (batches)',
    number: invoice.invoiceNo,
    date: invoice.postedAt ?? invoice.createdAt,
    locationId: order.locationId,
    filename: `invoice-${invoice.invoiceNo}`,
    sections: [
      keyValues({ title: 'Order', items: [
        { label: 'Order', value: order.displayId },
        { label: 'Delivery date', value: order.deliveryDate, format: 'date' },
        { label: 'Payment method', value: order.paymentMethod },
        { label: 'Status', value: posted ? 'Posted' : 'Draft' },
      ] }),
      table<iq.InvoiceLine>({
        title: 'Lines by batch', empty: 'No lines',
        columns: [
          { label: 'Code', value: 'productCode', width: 1 },
          { label: 'Product', value: 'productName', width: 3 },
          { label: 'Unit', value: 'lowestUom', width: 0.8 },
          { label: 'Batch', value: 'batchName', width: 0.9 },
          { label: 'Expiry', value: 'expiryDate', format: 'date', width: 1 },
          { label: 'Qty', value: 'batchQty', format: 'integer', width: 0.6 },
          { label: 'Unit price', value: 'unitPrice', format: 'money' },
          { label: 'Amount', value: 'lineTotal', format: 'money' },
        ],
        rows: lines,
      }),
    ],
    totals: [
      { label: 'Lines total', value: invoice.linesTotal },
      { label: 'Delivery fee', value: invoice.deliveryFee },
      { label: 'Promo discount', value: -invoice.promoDiscount },
      { label: 'Net total', value: invoice.netTotal },
    ],
  };
}
