import { lazy } from 'react';

/** The History tab's panel, loaded when a History tab is first opened. */
export const LazyHistoryPanel = lazy(() => import('./HistoryPanel'));
