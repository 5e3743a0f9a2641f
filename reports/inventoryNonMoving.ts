import { defineReport } from './defineReport';
import { dateRangeFilters } from './dateRangeFilters';
import { productCategory } from './inventoryFilters';

/** Non-moving items (spec 2 /app/inventory/inventory-non-movement-report): stock on hand that was not invoiced in the period. */
export default defineReport({
  name: 'inventory-non-moving',
  title: 'Non-moving items',
  description: 'Products with stock on hand and no invoice out in the period: what they hold, their value, and when they last sold.',
  ability: 'inventory.reports',
  path: '/inventory/admin/inventory-non-moving-summary',
  route: '/inventory/inventory-non-movement-report',
  menu: { group: 'Inventory', order: 50 },
  ...dateRangeFilters('Not sold from', 'Not sold to', { productCategory }),
  columns: [
    { name: 'productCode', label: 'Code', type: 'string', total: 'count' },
    { name: 'productName', label: 'Product', type: 'string' },
    { name: 'productCategory', label: 'Category', type: 'string' },
    { name: 'onHand', label: 'On hand', type: 'integer', total: 'sum' },
    { name: 'costValue', label: 'Cost value', type: 'money', total: 'sum' },
    { name: 'lastSoldAt', label: 'Last sold', type: 'datetime' },
    { name: 'lastReceivedAt', label: 'Last received', type: 'datetime' },
  ],
  sort: { field: 'costValue', order: 'DESC' },
  key: 'productCode',
});
