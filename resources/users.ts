import { defineResource } from '../src/shared/resources/defineResource';

export default defineResource({
  name: 'users',
  schema: 'agent',
  label: 'Users',
  singular: 'User',
  titleField: 'email',
  displayId: { prefix: 'HNAD', digits: 6 },
  api: {
    list: { method: 'GET', path: '/agent/auth/get-agents-list' },
    getOne: { method: 'GET', path: '/agent/auth/get-agent-details', idParam: 'userId' },
    create: { method: 'POST', path: '/agent/auth/register' },
    update: { method: 'POST', path: '/agent/auth/update', idField: 'id' },
  },
  // Screens and menu entries are the bespoke pages of src/console/workflows/userManagement (role-dependent
  // rider fields, status switch, password reset); this config keeps the API calls the data provider uses.
  columns: [
    { source: 'displayId', label: 'Agent ID', sortable: true },
    { source: 'firstName', sortable: true },
    { source: 'lastName', sortable: true },
    { source: 'email', sortable: true },
    { source: 'designation', sortable: true },
    { source: 'roles' },
    { source: 'status', sortable: true },
  ],
  filters: [
    { source: 'searchTerm', label: 'Search', type: 'search', alwaysOn: true },
    { source: 'status', label: 'Status', type: 'select' },
    { source: 'role', label: 'Role', type: 'select' },
  ],
  sort: { field: 'firstName', order: 'ASC' },
  access: { list: 'users.manage', show: 'users.manage', create: 'users.manage', edit: 'users.manage' },
  server: 'module',
});
