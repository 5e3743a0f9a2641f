import { lazy } from 'react';

/** The quotation editor, loaded when first shown (mounted in the order detail and the chat thread). */
export const LazyQuotationEditor = lazy(() => import('./QuotationEditor'));
