import { defineReport } from './defineReport';
import { dateRangeFilters } from './dateRangeFilters';

/** HBS users list (spec 2 /app/users-list-report, spec 7 /users/admin/hbs-users-list-report ?startDate, endDate): customers registered in a period. */
export default defineReport({
  name: 'hbs-users',
  title: 'HBS users list',
  description: 'Customers who registered in the period (app sign-ups and offline customers), with how many orders each has placed.',
  ability: 'reports.users_list',
  path: '/users/admin/hbs-users-list-report',
  route: '/users-list-report',
  menu: { group: 'Customers', order: 10 },
  ...dateRangeFilters('Registered from', 'Registered to', { source: { type: 'string', enum: ['app', 'offline'], 'x-label': 'Source' } }),
  choices: { source: [{ value: 'app', label: 'App' }, { value: 'offline', label: 'Offline' }] },
  columns: [
    { name: 'customerId', label: 'Customer ID', type: 'string', total: 'count' },
    { name: 'name', label: 'Name', type: 'string' },
    { name: 'contactNumber', label: 'Contact number', type: 'string', sortable: false },
    { name: 'email', label: 'Email', type: 'string', sortable: false },
    { name: 'source', label: 'Source', type: 'string' },
    { name: 'city', label: 'City', type: 'string' },
    { name: 'registeredAt', label: 'Registered', type: 'datetime' },
    { name: 'orders', label: 'Orders', type: 'integer', sortable: false },
    { name: 'lastOrderAt', label: 'Last order', type: 'datetime', sortable: false },
  ],
  sort: { field: 'registeredAt', order: 'DESC' },
  key: 'customerId',
});
