import type { FastifyInstance } from 'fastify';
import { locationScope } from '../orders/scope';
import { query, PAGE_PROPS } from '../orders/schemas';
import { CustomerService, CUSTOMER_SEARCH_TYPES } from './service';

/** Find customers (spec 7 Auth and users: GET /users/admin/find-customers ?searchKey, searchType). */
export default async function customerRoutes(app: FastifyInstance) {
  // A search: the read replica when there is one.
  const customers = new CustomerService(app.readDb);
  app.get('/api/v1/users/admin/find-customers', {
    config: { ability: 'find.customers' },
    schema: {
      tags: ['Customers'],
      querystring: query({ searchKey: { type: 'string', minLength: 1, maxLength: 100, 'x-label': 'Search for' }, searchType: { type: 'string', enum: CUSTOMER_SEARCH_TYPES }, ...PAGE_PROPS }, ['searchKey']),
    },
  }, async (request) => {
    const qs = request.query as { searchKey: string; searchType?: string; skip?: number; limit?: number };
    return customers.find(qs.searchKey, qs.searchType, locationScope(app, request), qs.skip ?? 0, qs.limit ?? 10);
  });
}
