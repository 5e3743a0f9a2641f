import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { movePo } from './lifecycle';
import type { PoHead } from './queries';

/**
 * What a GRN does to its purchase order (called by the GRN service inside its transaction, with
 * the PO row already locked): received quantities on the lines, and the PO status they imply.
 */
export async function applyReceipt(trx: Db, po: PoHead, perLine: Map<number, number>): Promise<string> {
  for (const [lineId, qty] of perLine) {
    if (!qty) continue;
    await sql`UPDATE purchase_order_lines SET received_qty = received_qty + ${qty},
      status = CASE WHEN received_qty + ${qty} >= order_qty THEN 'completed' WHEN received_qty + ${qty} > 0 THEN 'partial' ELSE 'open' END,
      updated_at = now() WHERE id = ${lineId} AND purchase_order_id = ${po.id}`.execute(trx);
  }
  const r = (await sql<{ received: number; remaining: number }>`SELECT coalesce(sum(received_qty), 0)::int AS received,
    coalesce(sum(remaining_qty), 0)::int AS remaining FROM purchase_order_lines WHERE purchase_order_id = ${po.id}`.execute(trx)).rows[0];
  const to = r.remaining === 0 ? 'received' : r.received > 0 ? 'partially_received' : 'submitted';
  await movePo(trx, po, to);
  return to;
}
