import { defineResource } from '../src/shared/resources/defineResource';

/** Riders (delivery agents) of every location: the source of the rider pickers (settlements' Rider filter); no screen of its own. */
export default defineResource({
  name: 'riders',
  schema: 'riderOption',
  label: 'Riders',
  singular: 'Rider',
  server: 'module',
  api: { list: { method: 'GET', path: '/agent/auth/get-delivery-agents', sortable: false, paged: false, params: { anyLocation: true } } },
  routes: {},
  sort: { field: 'name', order: 'ASC' },
  access: { list: 'finance.settlements' },
});
