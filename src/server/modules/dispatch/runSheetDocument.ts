import type { Db } from '../../db/connection';
import { NotFoundError } from '../../errors';
import { keyValues, table, type DocumentDeclaration } from '../../platform/documents';
import * as q from './queries';

/** The dispatch run sheet the rider carries: every stop with its address, amount due and flags. */
export async function runSheetDocument(db: Db, runId: number, scope: number | null): Promise<DocumentDeclaration> {
  const run = await q.runById(db, runId);
  if (!run || (scope !== null && run.location_id !== scope)) throw new NotFoundError(`Dispatch run ${runId} not found`);
  const orders = await q.runOrders(db, runId);
  return {
    title: 'Dispatch run sheet', number: run.display_id, date: run.delivery_date, locationId: run.location_id, filename: `dispatch-run-${run.display_id}`,
    sections: [
      keyValues({ items: [
        { label: 'Rider', value: run.rider_name }, { label: 'Contact', value: run.rider_contact },
        { label: 'Vehicle', value: run.vehicle_number }, { label: 'Slot', value: run.delivery_slot }, { label: 'Status', value: run.status },
      ] }),
      table<q.RunOrder>({
        title: 'Stops', empty: 'No orders in this run',
        columns: [
          { label: 'Order', value: 'order_id', width: 1 },
          { label: 'Customer', value: (o) => `${o.customer} ${o.customer_contact ?? ''}`, width: 1.8 },
          { label: 'Address', value: (o) => [o.delivery_address, o.delivery_city].filter(Boolean).join(', '), width: 2.5 },
          { label: 'Flags', value: (o) => [o.narcotic ? 'NARCOTIC' : '', o.cold_chain ? 'COLD' : ''].filter(Boolean).join(' '), width: 1 },
          { label: 'Pay by', value: 'payment_method', width: 0.8 },
          { label: 'Due', value: 'amount_due', format: 'money', width: 0.9 },
        ],
        rows: orders,
      }),
    ],
    totals: [{ label: 'Total due', value: orders.reduce((n, o) => n + (o.amount_due ?? 0), 0), format: 'money' }],
  };
}
