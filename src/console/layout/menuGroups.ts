/**
 * Side-menu groups in the spec's order (spec 2, Side menu). The first four stand alone; the rest
 * sit under MODULES. `key` names the label in the i18n catalogue (rx.menu.groups.<key>).
 */
export interface MenuGroupDef { name: string; key: string; module: boolean }

const standalone = ['Dashboards', 'Reports', 'Find Customers', 'Find Orders'];
const modules = [
  'Chat Manager', 'My Chats', 'All Chats', 'Dispensing', 'Logistic Planner', 'Rider Toolkit', 'Inventory',
  'Purchases & GRN', 'Finance', 'Marketing Manager', 'User Management', 'Non App Orders', 'Discount Schemes',
];

export const groupKey = (name: string): string => name.toLowerCase().replace(/&/g, '').replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');

export const MENU_GROUPS: MenuGroupDef[] = [
  ...standalone.map((name) => ({ name, key: groupKey(name), module: false })),
  ...modules.map((name) => ({ name, key: groupKey(name), module: true })),
];
