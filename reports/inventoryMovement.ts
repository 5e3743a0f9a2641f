import { defineReport } from './defineReport';
import { dateRangeFilters } from './dateRangeFilters';
import { movementTypeChoices, movementTypeFilter, productCategory, productSegment } from './inventoryFilters';

/** Inventory movements (spec 2 /app/inventory/inventory-movement-report): every row of the stock ledger in the period. */
export default defineReport({
  name: 'inventory-movement',
  title: 'Inventory movements',
  description: 'Every stock movement in the period: GRN in and out, invoices, credit notes, adjustments and reservations, with who and why.',
  ability: 'inventory.reports',
  path: '/inventory/admin/inventory-movement-report-data',
  route: '/inventory/inventory-movement-report',
  menu: { group: 'Inventory', order: 30 },
  ...dateRangeFilters('Moved from', 'Moved to', { productSegment, productCategory, movementType: movementTypeFilter }),
  choices: { movementType: movementTypeChoices },
  columns: [
    { name: 'movementId', label: 'Movement', type: 'integer', total: 'count' },
    { name: 'movedAt', label: 'When', type: 'datetime' },
    { name: 'productCode', label: 'Code', type: 'string' },
    { name: 'productName', label: 'Product', type: 'string' },
    { name: 'batchName', label: 'Batch', type: 'string', sortable: false },
    { name: 'movementType', label: 'Type', type: 'string' },
    { name: 'quantity', label: 'Quantity', type: 'integer', total: 'sum' },
    { name: 'reserved', label: 'Reserved', type: 'integer', total: 'sum', sortable: false },
    { name: 'unitCost', label: 'Unit cost', type: 'money', sortable: false },
    { name: 'value', label: 'Value', type: 'money', total: 'sum', sortable: false },
    { name: 'reference', label: 'Order / GRN', type: 'string', sortable: false },
    { name: 'agent', label: 'By', type: 'string', sortable: false },
    { name: 'note', label: 'Note', type: 'string', sortable: false },
  ],
  sort: { field: 'movedAt', order: 'DESC' },
  key: 'movementId',
});
