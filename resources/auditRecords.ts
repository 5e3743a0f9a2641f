import { defineResource } from '../src/shared/resources/defineResource';

/** Entities the trail records (the audit helper's names: schema $id in snake_case, and the modules' own). */
const ENTITIES = [
  'order', 'quotation', 'quotation_line', 'invoice', 'credit_note', 'chat_message', 'prescription', 'customer', 'patient', 'customer_key',
  'offline_attachment', 'supplier', 'agent', 'pharmacy_location', 'city', 'referral_mode', 'receive_mode', 'product', 'product_batch',
  'purchase_order', 'grn', 'promo_code', 'dispatch_run', 'settlement',
];

/**
 * The audit search (issue 8): every change of the trail, newest first, filtered by user, entity,
 * record, action and date range; read-only, super_admin (audit.search). A record's own History tab
 * is src/console/history.
 */
export default defineResource({
  name: 'audit-records',
  schema: 'auditRecord',
  label: 'Audit trail',
  singular: 'Audit record',
  titleField: 'recordId',
  server: 'module',
  api: { list: { method: 'GET', path: '/audit/search', sortable: false } },
  routes: { list: '/audit' },
  columns: [
    { source: 'at' },
    { source: 'agentName', widget: 'audit-who' },
    { source: 'locationName', empty: '—' },
    { source: 'entity' },
    { source: 'recordId' },
    { source: 'action', widget: 'audit-action' },
    { source: 'changes', widget: 'audit-changes' },
  ],
  filters: [
    { source: 'agentId', label: 'User', type: 'equals', alwaysOn: true },
    { source: 'entity', label: 'Entity', type: 'select', choices: ENTITIES, alwaysOn: true },
    { source: 'recordId', label: 'Record ID', type: 'equals', alwaysOn: true },
    { source: 'action', label: 'Action', type: 'equals' },
    { source: 'from', label: 'From', type: 'dateFrom', property: 'at', alwaysOn: true },
    { source: 'to', label: 'To', type: 'dateTo', property: 'at', alwaysOn: true },
  ],
  sort: { field: 'at', order: 'DESC' },
  menu: { group: 'User Management', label: 'Audit Trail', order: 95 },
  access: { list: 'audit.search' },
});
