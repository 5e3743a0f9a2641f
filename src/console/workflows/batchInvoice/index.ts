import { lazy } from 'react';
import type { WorkflowPage } from '../registry';

const BatchInvoicePage = lazy(() => import('./BatchInvoicePage'));

/** The batch-wise invoice editor of one order (opened from the quotation editor; no menu entry). */
export const batchInvoicePages: WorkflowPage[] = [
  { path: '/batch-invoice/:orderId', element: BatchInvoicePage, ability: 'invoices.generate' },
];
