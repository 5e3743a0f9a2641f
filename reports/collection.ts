import { defineReport } from './defineReport';
import { dateRangeFilters } from './dateRangeFilters';

/** Collection (spec 7): what each rider collected per day, by payment mode, and how much is unsettled. */
export default defineReport({
  name: 'collection',
  title: 'Collection',
  description: 'Rider collections per day: orders, cash, card, online, total, and the part not yet settled.',
  ability: 'finance.settlements',
  path: '/orders/admin/get-collection-report-data',
  route: '/collection-report',
  menu: { group: 'Finance', order: 30 },
  ...dateRangeFilters('Collected from', 'Collected to'),
  columns: [
    { name: 'key', label: 'Key', type: 'string', sortable: false },
    { name: 'day', label: 'Day', type: 'date' },
    { name: 'rider', label: 'Rider', type: 'string' },
    { name: 'orders', label: 'Orders', type: 'integer', total: 'sum' },
    { name: 'cash', label: 'Cash', type: 'money', total: 'sum' },
    { name: 'card', label: 'Card', type: 'money', total: 'sum' },
    { name: 'online', label: 'Online', type: 'money', total: 'sum' },
    { name: 'collected', label: 'Collected', type: 'money', total: 'sum' },
    { name: 'unsettled', label: 'Unsettled', type: 'money', total: 'sum' },
  ],
  sort: { field: 'day', order: 'DESC' },
  key: 'key',
});
