import { defineReport } from './defineReport';
import { dateRangeFilters } from './dateRangeFilters';
import { searchKey } from './inventoryFilters';

/**
 * Controlled-substance register (issue 10, beyond the spec): every on-hand movement of a product
 * flagged narcotic, oldest first, with the product's running balance after it, who moved it and the
 * order or GRN behind it.
 */
export default defineReport({
  name: 'narcotic-register',
  title: 'Narcotic register',
  description: 'Every stock movement of narcotic products in the period with the running balance, who moved it and the order or GRN.',
  ability: 'inventory.reports',
  path: '/inventory/admin/narcotic-register-report-data',
  route: '/inventory/narcotic-register',
  menu: { group: 'Inventory', order: 80 },
  ...dateRangeFilters('Moved from', 'Moved to', { searchKey }),
  columns: [
    { name: 'movementId', label: 'Entry', type: 'integer', total: 'count' },
    { name: 'movedAt', label: 'When', type: 'datetime' },
    { name: 'productCode', label: 'Code', type: 'string' },
    { name: 'productName', label: 'Product', type: 'string' },
    { name: 'batchName', label: 'Batch', type: 'string', sortable: false },
    { name: 'movementType', label: 'Type', type: 'string', sortable: false },
    { name: 'quantityIn', label: 'In', type: 'integer', total: 'sum', sortable: false },
    { name: 'quantityOut', label: 'Out', type: 'integer', total: 'sum', sortable: false },
    { name: 'balance', label: 'Balance', type: 'integer', sortable: false },
    { name: 'agent', label: 'By', type: 'string', sortable: false },
    { name: 'reference', label: 'Order / GRN', type: 'string', sortable: false },
    { name: 'note', label: 'Note', type: 'string', sortable: false },
  ],
  sort: { field: 'movedAt', order: 'ASC' },
  key: 'movementId',
});
