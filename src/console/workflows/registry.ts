import type { ComponentType, LazyExoticComponent } from 'react';
import type { AbilityGateSpec } from '../data/access';
import { chatManagerPages } from './chatManager';
import { chatPages } from './chats';
import { kanbanPages } from './kanban';
import { chatOverviewPages } from './chatOverview';
import { batchInvoicePages } from './batchInvoice';
import { reportPages } from '../reports';

import { inventoryPages } from './inventory';
import { purchasePages } from './purchases';
import { grnPages } from './grn';
import { discountSchemePages } from './discountSchemes';
import { riderPages } from './rider';
import { logisticsPages } from './logistics';
import { preparationPages } from './preparation';
import { offlineOrderPages } from './offlineOrders';
import { dashboardPages } from './dashboards';
/**
 * Bespoke workflow pages (GRN entry, dispatch buckets, rider toolkit…). Each page folder under
 * workflows/ exports one of these and is listed below; the /app shell adds its route (gated by
 * `ability`) and, with `menu`, its side-menu entry. Paths are relative to /app.
 */
export interface WorkflowPage {
  path: string;
  element: LazyExoticComponent<ComponentType>;
  /** `badge`: a small component shown after the menu label (a live count). */
  menu?: { group: string; label: string; order?: number; badge?: ComponentType };
  /** The ability the page needs; a list: any one of them. */
  ability: AbilityGateSpec;
  /**
   * How a role reaches a page without a menu entry (menus are derived, and every page a role may
   * open must be reachable): `from`, the page whose button or card leads here; `redirect`, an
   * address that only forwards to another page (nothing to reach).
   */
  reached?: { from: string } | 'redirect';
  /** Pages outside this registry (e.g. a generated create screen) that this page's buttons lead to. */
  leadsTo?: string[];
  /**
   * true: the route opens for every signed-in user whatever their role (spec 2 registers a few
   * pages so); `ability` still gates the menu entry, and the server still gates the page's data.
   */
  open?: boolean;
  /** 'none': the page has its own full-screen layout, without the app bar and menu (spec 2, Guards). */
  layout?: 'none';
}

export const workflows: WorkflowPage[] = [
  // Orders and chats workspace (chats/, chatManager/, kanban/, chatOverview/; Find Orders and Find Customers are generated: resources/orders.ts, customers.ts).
  ...chatManagerPages,
  ...chatPages,
  ...kanbanPages,
  ...chatOverviewPages,
  // Money path (batchInvoice/; the quotation editor and credit note dialog live in the order detail).
  ...batchInvoicePages,
  // Reports landing and one generic page per declaration of reports/ (src/console/reports/).
  ...reportPages,
  // Supply path (inventory/, purchases/, grn/, discountSchemes/; product create/edit are generated).
  ...inventoryPages,
  ...purchasePages,
  ...grnPages,
  ...discountSchemePages,
  // Money path part 2 (issue 11): rider toolkit (rider/).
  ...riderPages,
  ...preparationPages,
  ...logisticsPages,
  // Offline orders (issue 12): customers, place new order, offline order list (offlineOrders/).
  ...offlineOrderPages,
  // Dashboards (issue 12): Order Outcome Analysis, Processing Performance, home dashboard and chart (dashboards/).
  ...dashboardPages,
];
