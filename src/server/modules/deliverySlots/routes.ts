import type { FastifyInstance } from 'fastify';
import { query } from '../orders/schemas';
import { slotsForDay } from './capacity';

/** GET /orders/delivery-slot {deliveryDate}: the day's slots with capacity, booked and remaining places. */
export default async function deliverySlotRoutes(app: FastifyInstance) {
  app.get('/api/v1/orders/delivery-slot', {
    config: { ability: 'reference.view' },
    schema: { tags: ['Orders'], querystring: query({ deliveryDate: { type: 'string', format: 'date' } }, ['deliveryDate']) },
  }, async (request) => slotsForDay(app.db, (request.query as { deliveryDate: string }).deliveryDate));
}
