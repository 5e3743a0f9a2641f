import type { Db } from '../../db/connection';
import { NotFoundError } from '../../errors';
import { keyValues, printingLocation, table, type DocumentDeclaration } from '../../platform/documents';
import { supplierOf } from './letterhead';
import * as q from './queries';

const STATUS: Record<string, string> = {
  draft: 'Draft', submitted: 'Submitted', partially_received: 'Partially received', received: 'Received', cancelled: 'Cancelled', discarded: 'Discarded',
};

interface Line { product_code: string; product_name: string; lowest_uom: string | null; order_qty: number; received_qty: number; last_purchase_price: number; est_line_total: number }

/** The purchase order as sent to the supplier (POST /po/generate-po-pdf): supplier, lines at the last purchase price, net total. */
export async function purchaseOrderDocument(db: Db, poId: number, agentLocationId: number | null): Promise<DocumentDeclaration> {
  const po = await q.head(db, poId);
  if (!po) throw new NotFoundError(`Purchase order ${poId} was not found`);
  const [lines, supplier, locationId] = await Promise.all([
    q.lines(db, poId) as Promise<unknown[]> as Promise<Line[]>, supplierOf(db, po.supplierId as number | null), printingLocation(db, agentLocationId),
  ]);
  return {
    title: 'Purchase order', number: String(po.poNo), date: (po.submittedAt ?? po.createdAt) as Date, locationId, filename: `purchase-order-${po.poNo}`,
    sections: [
      keyValues({
        title: 'Supplier', items: [
          { label: 'Supplier', value: supplier ? `${supplier.name} (${supplier.code})` : 'Not chosen yet' }, { label: 'Contact', value: supplier?.contactPerson },
          { label: 'Address', value: supplier?.address }, { label: 'Phone', value: supplier?.contactNo }, { label: 'Email', value: supplier?.email },
        ],
      }),
      keyValues({
        title: 'Order', items: [
          { label: 'Status', value: STATUS[String(po.status)] ?? String(po.status) }, { label: 'Required by', value: po.requiredDate as string | null, format: 'date' },
          { label: 'Raised by', value: po.agentName as string }, { label: 'Submitted', value: po.submittedAt as Date | null, format: 'datetime' },
        ],
      }),
      table<Line>({
        title: 'Lines', empty: 'No lines',
        columns: [
          { label: 'Code', value: 'product_code', width: 1.1 }, { label: 'Product', value: 'product_name', width: 3 },
          { label: 'Unit', value: 'lowest_uom', width: 0.8 }, { label: 'Ordered', value: 'order_qty', format: 'integer', width: 0.8 },
          { label: 'Received', value: 'received_qty', format: 'integer', width: 0.8 },
          { label: 'Unit price', value: 'last_purchase_price', format: 'money' }, { label: 'Line total', value: 'est_line_total', format: 'money' },
        ],
        rows: lines,
      }),
    ],
    totals: [{ label: 'Net total', value: po.netTotal as number, format: 'money' }],
  };
}
