/** Labels of the audit trail's History tab (the audit search is declared: resources/auditRecords.ts). Merged in i18n/en.ts. */
export const auditMessages = {
  rx: {
    order_detail: { tabs: { history: 'History' } },
    history: {
      tab: 'History', details: 'Details', title: 'History', empty: 'No changes recorded yet.',
      when: 'When', who: 'Who', action: 'Action', changes: 'Changes', system: 'System', customer: 'Customer',
      no_fields: 'No field changed', redacted: 'changed (hidden)',
      actions: { create: 'Created', update: 'Edited', delete: 'Deleted' },
    },
  },
};
