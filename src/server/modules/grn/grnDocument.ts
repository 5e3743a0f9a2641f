import type { Db } from '../../db/connection';
import { NotFoundError } from '../../errors';
import { keyValues, printingLocation, table, type DocumentDeclaration } from '../../platform/documents';
import { supplierOf } from '../po/letterhead';
import * as q from './queries';

interface Line { product_code: string; product_name: string; batch_name: string; expiry_date: string; grn_qty: number; returned_qty: number; purchase_price: number; retail_price: number; line_total: number }

/** The goods received note (POST /grn/generate-grn-pdf): supplier and PO, lines per batch with prices, returns and the net total. */
export async function grnDocument(db: Db, grnId: number, agentLocationId: number | null): Promise<DocumentDeclaration> {
  const grn = await q.head(db, grnId);
  if (!grn) throw new NotFoundError(`GRN ${grnId} was not found`);
  const [lines, supplier, locationId] = await Promise.all([
    q.details(db, grnId) as Promise<unknown[]> as Promise<Line[]>, supplierOf(db, grn.supplierId as number), printingLocation(db, agentLocationId),
  ]);
  const cancelled = grn.status === 'cancelled';
  return {
    title: 'Goods received note', number: String(grn.grnNo), date: grn.createdAt as Date, locationId, filename: `grn-${grn.grnNo}`,
    sections: [
      keyValues({
        title: 'Receipt', items: [
          { label: 'Supplier', value: supplier ? `${supplier.name} (${supplier.code})` : null }, { label: 'Purchase order', value: String(grn.poNo) },
          { label: 'Received by', value: grn.agentName as string }, { label: 'Received', value: grn.createdAt as Date, format: 'datetime' },
          { label: 'Status', value: cancelled ? 'Cancelled' : 'Completed' }, ...(cancelled ? [{ label: 'Cancelled', value: grn.cancelledAt as Date, format: 'datetime' as const }] : []),
        ],
      }),
      table<Line>({
        title: 'Lines', empty: 'No lines',
        columns: [
          { label: 'Code', value: 'product_code', width: 1.1 }, { label: 'Product', value: 'product_name', width: 2.6 },
          { label: 'Batch', value: 'batch_name', width: 0.9 }, { label: 'Expiry', value: 'expiry_date', format: 'date', width: 1 },
          { label: 'Qty', value: 'grn_qty', format: 'integer', width: 0.6 }, { label: 'Returned', value: 'returned_qty', format: 'integer', width: 0.8 },
          { label: 'Purchase price', value: 'purchase_price', format: 'money' }, { label: 'Retail price', value: 'retail_price', format: 'money' },
          { label: 'Line total', value: 'line_total', format: 'money' },
        ],
        rows: lines,
      }),
    ],
    totals: [{ label: 'Net total', value: grn.netTotal as number, format: 'money' }],
  };
}
