import type { FastifyInstance } from 'fastify';
import { assertInScope, locationScope, parseOrderRef } from './scope';
import { ORDER_ID_QUERY } from './schemas';
import { orderRecord } from './recordQueries';

/**
 * RxDesk addition (docs/api-additions.md): GET /orders/admin/order ?orderId — one order in its
 * schema's names, the getOne of the generated order page (resources/orders.ts). 404 outside the
 * caller's location scope, as every order read.
 */
export default async function orderRecordRoutes(app: FastifyInstance) {
  app.get('/api/v1/orders/admin/order', { config: { ability: 'orders.view_details' }, schema: { tags: ['Orders'], querystring: ORDER_ID_QUERY } }, async (request) => {
    const id = parseOrderRef((request.query as { orderId: unknown }).orderId, 'querystring.orderId');
    const found = await orderRecord(app.readDb, id);
    assertInScope(found ? { location_id: found.location } : undefined, locationScope(app, request), `Order ${id}`);
    return found;
  });
}
