import { sql } from 'kysely';
import type { Db } from '../../connection';
import * as stock from '../../../modules/stock/service';
import type { Prng } from './prng';
import type { ProductRef, Reference } from './reference';

/**
 * Purchase orders in every state, received, reversed and partly returned through the stock
 * service, plus a few manual stock adjustments.
 */

const round2 = (n: number) => Math.round(n * 100) / 100;

async function insertPo(trx: Db, p: { supplierId: number | null; status: string; agentId: number; at: Date; lines: Array<{ product: ProductRef; qty: number }> }) {
  const net = round2(p.lines.reduce((s, l) => s + l.qty * l.product.cost, 0));
  const poId = (await sql<{ id: number }>`INSERT INTO purchase_orders (supplier_id, status, required_date, net_total, agent_id, submitted_at, created_at, updated_at)
    VALUES (${p.supplierId}, ${p.status}, ${new Date(p.at.getTime() + 5 * 86_400_000).toISOString().slice(0, 10)}, ${net}, ${p.agentId},
      ${p.status === 'draft' || p.status === 'discarded' ? null : p.at}, ${p.at}, ${p.at}) RETURNING id`.execute(trx)).rows[0].id;
  const lines: Array<{ id: number; product: ProductRef; qty: number }> = [];
  for (const l of p.lines) {
    const id = (await sql<{ id: number }>`INSERT INTO purchase_order_lines (purchase_order_id, product_id, order_qty, last_purchase_price,
        weighted_average_cost, retail_price, est_line_total, status, agent_id, created_at, updated_at)
      VALUES (${poId}, ${l.product.id}, ${l.qty}, ${l.product.cost}, ${l.product.cost}, ${l.product.retail}, ${round2(l.qty * l.product.cost)},
        ${p.status === 'cancelled' ? 'cancelled' : 'open'}, ${p.agentId}, ${p.at}, ${p.at}) RETURNING id`.execute(trx)).rows[0].id;
    lines.push({ id, product: l.product, qty: l.qty });
  }
  return { poId, lines };
}

/** A GRN receiving `share` of each PO line into a new batch, through the stock service. */
async function receiveGrn(trx: Db, rng: Prng, po: { poId: number; lines: Array<{ id: number; product: ProductRef; qty: number }> }, supplierId: number, agentId: number, at: Date, share: number, countOnPo = true) {
  const grnId = (await sql<{ id: number }>`INSERT INTO grns (purchase_order_id, supplier_id, status, net_total, agent_id, created_at)
    VALUES (${po.poId}, ${supplierId}, 'completed', 0, ${agentId}, ${at}) RETURNING id`.execute(trx)).rows[0].id;
  const receipts: stock.ReceiptLine[] = [];
  let net = 0;
  for (const l of po.lines) {
    const qty = Math.max(1, Math.round(l.qty * share));
    const expiry = new Date(at.getTime() + rng.int(300, 900) * 86_400_000);
    const batchName = `${String(expiry.getUTCMonth() + 1).padStart(2, '0')}-${expiry.getUTCFullYear()}`;
    const pp = round2(l.product.cost * (0.97 + rng.next() * 0.08));
    const batchId = await stock.ensureBatch(trx, { productId: l.product.id, batchName, purchasePrice: pp, retailPrice: l.product.retail }, { at });
    const lineId = (await sql<{ id: number }>`INSERT INTO grn_lines (grn_id, purchase_order_line_id, product_id, batch_id, grn_qty, purchase_price, retail_price, line_total, created_at)
      VALUES (${grnId}, ${l.id}, ${l.product.id}, ${batchId}, ${qty}, ${pp}, ${l.product.retail}, ${round2(qty * pp)}, ${at}) RETURNING id`.execute(trx)).rows[0].id;
    if (countOnPo) await sql`UPDATE purchase_order_lines SET received_qty = received_qty + ${qty},
      status = CASE WHEN received_qty + ${qty} >= order_qty THEN 'completed' ELSE 'partial' END, updated_at = ${at} WHERE id = ${l.id}`.execute(trx);
    receipts.push({ productId: l.product.id, batchId, quantity: qty, unitCost: pp, grnLineId: lineId });
    net += qty * pp;
  }
  await sql`UPDATE grns SET net_total = ${round2(net)} WHERE id = ${grnId}`.execute(trx);
  await stock.receive(trx, receipts, { agentId, at });
  return { grnId, receipts };
}

