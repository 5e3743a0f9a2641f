import type { Db } from '../../db/connection';
import { repriceRedemption } from '../promo/redeemDiscount';
import * as q from './queries';

/** Re-prices a quotation after any change of its lines or fee: promo discount, lines and net totals. */
export async function recomputeTotals(trx: Db, quotationId: number, orderId: number): Promise<void> {
  const lines = await q.linesOf(trx, quotationId);
  const promo = await repriceRedemption(trx, orderId, quotationId, lines);
  await q.writeTotals(trx, quotationId, promo.amount);
}

export const round2 = (n: number) => Math.round(n * 100) / 100;
