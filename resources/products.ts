import { defineResource } from '../src/shared/resources/defineResource';

/**
 * Products: create and edit are plain CRUD (generated forms, generic server with audit). Product
 * info, batches, adjustments, the discount editor and ROL are the products module and the
 * inventory workflow pages.
 */
export default defineResource({
  name: 'products',
  schema: 'product',
  label: 'Products',
  singular: 'Product',
  titleField: 'productName',
  displayId: { prefix: 'P', digits: 6 },
  api: {
    // The picker's source (a PO line's product): the products module's search, by name or code as typed.
    list: { method: 'GET', path: '/product/admin/find-products', names: { searchTerm: 'searchKey' }, sortable: false, servedBy: 'module' },
    getOne: { method: 'GET', path: '/product/admin/get-product-info', idParam: 'productId' },
    create: { method: 'POST', path: '/product/admin/create-new-product' },
    update: { method: 'POST', path: '/product/admin/edit-product', idField: 'id' },
  },
  routes: {
    create: '/inventory/create-new-product',
    edit: '/inventory/edit-product/:id',
  },
  filters: [{ source: 'searchTerm', label: 'Search', type: 'search', alwaysOn: true }],
  access: { show: 'inventory.view', create: 'products.create', edit: 'products.edit' },
  // The product name is checked as it is typed (spec 7 check-product-name-availability).
  liveChecks: [{ source: 'productName', path: '/product/admin/check-product-name-availability', param: 'productName', idParam: 'productId' }],
});
