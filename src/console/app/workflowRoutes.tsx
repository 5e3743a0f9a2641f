import { Suspense } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { Route } from 'react-router-dom';
import type { WorkflowPage } from '../workflows/registry';
import { AbilityGate } from './AbilityGate';
import { DeferredMount } from '../routing/DeferredMount';

/**
 * Every registered workflow page at its path under /app, gated by its ability unless it is open to
 * everyone; the first page of a cold load mounts in slices (DeferredMount).
 * Each page waits for its chunk in a Suspense boundary of its own (keyed by its path, so a
 * navigation mounts a new one): a navigation is a transition, and in a boundary already showing a
 * page React would keep the old page on screen, clickable under the new address, until the chunk
 * arrived. A new boundary shows its progress bar at once instead.
 */
export function workflowRoutes(pages: WorkflowPage[]) {
  return pages.map(({ path, element: Page, ability, open }) => {
    const page = <DeferredMount><Suspense key={path} fallback={<LinearProgress />}><Page /></Suspense></DeferredMount>;
    return <Route key={path} path={path} element={open ? page : <AbilityGate ability={ability}>{page}</AbilityGate>} />;
  });
}
