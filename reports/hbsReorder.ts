import { defineReport } from './defineReport';
import { dateRangeFilters } from './dateRangeFilters';

/**
 * HBS re-order report (spec 7 /prescriptions/admin/fetch-re-order-report {startDate, endDate}),
 * drawn at spec 2's /app/re-order-list-report: repeat prescriptions due for a re-order in a period.
 */
export default defineReport({
  name: 'hbs-reorder',
  title: 'Re-order list',
  description: 'Active repeat prescriptions whose next re-order falls in the period: customer, patient, interval and the last order placed on them.',
  ability: 'reports.hbs_reorder',
  path: '/prescriptions/admin/fetch-re-order-report',
  route: '/re-order-list-report',
  openRoute: true, // spec 2: registered for every user; the data follows reports.hbs_reorder
  menu: { group: 'Customers', order: 20 },
  ...dateRangeFilters('Re-order due from', 'Re-order due to'),
  columns: [
    { name: 'prescriptionId', label: 'Prescription ID', type: 'string', total: 'count' },
    { name: 'nextReorderDate', label: 'Re-order due', type: 'date' },
    { name: 'intervalDays', label: 'Interval (days)', type: 'integer' },
    { name: 'customerId', label: 'Customer ID', type: 'string', sortable: false },
    { name: 'customer', label: 'Customer', type: 'string', sortable: false },
    { name: 'contactNumber', label: 'Contact number', type: 'string', sortable: false },
    { name: 'patient', label: 'Patient', type: 'string', sortable: false },
    { name: 'doctor', label: 'Doctor', type: 'string', sortable: false },
    { name: 'validUntil', label: 'Valid until', type: 'date', sortable: false },
    { name: 'lastOrderId', label: 'Last order', type: 'string', sortable: false },
    { name: 'lastOrderAt', label: 'Last ordered', type: 'datetime', sortable: false },
    { name: 'location', label: 'Location', type: 'string', sortable: false },
  ],
  sort: { field: 'nextReorderDate', order: 'ASC' },
  key: 'prescriptionId',
});
