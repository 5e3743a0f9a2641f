import type { Db } from '../../db/connection';
import { ConflictError, NotFoundError } from '../../errors';
import * as q from './queries';

/**
 * The only code that changes a purchase order's status. Allowed moves:
 * draft → submitted | discarded; submitted → partially_received | received | cancelled;
 * partially_received → received; and back (a GRN cancel): received | partially_received →
 * partially_received | submitted. The caller holds the PO row (lockPo) in its transaction.
 */
export const PO_TRANSITIONS: Record<string, string[]> = {
  draft: ['submitted', 'discarded'],
  submitted: ['partially_received', 'received', 'cancelled'],
  partially_received: ['partially_received', 'received', 'submitted'],
  received: ['partially_received', 'submitted'],
  cancelled: [],
  discarded: [],
};

const label = (s: string) => s.replace('_', ' ');

/** Locks the PO and refuses (409) unless it is in one of `from`, naming its state. */
export async function lockPoIn(trx: Db, poId: number, from: string[], action: string): Promise<q.PoHead> {
  const po = await q.lockPo(trx, poId);
  if (!po) throw new NotFoundError(`Purchase order ${poId} was not found`);
  if (!from.includes(po.status)) {
    throw new ConflictError(`Purchase order ${po.poNo} is ${label(po.status)}: only a ${from.map(label).join(' or ')} purchase order can be ${action}`,
      [{ field: 'poId', message: `status is ${po.status}`, status: po.status }]);
  }
  return po;
}

export async function movePo(trx: Db, po: q.PoHead, to: string): Promise<void> {
  if (po.status === to) return;
  if (!PO_TRANSITIONS[po.status]?.includes(to)) throw new ConflictError(`Purchase order ${po.poNo} cannot move from ${label(po.status)} to ${label(to)}`);
  await q.setStatus(trx, po.id, to);
}
