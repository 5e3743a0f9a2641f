import type { ComponentType, LazyExoticComponent } from 'react';
import { chatManagerPages } from './chatManager';
import { chatPages } from './chats';
import { kanbanPages } from './kanban';
import { chatOverviewPages } from './chatOverview';
import { findPages } from './find';

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
  ability: string;
  /** 'none': the page has its own full-screen layout, without the app bar and menu (spec 2, Guards). */
  layout?: 'none';
}

export const workflows: WorkflowPage[] = [
  // Orders and chats workspace (chats/, chatManager/, kanban/, chatOverview/, find/).
  ...chatManagerPages,
  ...chatPages,
  ...kanbanPages,
  ...chatOverviewPages,
  ...findPages,
];
