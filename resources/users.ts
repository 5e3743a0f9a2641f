import { defineResource } from '../src/shared/resources/defineResource';

/**
 * Users (agents): generated list, show, create and edit. The vehicle fields are conditional
 * (schemas/agent.schema.json x-when: shown and required for a delivery agent); deactivation,
 * reactivation and the password reset are declared actions on the user's page. The users module
 * serves the calls (password rules, the last super admin, ending sign-ins).
 */
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
  routes: {
    list: '/user-management/users-list',
    show: '/user-management/user/:id',
    create: '/user-management/create-new-user',
    edit: '/user-management/edit-user/:id',
  },
  columns: [
    { source: 'displayId', label: 'Agent ID', sortable: true },
    { source: 'firstName', sortable: true },
    { source: 'lastName', sortable: true },
    { source: 'email', sortable: true },
    { source: 'designation', sortable: true },
    { source: 'roles' },
    { source: 'locations' },
    { source: 'status', sortable: true },
  ],
  filters: [
    { source: 'searchTerm', label: 'Search', type: 'search', alwaysOn: true },
    { source: 'status', label: 'Status', type: 'select', alwaysOn: true },
    { source: 'role', label: 'Role', type: 'select', alwaysOn: true },
    { source: 'locationId', label: 'Location', type: 'equals', property: 'locations', alwaysOn: true },
  ],
  sort: { field: 'firstName', order: 'ASC' },
  menu: { group: 'User Management', label: 'Users', order: 1, create: { label: 'Create New User', order: 2 } },
  access: { list: 'users.manage', show: 'users.manage', create: 'users.manage', edit: 'users.manage' },
  actions: [
    {
      name: 'deactivate', label: 'Deactivate', ability: 'users.manage', path: '/agent/auth/update', idField: 'id',
      body: { status: 'inactive' }, when: { field: 'status', in: ['active'] }, tone: 'error',
      confirm: 'Deactivate {firstName} {lastName}? They are signed out everywhere at once and cannot sign in until a super admin reactivates them.',
      done: '{firstName} {lastName} is deactivated and signed out',
    },
    {
      name: 'activate', label: 'Reactivate', ability: 'users.manage', path: '/agent/auth/update', idField: 'id',
      body: { status: 'active' }, when: { field: 'status', in: ['inactive'] }, done: '{firstName} {lastName} is active again',
    },
    {
      name: 'reset-password', label: 'Reset password', ability: 'users.manage', path: '/agent/auth/update', idField: 'id',
      form: 'agentPasswordReset', tone: 'warning',
      confirm: "{firstName} {lastName}'s current sign-ins end and they must sign in with the new password.",
      done: 'Password of {firstName} {lastName} reset',
    },
  ],
  server: 'module',
});
