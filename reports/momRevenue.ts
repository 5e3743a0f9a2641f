import { defineReport } from './defineReport';
import { dateRangeFilters } from './dateRangeFilters';

/** Month-on-month revenue (spec 3 "month-on-month revenue data", spec 7 /quotations/mom-revenue-data): one row per calendar month. */
export default defineReport({
  name: 'mom-revenue',
  title: 'Revenue, month on month',
  description: 'Invoiced revenue of each month of the period beside the month before it, with the change.',
  // The same readers as the customer-wise month-on-month comparison (management, marketing).
  ability: 'reports.customer_sales_mom',
  path: '/quotations/mom-revenue-data',
  route: '/mom-revenue-report',
  menu: { group: 'Sales', order: 20 },
  ...dateRangeFilters('Invoiced from', 'Invoiced to', { location: { type: 'integer', minimum: 1, maximum: 2147483647, 'x-label': 'Location', 'x-reference': { resource: 'pharmacy-locations', labelField: 'name' } } }),
  columns: [
    { name: 'month', label: 'Month', type: 'date' },
    { name: 'invoices', label: 'Invoices', type: 'integer', total: 'sum' },
    { name: 'revenue', label: 'Revenue', type: 'money', total: 'sum' },
    { name: 'previousRevenue', label: 'Month before', type: 'money' },
    { name: 'change', label: 'Change', type: 'money' },
    { name: 'changePercent', label: 'Change %', type: 'number', format: 'decimals:1' },
  ],
  sort: { field: 'month', order: 'ASC' },
  key: 'month',
});
