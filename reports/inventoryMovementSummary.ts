import { defineReport } from './defineReport';
import { dateRangeFilters } from './dateRangeFilters';
import { movementTypeChoices, movementTypeFilter, productCategory, productSegment } from './inventoryFilters';

export const MOVEMENT_GROUPS = ['none', 'product', 'category', 'segment', 'day'] as const;

/** Inventory movement summary (spec 2 /app/inventory/inventory-movement-summary): the ledger summed by movement type, optionally per group. */
export default defineReport({
  name: 'inventory-movement-summary',
  title: 'Inventory movement summary',
  description: 'Stock movements in the period summed by movement type, grouped by product, category, segment or day.',
  ability: 'inventory.reports',
  path: '/inventory/admin/inventory-movement-summary-data',
  route: '/inventory/inventory-movement-summary',
  menu: { group: 'Inventory', order: 40 },
  ...dateRangeFilters('Moved from', 'Moved to', {
    productSegment, productCategory, movementType: movementTypeFilter,
    groupBy: { type: 'string', enum: [...MOVEMENT_GROUPS], default: 'none', 'x-label': 'Group by' },
  }),
  choices: {
    movementType: movementTypeChoices,
    groupBy: [{ value: 'none', label: 'Movement type only' }, { value: 'product', label: 'Product' }, { value: 'category', label: 'Category' },
      { value: 'segment', label: 'Segment' }, { value: 'day', label: 'Day' }],
  },
  columns: [
    { name: 'key', label: 'Key', type: 'string', sortable: false },
    { name: 'grouping', label: 'Group', type: 'string' },
    { name: 'movementType', label: 'Type', type: 'string' },
    { name: 'movements', label: 'Movements', type: 'integer', total: 'sum' },
    { name: 'quantityIn', label: 'Quantity in', type: 'integer', total: 'sum' },
    { name: 'quantityOut', label: 'Quantity out', type: 'integer', total: 'sum' },
    { name: 'netQuantity', label: 'Net quantity', type: 'integer', total: 'sum' },
    { name: 'reserved', label: 'Reserved (net)', type: 'integer', total: 'sum' },
    { name: 'value', label: 'Value', type: 'money', total: 'sum' },
  ],
  sort: { field: 'grouping', order: 'ASC' },
  key: 'key',
});