export async function seedLivePurchasing(db: Db, ref: Reference, rng: Prng, anchor: Date): Promise<void> {
  const officer = ref.agents.procurement_officer?.[0] ?? ref.agents.pharmacist[0];
  const grnOfficer = ref.agents.grn_officer?.[0] ?? officer;
  const ago = (hours: number) => new Date(anchor.getTime() - hours * 3_600_000);
  const linesFor = (supplierId: number, n: number) => {
    const own = ref.products.filter((p) => p.supplierId === supplierId);
    const pool = own.length >= n ? own : ref.products;
    return Array.from(new Set(Array.from({ length: n }, () => rng.pick(pool)))).map((product) => ({ product, qty: product.qty[0] === 1 ? rng.int(5, 20) : rng.int(20, 80) * 10 }));
  };
  const states = ['draft', 'submitted', 'submitted', 'cancelled', 'discarded', 'partially_received', 'received', 'received'];
  for (const [k, status] of states.entries()) {
    const supplierId = ref.supplierIds[(k * 7) % ref.supplierIds.length];
    const at = ago(30 - k * 3);
    await db.transaction().execute(async (trx) => {
      const po = await insertPo(trx, { supplierId: status === 'draft' ? null : supplierId, status: status === 'partially_received' || status === 'received' ? 'submitted' : status,
        agentId: officer, at, lines: linesFor(supplierId, rng.int(2, 5)) });
      if (status === 'partially_received') {
        await receiveGrn(trx, rng, po, supplierId, grnOfficer, ago(20 - k), 0.5);
        await sql`UPDATE purchase_orders SET status = 'partially_received', updated_at = ${ago(20 - k)} WHERE id = ${po.poId}`.execute(trx);
      }
      if (status === 'received') {
        const first = await receiveGrn(trx, rng, po, supplierId, grnOfficer, ago(20 - k), 1);
        if (k === states.length - 1) {
          // The last one was received twice by mistake: the duplicate GRN is cancelled (stock reversed).
          const dup = await receiveGrn(trx, rng, { ...po, lines: po.lines.map((l) => ({ ...l, qty: 0 })) }, supplierId, grnOfficer, ago(19 - k), 1, false);
          await stock.reverseReceipt(trx, dup.receipts, 'grn_reversal', { agentId: grnOfficer, at: ago(18 - k) });
          await sql`UPDATE grns SET status = 'cancelled', cancelled_at = ${ago(18 - k)}, cancelled_by_agent_id = ${grnOfficer} WHERE id = ${dup.grnId}`.execute(trx);
        } else {
          // Part of the first line came back damaged: a GRN partial return.
          const r = first.receipts[0];
          const back = Math.max(1, Math.floor(r.quantity / 10));
          await stock.reverseReceipt(trx, [{ ...r, quantity: back }], 'grn_return', { agentId: grnOfficer, at: ago(17 - k) });
          await sql`UPDATE grn_lines SET returned_qty = ${back} WHERE id = ${r.grnLineId!}`.execute(trx);
        }
        await sql`UPDATE purchase_orders SET status = 'received', updated_at = ${ago(20 - k)} WHERE id = ${po.poId}`.execute(trx);
      }
    });
  }
  // Manual adjustments: a count correction up, a breakage write-off.
  const batches = (await sql<{ id: number; productId: number; free: number }>`SELECT id, product_id AS "productId", quantity - reserved_quantity AS free
    FROM product_batches WHERE quantity - reserved_quantity > 20 ORDER BY id LIMIT 40`.execute(db)).rows;
  for (const [k, b] of batches.filter((_, i) => i % 13 === 0).entries()) {
    await db.transaction().execute((trx) => stock.adjust(trx, { productId: b.productId, batchId: b.id, delta: k % 2 ? 5 : -2,
      reason: k % 2 ? 'Stock count correction' : 'Broken during handling' }, { agentId: officer, at: ago(12 - k) }));
  }
}
