import { defineResource } from '../src/shared/resources/defineResource';

export default defineResource({
  name: 'suppliers',
  schema: 'supplier',
  label: 'Suppliers',
  singular: 'Supplier',
  displayId: { prefix: 'S', digits: 6 },
  api: {
    list: { method: 'GET', path: '/supplier/admin/fetch-all' },
    getOne: { method: 'GET', path: '/supplier/admin/fetch', idParam: 'supplierId' },
    create: { method: 'POST', path: '/supplier/admin/save' },
    update: { method: 'POST', path: '/supplier/admin/edit', idField: 'id' },
    options: { method: 'GET', path: '/supplier/get-supplier-master' },
  },
  routes: {
    list: '/purchases-grn/view-supplier-list',
    show: '/purchases-grn/supplier/:id',
    create: '/purchases-grn/create-new-supplier',
    edit: '/purchases-grn/supplier/:id/edit',
  },
  columns: [
    { source: 'displayId', label: 'Supplier ID', sortable: true },
    { source: 'name', sortable: true },
    { source: 'contactPerson', sortable: true },
    { source: 'email', sortable: true },
    { source: 'contactNo' },
    { source: 'createdAt', sortable: true },
  ],
  filters: [{ source: 'searchTerm', label: 'Search', type: 'search', alwaysOn: true }],
  sort: { field: 'name', order: 'ASC' },
  menu: { group: 'Purchases & GRN', label: 'Suppliers', order: 50 },
  access: { list: 'suppliers.view', show: 'suppliers.view', create: 'suppliers.create', edit: 'suppliers.edit' },
  // The supplier's purchase orders under its details (issue 10): get-po-list ?supplier.
  related: [{ resource: 'purchase-orders', target: 'supplier', title: 'Purchase orders', columns: ['poNo', 'status', 'lineCount', 'netTotal', 'requiredDate', 'createdAt'], perPage: 25 }],
});
