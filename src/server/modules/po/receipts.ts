import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { movePo } from './lifecycle';
import type { PoHead } from './queries';

/**
 * What a GRN does to its purchase order (called by the GRN service inside its transaction, with
 * the PO row already locked): received quantities on the lines (one statement), and the PO status they imply.
 */
export async function applyReceipt(trx: Db, po: PoHead, perLine: Map<number, number>): Promise<string> {
  const moved = [...perLine].filter(([, qty]) => qty);
  if (moved.length) {
    await sql`UPDATE purchase_order_lines l SET received_qty = l.received_qty + v.qty,
      status = CASE WHEN l.received_qty + v.qty >= l.order_qty THEN 'completed' WHEN l.received_qty + v.qty > 0 THEN 'partial' ELSE 'open' END,
      updated_at = now()
      FROM (VALUES ${sql.join(moved.map(([lineId, qty]) => sql`(${lineId}::bigint, ${qty}::int)`))}) v(id, qty)
     WHERE l.id = v.id AND l.purchase_order_id = ${po.id}`.execute(trx);
  }
  const r = (await sql<{ received: number; remaining: number }>`SELECT coalesce(sum(received_qty), 0)::int AS received,
    coalesce(sum(remaining_qty), 0)::int AS remaining FROM purchase_order_lines WHERE purchase_order_id = ${po.id}`.execute(trx)).rows[0];
  const to = r.remaining === 0 ? 'received' : r.received > 0 ? 'partially_received' : 'submitted';
  await movePo(trx, po, to);
  return to;
}
