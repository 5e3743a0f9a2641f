/** Labels of the audit trail (History tab, audit search). Merged in i18n/en.ts. */
export const auditMessages = {
  rx: {
    order_detail: { tabs: { history: 'History' } },
    history: {
      tab: 'History', details: 'Details', title: 'History', empty: 'No changes recorded yet.',
      when: 'When', who: 'Who', action: 'Action', changes: 'Changes', system: 'System', customer: 'Customer',
      no_fields: 'No field changed', redacted: 'changed (hidden)',
      actions: { create: 'Created', update: 'Edited', delete: 'Deleted' },
    },
    audit: {
      menu: 'Audit Trail', title: 'Audit trail', user: 'User', any_user: 'Any user', entity: 'Entity', record: 'Record ID',
      from: 'From', to: 'To', search: 'Search', clear: 'Clear', role: 'Role', location: 'Location',
      empty: 'No audit records match these filters.', dates_invalid: 'From must be on or before To',
    },
  },
};
