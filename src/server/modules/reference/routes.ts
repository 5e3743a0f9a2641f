import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { NO_QUERY } from '../../generic/listQuery';

/** Reference lists every form needs that are not a resource config of their own. */
export default async function referenceRoutes(app: FastifyInstance) {
  // Delivery cities as the orders area names them (the same table as /address/get/all-cities).
  app.get('/api/v1/orders/admin/get-all-cities', { config: { ability: 'reference.view' }, schema: { tags: ['Reference'], querystring: NO_QUERY } }, async () => {
    const rows = await sql<{ id: number; name: string }>`SELECT id, name FROM cities ORDER BY name`.execute(app.db);
    return rows.rows;
  });
}
