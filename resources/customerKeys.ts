import { defineResource } from '../src/shared/resources/defineResource';

/**
 * Customer intake keys (issue 8): the keys the customer app signs in with, newest first, with last
 * use; Revoke is a declared action on each active key's row, confirmed in-app with an optional reason.
 * The intake module serves the calls (a key is revoked once, whatever the clicks).
 */
export default defineResource({
  name: 'customer-keys',
  schema: 'customerKey',
  label: 'Customer API keys',
  singular: 'Customer API key',
  titleField: 'customerName',
  server: 'module',
  api: { list: { method: 'GET', path: '/intake/admin/customer-keys', sortable: false } },
  routes: { list: '/intake-keys' },
  columns: [
    { source: 'id', label: 'Key' },
    { source: 'customerName' },
    { source: 'customerDisplayId' },
    { source: 'contactNumber' },
    { source: 'createdAt' },
    { source: 'lastUsedAt', empty: 'Never' },
    { source: 'status' },
    { source: 'revokedAt', empty: '—' },
    { source: 'revokedBy' },
    { source: 'revokeReason' },
    { source: 'legacy' },
  ],
  filters: [
    { source: 'searchTerm', label: 'Customer name, number or ID', type: 'search', alwaysOn: true },
    { source: 'status', label: 'Status', type: 'select', alwaysOn: true, choices: ['active', 'revoked', 'all'], default: 'active' },
  ],
  sort: { field: 'createdAt', order: 'DESC' },
  menu: { group: 'User Management', label: 'Customer API Keys', order: 96 },
  access: { list: 'intake_keys.manage' },
  actions: [
    {
      name: 'revoke', label: 'Revoke', ability: 'intake_keys.manage', path: '/intake/admin/revoke-customer-key', idField: 'keyId',
      form: 'customerKeyRevoke', when: { field: 'status', in: ['active'] }, on: ['list'], tone: 'error',
      confirm: '{customerName} ({customerDisplayId}) will be signed out of the customer app and cannot use this key again. This cannot be undone.',
      done: 'Key {id} of {customerName} ({customerDisplayId}) revoked',
    },
  ],
});
