/** Labels of the customer intake keys page. Merged in i18n/en.ts. */
export const intakeKeyMessages = {
  rx: {
    intake_keys: {
      menu: 'Customer API Keys', title: 'Customer API keys',
      intro: 'Keys the customer app signs in with. Revoke a key when a phone is lost or a key leaked: its next call is refused.',
      search: 'Customer name, number or ID', status: 'Status', active: 'Active', revoked: 'Revoked', all: 'All',
      key: 'Key', customer: 'Customer', contact: 'Contact number', created: 'Created', last_used: 'Last used', never: 'Never',
      legacy: 'issued before key records', revoked_at: 'Revoked', by: 'by %{name}', revoke: 'Revoke',
      empty: 'No keys match these filters.',
      confirm_title: 'Revoke key %{id}?',
      confirm_text: '%{customer} will be signed out of the customer app and cannot use this key again. This cannot be undone.',
      reason: 'Reason (optional)', cancel: 'Cancel', done: 'Key %{id} of %{customer} revoked',
    },
  },
};
