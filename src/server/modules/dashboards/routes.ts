import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INT_ID, query } from '../orders/schemas';
import { dayRangeFields } from '../../platform/dayRange';
import { DASHBOARD_DAYS } from '../../../shared/forms/dayRanges';
import { locationScope } from '../orders/scope';
import { DashboardsService, rangeOf, type RangeQuery } from './service';

/**
 * Dashboards (issue 12 item 4). The console reads the aggregate calls under /dashboards; the
 * contract's calls keep answering: get-performance-dashboard-values pages raw order rows (150 a
 * page in the spec's client) with a count call, the others answer their aggregate directly.
 */
export default async function dashboardRoutes(app: FastifyInstance) {
  const dashboards = new DashboardsService(app);
  const tags = ['Dashboards'];
  const RANGE = { ...dayRangeFields(DASHBOARD_DAYS), location: INT_ID };
  const rangeQuery = query(RANGE);
  const filter = (request: FastifyRequest) => rangeOf(request.query as RangeQuery, locationScope(app, request));
  const performance = { ability: ['dashboards.performance'] };
  const processing = { ability: ['dashboards.processing'] };
  const money = { ability: ['dashboards.performance', 'dashboards.processing'] };

  app.get('/api/v1/dashboards/performance', { config: performance, schema: { tags, querystring: rangeQuery } },
    async (request) => dashboards.performance(filter(request)));
  app.get('/api/v1/dashboards/processing', { config: processing, schema: { tags, querystring: rangeQuery } },
    async (request) => dashboards.processing(filter(request)));
  app.get('/api/v1/dashboards/collection', { config: money, schema: { tags, querystring: rangeQuery } },
    async (request) => dashboards.collection(filter(request)));
  app.get('/api/v1/dashboards/home', { config: { ability: ['dashboards.home'] }, schema: { tags, querystring: rangeQuery } },
    async (request) => dashboards.home(filter(request)));

  // The contract's calls (spec 7, Orders: dashboards; Quotations: collection dashboard values).
  app.get('/api/v1/orders/admin/get-performance-dashboard-values', {
    config: performance,
    schema: {
      tags,
      querystring: query({
        ...RANGE,
        skip: { type: 'integer', minimum: 0, maximum: 10000000, default: 0 },
        limit: { type: 'integer', minimum: 1, maximum: 500, default: 150 },
      }),
    },
  }, async (request) => {
    const qs = request.query as { skip: number; limit: number };
    return dashboards.performanceRows(filter(request), qs.skip, qs.limit);
  });
  app.get('/api/v1/orders/admin/get-performance-dashboard-values-count', { config: performance, schema: { tags, querystring: rangeQuery } },
    async (request) => dashboards.performanceCount(filter(request)));
  app.get('/api/v1/orders/admin/get-processing-dashboard-values', { config: processing, schema: { tags, querystring: rangeQuery } },
    async (request) => dashboards.processing(filter(request)));
  app.get('/api/v1/orders/admin/get-all-invoices-count', { config: money, schema: { tags, querystring: rangeQuery } },
    async (request) => dashboards.invoicesCount(filter(request)));
  app.get('/api/v1/quotations/collection-dashboard-values', { config: money, schema: { tags, querystring: rangeQuery } },
    async (request) => dashboards.collection(filter(request)));
}
