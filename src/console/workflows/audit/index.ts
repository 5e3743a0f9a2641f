import { lazy } from 'react';
import type { WorkflowPage } from '../registry';

/** Audit trail search (issue 8): every change by user, entity, record and date range; super_admin. */
export const auditPages: WorkflowPage[] = [
  { path: '/audit', element: lazy(() => import('./AuditSearchPage')), ability: 'audit.search', menu: { group: 'User Management', label: 'rx.audit.menu', order: 95 } },
];
