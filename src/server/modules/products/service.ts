import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { NotFoundError, ValidationError } from '../../errors';
import { actorOf, recordAudit } from '../../platform/audit';
import * as stock from '../stock/service';
import * as q from './queries';

/**
 * Products beyond plain CRUD (create and edit are the generic resource `products`): name check,
 * search, product info, batches, manual stock adjustment (through the stock service), the discount
 * editor and the re-order level list.
 */
export class ProductService {
  constructor(private readonly db: Db) {}

  async batches(productId: number) {
    if (!(await q.productById(this.db, productId))) throw new NotFoundError(`Product ${productId} was not found`);
    return { items: await q.batchesOf(this.db, productId) };
  }

  async nameAvailability(productName: string, exceptId: number | null) {
    const taken = await q.nameTaken(this.db, productName, exceptId);
    return { available: !taken, productName: productName.trim(), takenBy: taken?.displayId ?? null };
  }

  find(filter: q.FindFilter) { return q.findProducts(this.db, filter); }

  rol(filter: { supplierId?: number; searchKey?: string; skip: number; limit: number }) { return q.rolProducts(this.db, filter); }

  /** A signed correction of one batch with a reason; never below what is free (on hand minus reserved). */
  async adjust(request: FastifyRequest, productId: number, v: { batchId: number; quantity: number; reason: string }) {
    if (!v.quantity) throw new ValidationError([{ field: 'formValues.quantity', message: 'Quantity must not be 0' }]);
    return this.db.transaction().execute(async (trx) => {
      const product = await q.lockProduct(trx, productId);
      if (!product) throw new NotFoundError(`Product ${productId} was not found`);
      const batch = (await q.batchesOf(trx, productId)).find((b) => b.batch_id === v.batchId);
      if (!batch) throw new ValidationError([{ field: 'formValues.batchId', message: `Batch ${v.batchId} is not a batch of ${product.productName}` }]);
      const movementId = await stock.adjust(trx, { productId, batchId: v.batchId, delta: v.quantity, reason: v.reason.trim() }, { agentId: request.agent.id });
      await recordAudit(trx, actorOf(request), {
        entity: 'product_batch', recordId: v.batchId, action: 'adjust',
        before: { quantity: batch.on_hand_quantity }, after: { quantity: Number(batch.on_hand_quantity) + v.quantity, reason: v.reason.trim() },
      });
      return { movementId, productId, batch: (await q.batchesOf(trx, productId)).find((b) => b.batch_id === v.batchId) };
    });
  }

  /** The discount editor's bulk save: each product's max discount 0–100, in one transaction. */
  async setMaxDiscounts(request: FastifyRequest, items: Array<{ productId: number; maxDiscountPercentage: number }>) {
    return this.db.transaction().execute(async (trx) => {
      let updated = 0;
      for (const [i, item] of items.entries()) {
        const p = await q.lockProduct(trx, item.productId);
        if (!p) throw new ValidationError([{ field: `products[${i}].productId`, message: `Product ${item.productId} was not found` }]);
        if (p.maxDiscount === item.maxDiscountPercentage) continue;
        await q.setMaxDiscount(trx, item.productId, item.maxDiscountPercentage);
        await recordAudit(trx, actorOf(request), { entity: 'product', recordId: item.productId, action: 'update',
          before: { max_discount_percentage: p.maxDiscount }, after: { max_discount_percentage: item.maxDiscountPercentage } });
        updated++;
      }
      return { updated };
    });
  }
}
