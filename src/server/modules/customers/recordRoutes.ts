import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../errors';
import { locationScope, parseRef } from '../orders/scope';
import { query, ORDER_REF } from '../orders/schemas';

/**
 * RxDesk addition (docs/api-additions.md): GET /users/admin/customer ?customerId (42 or HNCX000042) —
 * one customer in schemas/customer.schema.json's names, the getOne of the generated customer page
 * (resources/customers.ts), with the city's name beside its id and their orders' count and last date.
 * A caller limited to a location sees a customer with an order there, as find-customers does (else 404).
 */
export default async function customerRecordRoutes(app: FastifyInstance) {
  app.get('/api/v1/users/admin/customer', {
    config: { ability: 'customers.profile' }, schema: { tags: ['Customers'], querystring: query({ customerId: ORDER_REF }, ['customerId']) },
  }, async (request) => {
    const id = parseRef((request.query as { customerId: unknown }).customerId, 'HNCX', 'querystring.customerId');
    const scope = locationScope(app, request);
    const found = (await sql<Record<string, unknown>>`SELECT c.id, c.display_id AS "displayId", c.name, c.contact_number AS "contactNumber", c.email, c.source,
        c.referral_mode_id AS "referralModeId", rm.referral_mode AS "referralModeName", c.city_id AS "cityId", ci.name AS city, c.addresses,
        c.created_by_agent_id AS "createdByAgentId", CASE WHEN a.id IS NULL THEN NULL ELSE a.first_name || ' ' || a.last_name END AS "createdByAgentName",
        c.created_at AS "createdAt", c.updated_at AS "updatedAt",
        (SELECT count(*)::int FROM orders o WHERE o.customer_id = c.id) AS "ordersCount",
        (SELECT max(o.created_at) FROM orders o WHERE o.customer_id = c.id) AS "lastOrderAt"
      FROM customers c LEFT JOIN cities ci ON ci.id = c.city_id LEFT JOIN referral_modes rm ON rm.id = c.referral_mode_id
      LEFT JOIN agents a ON a.id = c.created_by_agent_id
      WHERE c.id = ${id} ${scope === null ? sql`` : sql`AND EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id AND o.location_id = ${scope})`}`.execute(app.readDb)).rows[0];
    if (!found) throw new NotFoundError(`Customer ${id} was not found`);
    return found;
  });
}
