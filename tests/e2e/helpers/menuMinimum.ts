/*
 * The side menu each of the 13 roles must at least show, written by hand from spec 2 (side menu,
 * routes) and spec 6 (roles), independently of permissions.yaml and the menu config: the menu walk
 * (menu-walk.test.ts) derives the full expected menu from those, and checks this minimum on top so
 * it cannot pass on an emptied file. Group names as the menu shows them; paths relative to /app.
 */

const STAGES = ['new-requests', 'action-required', 'to-be-invoiced', 'awaiting-response', 'on-dispensing', 'on-delivery', 'completed', 'cancelled'];
const MY_CHATS = STAGES.map((s) => `/chats/my/${s}`);
const ALL_CHATS = [...STAGES.map((s) => `/chats/all/${s}`), '/chats/all/search'];
const DASHBOARDS_AND_REPORTS = {
  Dashboards: ['/performance-dashboard', '/processing-dashboard', '/kanban-board', '/chats-overview'],
  Reports: ['/reports'], 'Find Customers': ['/find-customers'], 'Find Orders': ['/find-orders'],
};
const PHARMACY = {
  'Chat Manager': ['/chat-manager/assign-order', '/chat-manager/re-assign-order'], 'My Chats': MY_CHATS, 'All Chats': ALL_CHATS,
  Dispensing: ['/preparation/pick-list'], Inventory: ['/inventory/product-info'],
  'Purchases & GRN': ['/purchases-grn/view-po-list', '/purchases-grn/view-grn-list', '/purchases-grn/re-order-level-report'],
  'Non App Orders': ['/offline-order/place-new-order', '/offline-order/order-list', '/offline-order/customer-list', '/offline-order/create-customer'],
};
const NOT_PHARMACY = ['/performance-dashboard', '/user-management/users-list', '/purchases-grn/create-new-po', '/purchases-grn/manage-settlements', '/marketing-manager/promo-codes', '/rider/pending-list', '/logistics-planner/assign-dispatch'];

