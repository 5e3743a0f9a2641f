import { lazy } from 'react';
import { Route } from 'react-router-dom';
import type { ResourceAction, ResourceConfig } from '@shared/resources/defineResource';
import { ResourceGate } from './ResourceGate';
import { DeferredMount } from '../routing/DeferredMount';

// Screens load on first use: the /app shell does not carry ajv or the form inputs.
const screens = {
  list: lazy(() => import('../generated/GeneratedList')),
  show: lazy(() => import('../generated/GeneratedShow')),
  edit: lazy(() => import('../generated/GeneratedEdit')),
  create: lazy(() => import('../generated/GeneratedCreate')),
} satisfies Record<ResourceAction, unknown>;

const ACTIONS: ResourceAction[] = ['list', 'create', 'show', 'edit'];

/**
 * Every resource screen at the spec's own path (config.routes, relative to /app), so deep links
 * and reloads work: /app/purchases-grn/supplier/12 opens supplier 12. The first page of a cold load
 * mounts in slices (DeferredMount).
 */
export function resourceRoutes(configs: ResourceConfig[]) {
  return [...configs.flatMap((config) =>
    ACTIONS.filter((action) => config.routes[action]).map((action) => {
      const Screen = screens[action];
      return (
        <Route
          key={`${config.name}-${action}`}
          path={config.routes[action]}
          element={
            <ResourceGate resource={config.name} action={action}>
              <DeferredMount><Screen key={config.name} config={config} /></DeferredMount>
            </ResourceGate>
          }
        />
      );
    }),
  ), ...configs.flatMap(viewRoutes)];
}

/** A resource's other lists (config.views), each at its route with its fixed filter, gated as the list is. */
const viewRoutes = (config: ResourceConfig) => (config.views ?? []).map((view) => (
  <Route
    key={`${config.name}-view-${view.route}`}
    path={view.route}
    element={
      <ResourceGate resource={config.name} action="list">
        <DeferredMount><screens.list key={view.route} config={config} view={view} /></DeferredMount>
      </ResourceGate>
    }
  />
));
