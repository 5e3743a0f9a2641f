import { defineReport } from './defineReport';
import { valuationFilters } from './inventoryFilters';

/** Inventory valuation at a date (spec 2 /app/inventory/inventory-valuation-report): on hand per product at the close of that day. */
export default defineReport({
  name: 'inventory-valuation',
  title: 'Inventory valuation',
  description: 'Stock on hand per product at the close of a day (UTC), valued at each batch\'s purchase and retail price.',
  ability: 'inventory.reports',
  path: '/inventory/admin/get-inventory-valuation-data',
  route: '/inventory/inventory-valuation-report',
  menu: { group: 'Inventory', order: 10 },
  filters: valuationFilters,
  columns: [
    { name: 'productCode', label: 'Code', type: 'string', total: 'count' },
    { name: 'productName', label: 'Product', type: 'string' },
    { name: 'productSegment', label: 'Segment', type: 'string' },
    { name: 'productCategory', label: 'Category', type: 'string' },
    { name: 'batches', label: 'Batches', type: 'integer', total: 'sum' },
    { name: 'quantity', label: 'Quantity', type: 'integer', total: 'sum' },
    { name: 'averageCost', label: 'Average cost', type: 'money', sortable: false },
    { name: 'costValue', label: 'Cost value', type: 'money', total: 'sum' },
    { name: 'retailValue', label: 'Retail value', type: 'money', total: 'sum' },
  ],
  sort: { field: 'productName', order: 'ASC' },
  key: 'productCode',
});