/** Hand-written from spec 2 and 6: groups (with entries) each role must see, and entries it must not. */
export const MINIMUM: Record<string, { must: Record<string, string[]>; mustNot: string[] }> = {
  super_admin: {
    must: {
      ...DASHBOARDS_AND_REPORTS, ...PHARMACY,
      'Logistic Planner': ['/logistics-planner/assign-dispatch', '/logistics-planner/re-assign-rider', '/logistics-planner/returned-orders', '/logistics-planner/dispatch-runs/pending', '/logistics-planner/dispatch-runs/completed'],
      'Rider Toolkit': ['/rider/pending-list'], 'Purchases & GRN': ['/purchases-grn/create-new-po', '/purchases-grn/view-po-list', '/purchases-grn/view-grn-list', '/purchases-grn/view-supplier-list'],
      Finance: ['/purchases-grn/manage-settlements'], 'Marketing Manager': ['/marketing-manager/promo-codes'],
      'User Management': ['/user-management/users-list', '/user-management/create-new-user'], 'Discount Schemes': ['/discount-schemes/item-wise-thresholds'],
    },
    mustNot: [],
  },
  management: {
    must: {
      ...DASHBOARDS_AND_REPORTS, 'All Chats': ALL_CHATS, Inventory: ['/inventory/product-info'],
      'Logistic Planner': ['/logistics-planner/returned-orders', '/logistics-planner/dispatch-runs/pending', '/logistics-planner/dispatch-runs/completed'],
      'Purchases & GRN': ['/purchases-grn/view-po-list', '/purchases-grn/view-grn-list'],
      'Marketing Manager': ['/marketing-manager/promo-codes'], 'Discount Schemes': ['/discount-schemes/item-wise-thresholds'],
    },
    mustNot: [...MY_CHATS, '/chat-manager/assign-order', '/purchases-grn/create-new-po', '/user-management/users-list', '/offline-order/order-list', '/rider/pending-list', '/purchases-grn/manage-settlements', '/logistics-planner/assign-dispatch'],
  },
  marketing: {
    must: {
      ...DASHBOARDS_AND_REPORTS, 'All Chats': ALL_CHATS, Inventory: ['/inventory/product-info'],
      'Logistic Planner': ['/logistics-planner/dispatch-runs/pending', '/logistics-planner/dispatch-runs/completed'],
      'Marketing Manager': ['/marketing-manager/promo-codes'],
    },
    mustNot: ['/purchases-grn/view-po-list', '/purchases-grn/create-new-po', '/purchases-grn/view-grn-list', '/chat-manager/assign-order', ...MY_CHATS, '/user-management/users-list', '/offline-order/order-list', '/rider/pending-list', '/purchases-grn/manage-settlements'],
  },
  // Spec 6: only the rider toolkit (the walk also checks its menu is exactly that).
  delivery_agent: { must: { 'Rider Toolkit': ['/rider/pending-list'] }, mustNot: ['/performance-dashboard', '/reports', ...MY_CHATS, ...ALL_CHATS, '/preparation/pick-list', '/inventory/product-info', '/offline-order/order-list'] },
  logistic_planner: {
    must: {
      ...DASHBOARDS_AND_REPORTS, 'Marketing Manager': ['/marketing-manager/promo-codes'],
      'Logistic Planner': ['/logistics-planner/assign-dispatch', '/logistics-planner/re-assign-rider', '/logistics-planner/returned-orders', '/logistics-planner/dispatch-runs/pending', '/logistics-planner/dispatch-runs/completed'],
    },
    mustNot: ['/purchases-grn/view-po-list', '/offline-order/order-list', '/user-management/users-list', '/chat-manager/assign-order', ...MY_CHATS, '/rider/pending-list', '/preparation/pick-list'],
  },
  customer_support: {
    must: {
      ...DASHBOARDS_AND_REPORTS, 'All Chats': ALL_CHATS, Inventory: ['/inventory/product-info'], 'Non App Orders': PHARMACY['Non App Orders'],
      'Logistic Planner': ['/logistics-planner/dispatch-runs/pending'], 'Marketing Manager': ['/marketing-manager/promo-codes'],
    },
    mustNot: ['/chat-manager/assign-order', ...MY_CHATS, '/user-management/users-list', '/purchases-grn/create-new-po', '/logistics-planner/assign-dispatch', '/purchases-grn/manage-settlements', '/rider/pending-list'],
  },
  chief_pharmacist: { must: PHARMACY, mustNot: NOT_PHARMACY },
  pharmacist: { must: PHARMACY, mustNot: NOT_PHARMACY },
  external_pharmacist: {
    must: { 'My Chats': MY_CHATS, Dispensing: ['/preparation/pick-list'] },
    mustNot: [...ALL_CHATS, '/chat-manager/assign-order', '/inventory/product-info', '/offline-order/order-list', '/performance-dashboard', '/purchases-grn/view-po-list', '/rider/pending-list'],
  },
  invoicing_assistant: {
    must: { 'Chat Manager': PHARMACY['Chat Manager'], 'My Chats': MY_CHATS, 'All Chats': ALL_CHATS },
    mustNot: ['/preparation/pick-list', '/inventory/product-info', '/offline-order/order-list', '/performance-dashboard', '/purchases-grn/view-po-list', '/rider/pending-list'],
  },
  procurement_officer: {
    must: {
      Inventory: ['/inventory/product-info'],
      'Purchases & GRN': ['/purchases-grn/create-new-po', '/purchases-grn/view-po-list', '/purchases-grn/view-grn-list', '/purchases-grn/re-order-level-report', '/purchases-grn/view-supplier-list'],
    },
    mustNot: [...ALL_CHATS, '/purchases-grn/manage-settlements', '/user-management/users-list', '/performance-dashboard', '/offline-order/order-list'],
  },
  grn_officer: {
    must: { Inventory: ['/inventory/product-info'], 'Purchases & GRN': ['/purchases-grn/view-po-list', '/purchases-grn/view-grn-list'] },
    mustNot: ['/purchases-grn/create-new-po', ...ALL_CHATS, '/purchases-grn/manage-settlements', '/performance-dashboard'],
  },
  finance: {
    must: {
      Finance: ['/purchases-grn/manage-settlements'], Inventory: ['/inventory/product-info'],
      'Purchases & GRN': ['/purchases-grn/view-po-list', '/purchases-grn/view-grn-list'], 'Discount Schemes': ['/discount-schemes/item-wise-thresholds'],
    },
    mustNot: ['/purchases-grn/create-new-po', ...ALL_CHATS, '/user-management/users-list', '/offline-order/order-list', '/performance-dashboard'],
  },
};
