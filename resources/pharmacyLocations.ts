import { defineResource } from '../src/shared/resources/defineResource';

export default defineResource({
  name: 'pharmacy-locations',
  schema: 'pharmacyLocation',
  label: 'Pharmacy locations',
  singular: 'Pharmacy location',
  api: { list: { method: 'GET', path: '/pharmacy/admin/get-pharmacies-list' } },
  routes: {},
  columns: [{ source: 'name', sortable: true }, { source: 'code', sortable: true }, { source: 'cityId' }, { source: 'address' }],
  sort: { field: 'name', order: 'ASC' },
  access: { list: 'reference.view' },
});
