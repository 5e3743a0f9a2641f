import { Suspense } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { Route } from 'react-router-dom';
import type { WorkflowPage } from '../workflows/registry';
import { AbilityGate } from './AbilityGate';

/** Every registered workflow page at its path under /app, gated by its ability. */
export function workflowRoutes(pages: WorkflowPage[]) {
  return pages.map(({ path, element: Page, ability, layout }) => (
    <Route
      key={path}
      path={path}
      element={
        <AbilityGate ability={ability}>
          {/* Pages without the layout have no layout Suspense around them. */}
          {layout === 'none' ? <Suspense fallback={<LinearProgress />}><Page /></Suspense> : <Page />}
        </AbilityGate>
      }
    />
  ));
}
