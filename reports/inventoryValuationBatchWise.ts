import { defineReport } from './defineReport';
import { valuationFilters } from './inventoryFilters';

/** Inventory valuation at a date, one row per batch (spec 2 /app/inventory/inventory-valuation-report-batch-wise). */
export default defineReport({
  name: 'inventory-valuation-batch-wise',
  title: 'Inventory valuation (batch-wise)',
  description: 'Stock on hand per batch at the close of a day (UTC), with its expiry and purchase and retail value.',
  ability: 'inventory.reports',
  path: '/inventory/admin/get-inventory-valuation-data-batch-wise',
  route: '/inventory/inventory-valuation-report-batch-wise',
  menu: { group: 'Inventory', order: 20 },
  filters: valuationFilters,
  columns: [
    { name: 'batchId', label: 'Batch id', type: 'integer', total: 'count' },
    { name: 'productCode', label: 'Code', type: 'string' },
    { name: 'productName', label: 'Product', type: 'string' },
    { name: 'productCategory', label: 'Category', type: 'string' },
    { name: 'batchName', label: 'Batch', type: 'string' },
    { name: 'expiryDate', label: 'Expiry', type: 'date' },
    { name: 'quantity', label: 'Quantity', type: 'integer', total: 'sum' },
    { name: 'purchasePrice', label: 'Purchase price', type: 'money' },
    { name: 'costValue', label: 'Cost value', type: 'money', total: 'sum' },
    { name: 'retailPrice', label: 'Retail price', type: 'money' },
    { name: 'retailValue', label: 'Retail value', type: 'money', total: 'sum' },
  ],
  sort: { field: 'productName', order: 'ASC' },
  key: 'batchId',
});
