import { lazy } from 'react';

/** The chart components, each loaded on first use so the charts library never weighs on the app shell. */
export const DailyChart = lazy(() => import('./DailyChart'));
export const BarsChart = lazy(() => import('./BarsChart'));
export const ShareChart = lazy(() => import('./ShareChart'));
