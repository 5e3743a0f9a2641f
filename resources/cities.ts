import { defineResource } from '../src/shared/resources/defineResource';

/** Delivery cities; the same list answers both contract paths that name them. */
export default defineResource({
  name: 'cities',
  schema: 'city',
  label: 'Cities',
  singular: 'City',
  api: { list: { method: 'GET', path: '/address/get/all-cities' } },
  routes: {},
  columns: [{ source: 'name', sortable: true }],
  sort: { field: 'name', order: 'ASC' },
  access: { list: 'reference.view' },
});
