import { Suspense } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { Route } from 'react-router-dom';
import type { WorkflowPage } from '../workflows/registry';
import { AbilityGate } from './AbilityGate';
import { DeferredMount } from '../routing/DeferredMount';

/**
 * Every registered workflow page at its path under /app, gated by its ability unless it is open to
 * everyone; the first page of a cold load mounts in slices (DeferredMount).
 */
export function workflowRoutes(pages: WorkflowPage[]) {
  return pages.map(({ path, element: Page, ability, layout, open }) => {
    // Pages without the layout have no layout Suspense around them.
    const page = <DeferredMount>{layout === 'none' ? <Suspense fallback={<LinearProgress />}><Page /></Suspense> : <Page />}</DeferredMount>;
    return <Route key={path} path={path} element={open ? page : <AbilityGate ability={ability}>{page}</AbilityGate>} />;
  });
}
