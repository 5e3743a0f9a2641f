import { Route, Routes, useLocation } from 'react-router-dom';
import { expect } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { ResourceConfig } from '@shared/resources/defineResource';
import { resources } from '@resources/index';
import GeneratedCreate from '../../src/console/generated/GeneratedCreate';
import GeneratedEdit from '../../src/console/generated/GeneratedEdit';
import GeneratedList from '../../src/console/generated/GeneratedList';
import GeneratedShow from '../../src/console/generated/GeneratedShow';
import { ResourceGate } from '../../src/console/app/ResourceGate';
import { createDataProvider } from '../../src/console/data/dataProvider';
import { createHttpClient } from '../../src/console/data/httpClient';
import { RaNotificationBridge } from '../../src/console/notify/RaNotificationBridge';
import { ToastStack } from '../../src/console/notify/ToastStack';
import { clearToasts, showToast } from '../../src/console/notify/notifier';
import { fakeApi, type Call, type Reply } from './fakeApi';
import { HttpProvider } from '../../src/console/data/apiContext';
import { abilitiesFor, signInAs } from './signedIn';
import { renderInAdmin } from './renderInAdmin';

/**
 * Renders a resource's generated screens at their declared routes (config.routes and views) over a fake
 * server, signed in as `role`, with the toasts on screen. Tests only.
 */
export function renderGenerated(config: ResourceConfig, path: string, route: (c: Call) => Reply | undefined, role = 'super_admin', extra: ResourceConfig[] = []) {
  clearToasts();
  // A fixture resource (tests/fixtures) joins the app's list, so access checks (ResourceGate's, as
  // authProvider.canAccess's) know it as they know a declared one; else the page is refused.
  for (const c of [config, ...extra]) if (!resources.some((r) => r.name === c.name)) resources.push(c);
  signInAs(role, abilitiesFor(role));
  const api = fakeApi(route);
  const http = createHttpClient({ adapter: api.adapter, onError: (t) => showToast(t, 'error'), onSessionLost: () => undefined });
  const screens = { list: GeneratedList, create: GeneratedCreate, show: GeneratedShow, edit: GeneratedEdit } as const;
  // Components that call the API themselves (a document action's PdfButton) use the same fake server.
  const { unmount } = renderInAdmin(
    <HttpProvider http={http}>
      <Routes>
        {[config, ...extra].flatMap((c) => (Object.keys(screens) as Array<keyof typeof screens>).filter((a) => c.routes[a]).map((a) => {
          const Screen = screens[a];
          // Gated as the console's own routes gate them (src/console/app/resourceRoutes.tsx).
          return <Route key={`${c.name}-${a}`} path={`/app${c.routes[a]}`} element={<ResourceGate resource={c.name} action={a}><Screen config={c} /></ResourceGate>} />;
        }))}
        {[config, ...extra].flatMap((c) => (c.views ?? []).map((v) => (
          <Route key={`${c.name}-${v.route}`} path={`/app${v.route}`} element={<ResourceGate resource={c.name} action="list"><GeneratedList key={v.route} config={c} view={v} /></ResourceGate>} />
        )))}
        <Route path="*" element={<Elsewhere />} />
      </Routes>
      <RaNotificationBridge />
      <ToastStack />
    </HttpProvider>,
    { path, dataProvider: createDataProvider(http, resources) },
  );
  return { ...api, unmount };
}

/**
 * Waits for a generated list's real filter inputs (ListToolbar: until its rows are drawn, disabled
 * outlines of the same boxes stand in, and a test that typed into one would type into nothing).
 */
export const filtersLoaded = () => waitFor(() => expect(document.querySelector('[data-testid=list-toolbar][aria-busy=false]')).not.toBeNull());

export const toasts = (screenText: () => HTMLElement[]) => screenText().map((t) => t.textContent ?? '');

/** Where an unexpected navigation landed (its path is the element's text, for a failing test's message). */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <div data-testid="elsewhere">{pathname}{search}</div>;
}
