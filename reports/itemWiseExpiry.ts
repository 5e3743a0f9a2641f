import { defineReport } from './defineReport';
import { productCategory, searchKey } from './inventoryFilters';

export const EXPIRY_PERIODS = ['expired', '1', '3', '6', '12'] as const;

/**
 * Item-wise expiry (spec 2 /app/inventory/item-wise-expiry, spec 7 item-wise-expiry-report): batches
 * with stock that expire within the period (months from today; `expired`: already expired), or,
 * with considerRange, whose expiry falls in the date range.
 */
export default defineReport({
  name: 'item-wise-expiry',
  title: 'Item-wise expiry',
  description: 'Batches with stock on hand expiring within a period or a date range: quantities, value, and days left.',
  ability: 'inventory.reports',
  path: '/quotations/item-wise-expiry-report',
  route: '/inventory/item-wise-expiry',
  menu: { group: 'Inventory', order: 70 },
  filters: {
    type: 'object',
    properties: {
      period: { type: 'string', enum: [...EXPIRY_PERIODS], default: '3', 'x-label': 'Expiring within' },
      category: productCategory,
      searchKey,
      considerRange: { type: 'boolean', default: false, 'x-label': 'Use the date range instead of the period' },
      startDate: { type: 'string', format: 'date', 'x-label': 'Expiry from' },
      endDate: { type: 'string', format: 'date', 'x-label': 'Expiry to' },
    },
  },
  choices: {
    period: [{ value: 'expired', label: 'Already expired' }, { value: '1', label: '1 month' }, { value: '3', label: '3 months' },
      { value: '6', label: '6 months' }, { value: '12', label: '12 months' }],
  },
  dateRange: { from: 'startDate', to: 'endDate', maxDays: 3660 },
  columns: [
    { name: 'batchId', label: 'Batch id', type: 'integer', total: 'count' },
    { name: 'productCode', label: 'Code', type: 'string' },
    { name: 'productName', label: 'Product', type: 'string' },
    { name: 'productCategory', label: 'Category', type: 'string' },
    { name: 'batchName', label: 'Batch', type: 'string' },
    { name: 'expiryDate', label: 'Expiry', type: 'date' },
    { name: 'daysLeft', label: 'Days left', type: 'integer' },
    { name: 'onHand', label: 'On hand', type: 'integer', total: 'sum' },
    { name: 'reserved', label: 'Reserved', type: 'integer', total: 'sum' },
    { name: 'costValue', label: 'Cost value', type: 'money', total: 'sum' },
  ],
  sort: { field: 'expiryDate', order: 'ASC' },
  key: 'batchId',
});
