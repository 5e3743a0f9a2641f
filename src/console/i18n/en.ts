import englishMessages from 'ra-language-english';
import { orderMessages } from '../orders/messages';
import { moneyMessages } from '../orders/detail/quotation/messages';
import { auditMessages } from '../history/messages';
import { reportMessages } from '../reports/messages';
import { documentMessages } from '../documents/messages';

/** RxDesk's own English labels. react-admin's catalogue is merged in below. */
export const rxMessages = {
  rx: {
    product: 'RxDesk',
    sign_out: 'Sign out',
    login: {
      title: 'Sign in to RxDesk',
      email: 'E-mail',
      password: 'Password',
      submit: 'Sign in',
      signing_in: 'Signing in…',
      email_required: 'E-mail is required',
      password_required: 'Password is required',
    },
    confirm: {
      title: 'Choose location and role',
      subtitle: 'Signed in as %{name}',
      location: 'Location',
      role: 'Role',
      submit: 'Continue',
      choose_both: 'Choose a location and a role',
      no_choices: 'Your account has no location or role. Ask an administrator to add one.',
      other_account: 'Use another account',
    },
    not_found: { title: 'Page not found', text: 'There is no page at this address.', home: 'Go to RxDesk' },
    not_permitted: { title: 'Not permitted', text: 'Your role (%{role}) does not allow this page.' },
    home: { title: 'Welcome, %{name}', text: 'Choose a module from the menu.' },
    drawer: { location: 'Location', role: 'Role' },
    menu: {
      modules: 'MODULES',
      groups: {
        dashboards: 'Dashboards', reports: 'Reports', find_customers: 'Find Customers', find_orders: 'Find Orders',
        chat_manager: 'Chat Manager', my_chats: 'My Chats', all_chats: 'All Chats', dispensing: 'Dispensing',
        logistic_planner: 'Logistic Planner', rider_toolkit: 'Rider Toolkit', inventory: 'Inventory',
        purchases_grn: 'Purchases & GRN', finance: 'Finance', marketing_manager: 'Marketing Manager',
        user_management: 'User Management', non_app_orders: 'Non App Orders', discount_schemes: 'Discount Schemes',
      },
    },
    theme: {
      switch: 'Theme',
      settings_updated: 'Settings Updated',
      close: 'Close',
      switch_action: 'Switch',
      LIGHT: 'Light', ONE_DARK: 'One Dark', UNICORN: 'Unicorn',
    },
    cookies: { text: 'RxDesk uses cookies and local storage to keep you signed in.', agree: 'I Agree' },
    toast: { close: 'Close' },
    aria: { main_menu: 'Main menu', open_menu: 'Open menu', notifications: 'Notifications', cookie_consent: 'Cookie consent', loading: 'Loading' },
    chat: { new_order: 'New order request received' },
    list: {
      empty: 'No %{name} yet.', create: 'Create',
      count_capped: 'More than %{count} match — refine the search to see how many.', range_capped: '%{from}–%{to} of more than %{count}',
      waiting: 'Type what to search for (%{fields}).', no_match: 'Nothing matches these filters.',
    },
    show: { back: 'Back to list' },
    form: { password_keep: 'Leave empty to keep the current password' },
    load_failed: 'This record could not be loaded.',
  },
};

export type Messages = { [key: string]: string | Messages };

/** Deep merge of message catalogues (later wins). */
export function mergeMessages(...catalogues: Messages[]): Messages {
  const out: Messages = {};
  for (const c of catalogues) {
    for (const [k, v] of Object.entries(c)) {
      const prev = out[k];
      out[k] = typeof v === 'object' && typeof prev === 'object' ? mergeMessages(prev, v) : v;
    }
  }
  return out;
}

export const en = mergeMessages(englishMessages as unknown as Messages, rxMessages, orderMessages, moneyMessages, auditMessages, reportMessages, documentMessages);
export default en;
