import type { FastifyInstance } from 'fastify';
import { batchesOf } from '../products/queries';
import * as q from './queries';

const INT_ID = { type: 'integer', minimum: 1, maximum: 2147483647 };
const PAGE = { skip: { type: 'integer', minimum: 0, maximum: 1000000, default: 0 }, limit: { type: 'integer', minimum: 1, maximum: 500, default: 25 } };
const obj = (properties: Record<string, unknown>, required: string[] = []) => ({ type: 'object', properties, required, additionalProperties: false });

/** Inventory panels of product info (spec 7 Inventory); the inventory reports are report declarations. */
export default async function inventoryRoutes(app: FastifyInstance) {
  const tags = ['Inventory'];
  const view = { ability: 'inventory.view' };
  const base = '/api/v1/inventory/admin';

  app.get(`${base}/get-all-inventory`, { config: view, schema: { tags, querystring: obj({ productID: INT_ID }, ['productID']) } },
    async (request) => ({ items: await batchesOf(app.db, (request.query as { productID: number }).productID) }));

  app.get(`${base}/inventory-reservation-list`, { config: view, schema: { tags, querystring: obj({ productId: INT_ID }, ['productId']) } },
    async (request) => {
      const items = await q.reservations(app.db, (request.query as { productId: number }).productId);
      return { items, count: items.length };
    });

  // logsFor: inventory (the stock ledger), po (purchase order lines) or grn (GRN lines) of product `id`.
  app.get(`${base}/po-and-grn-logs`, {
    config: view, schema: { tags, querystring: obj({ id: INT_ID, logsFor: { type: 'string', enum: ['inventory', 'po', 'grn'] }, ...PAGE }, ['id', 'logsFor']) },
  }, async (request) => {
    const qs = request.query as { id: number; logsFor: 'inventory' | 'po' | 'grn'; skip: number; limit: number };
    const read = qs.logsFor === 'po' ? q.poLogs : qs.logsFor === 'grn' ? q.grnLogs : q.movements;
    return read(app.db, qs.id, qs.skip, qs.limit);
  });
}
