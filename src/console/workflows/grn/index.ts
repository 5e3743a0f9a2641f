import { lazy } from 'react';
import type { WorkflowPage } from '../registry';

/**
 * GRN entry against a PO (spec 2 Purchases & GRN; reached from a PO's Enter GRN). The GRN list and
 * details, with cancel, partial return and print, are declared: resources/grns.ts.
 */
export const grnPages: WorkflowPage[] = [
  { path: '/purchases-grn/grn/:poId', element: lazy(() => import('./GrnEntryPage')), ability: 'grn.process' },
];
