import type { Db } from '../../db/connection';
import { NotFoundError } from '../../errors';
import { keyValues, table, text, type DocumentDeclaration } from '../../platform/documents';
import * as q from './queries';
import { pickTotals } from './pickTotals';

/** The pick list of one order: what to take from which batch, narcotics and cold chain marked first. */
export async function pickListDocument(db: Db, orderId: number, scope: number | null): Promise<DocumentDeclaration> {
  const order = await q.orderHead(db, orderId);
  if (!order || (scope !== null && order.location_id !== scope)) throw new NotFoundError(`Order ${orderId} not found`);
  const lines = await q.pickLines(db, orderId);
  const warnings = [
    ...(lines.some((l) => l.narcotic) ? ['NARCOTIC: controlled drug register and second check required.'] : []),
    ...(lines.some((l) => l.coldChain) ? ['COLD CHAIN: pick last, pack with ice packs.'] : []),
  ];
  return {
    title: 'Pick list', number: order.order_id, date: new Date(), locationId: order.location_id, filename: `pick-list-${order.order_id}`,
    sections: [
      keyValues({ items: [
        { label: 'Customer', value: order.customer }, { label: 'Patient', value: order.patient },
        { label: 'Invoice', value: order.invoice_no }, { label: 'Delivery', value: `${order.delivery_date ?? ''} ${order.delivery_slot ?? ''}`.trim() },
      ] }),
      ...(warnings.length ? [text('Attention', warnings.join(' '))] : []),
      table<q.PickLine>({
        title: 'Lines', empty: 'No invoiced lines',
        columns: [
          { label: 'Product', value: (l) => `${l.productName} (${l.productCode})`, width: 3 },
          { label: 'Flags', value: (l) => [l.narcotic ? 'NARCOTIC' : '', l.coldChain ? 'COLD' : ''].filter(Boolean).join(' '), width: 1.2 },
          { label: 'Batch', value: 'batch', width: 1 },
          { label: 'Expiry', value: 'expiryDate', format: 'date', width: 1.2 },
          { label: 'Pick', value: 'quantity', format: 'integer', unit: 'lowestUom', width: 1.1 },
          { label: 'On shelf', value: 'shelfQuantity', format: 'integer', unit: 'lowestUom', width: 1.1 },
        ],
        rows: lines,
      }),
    ],
    // Vials, bottles and tablets do not add up: one total per unit.
    totals: pickTotals(lines).map((t) => ({ label: `To pick, ${t.unit}`, value: t.quantity, format: 'integer' as const })),
  };
}
