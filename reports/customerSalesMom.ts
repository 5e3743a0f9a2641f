import { defineReport } from './defineReport';
import { dateRangeFilters } from './dateRangeFilters';

/**
 * Customer-wise sales month-on-month comparison (spec 2 /app/customer-wise-sales-mom-comparison-report,
 * spec 7 customer-wise-sales-mom-comparison-report): each customer's posted invoices in the period
 * beside the same dates one month earlier.
 */
export default defineReport({
  name: 'customer-sales-mom',
  title: 'Customer-wise sales, month on month',
  description: 'Each customer\'s invoiced sales in the period beside the same dates one month earlier, with the change.',
  ability: 'reports.customer_sales_mom',
  path: '/orders/admin/customer-wise-sales-mom-comparison-report',
  route: '/customer-wise-sales-mom-comparison-report',
  menu: { group: 'Sales', order: 10 },
  ...dateRangeFilters('Invoiced from', 'Invoiced to', { location: { type: 'integer', minimum: 1, maximum: 2147483647, 'x-label': 'Location', 'x-reference': { resource: 'pharmacy-locations', labelField: 'name' } } }),
  columns: [
    { name: 'customerId', label: 'Customer ID', type: 'string', total: 'count' },
    { name: 'customer', label: 'Customer', type: 'string' },
    { name: 'contactNumber', label: 'Contact number', type: 'string', sortable: false },
    { name: 'previousOrders', label: 'Orders, month before', type: 'integer', total: 'sum' },
    { name: 'previousSales', label: 'Sales, month before', type: 'money', total: 'sum' },
    { name: 'currentOrders', label: 'Orders', type: 'integer', total: 'sum' },
    { name: 'currentSales', label: 'Sales', type: 'money', total: 'sum' },
    { name: 'change', label: 'Change', type: 'money', total: 'sum' },
    { name: 'changePercent', label: 'Change %', type: 'number', format: 'decimals:1' },
  ],
  sort: { field: 'currentSales', order: 'DESC' },
  key: 'customerId',
});
