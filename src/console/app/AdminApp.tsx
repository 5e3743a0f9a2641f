import { startTransition, useEffect, useMemo, useState } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import {
  AdminContext, AuthCallback, AuthenticationError, CoreAdminUI, CustomRoutes, Error as ErrorPage, LoadingPage, Resource,
} from 'react-admin';
import { resources } from '@resources/index';
import { dataProvider } from '../data/dataProvider';
import { authProvider } from '../data/authProvider';
import { followPermissions, makeAdminQueryClient } from '../data/adminQueryClient';
import { useAbilityRefresh } from '../data/useAbilityRefresh';
import { startRealtimeSoon } from '../data/realtime';
import { makeI18nProvider } from '../i18n/i18nProvider';
import { resourceNames } from '../i18n/resourceNames';
import { themeOf } from '../layout/themes';
import { useThemeName } from '../layout/themeStore';
import { RxLayout } from '../layout/RxLayout';
import { HomePage } from '../layout/HomePage';
import { NotPermittedPage } from '../layout/NotPermittedPage';
import { RaNotificationBridge } from '../notify/RaNotificationBridge';
import { workflows } from '../workflows/registry';
import { resourceRoutes } from './resourceRoutes';
import { workflowRoutes } from './workflowRoutes';
import { GoToNotFound } from './GoToNotFound';
import { makeAdminStore } from './adminStore';
import { ShellLoading } from '../routing/ShellLoading';

const i18nProvider = makeI18nProvider(resourceNames(resources));
const store = makeAdminStore(i18nProvider);

/**
 * The /app shell: react-admin with RxDesk's layout, resources and workflow pages (a lazy chunk).
 * Its first render draws the outline the loading fallback drew, then mounts react-admin as a
 * transition, whatever update revealed the shell: React renders that big tree in slices and yields
 * to the browser between them; rendered as an ordinary update it is one task of ~50 ms (~200 ms on
 * a phone). With the store's locale set (./adminStore.ts) react-admin mounts in that same pass.
 */
export default function AdminApp() {
  const [open, setOpen] = useState(false);
  useEffect(() => { startTransition(() => setOpen(true)); }, []);
  return open ? <AdminShell /> : <ShellLoading outline />;
}

function AdminShell() {
  const themeName = useThemeName();
  const theme = useMemo(() => themeOf(themeName), [themeName]);
  // The permissions react-admin asks for are already in the session: one render of its routes, not two.
  const [queryClient] = useState(makeAdminQueryClient);
  useEffect(() => followPermissions(queryClient), [queryClient]);
  useEffect(startRealtimeSoon, []);
  useAbilityRefresh();

  // react-admin's <Admin> is AdminContext + AdminUI; AdminUI names its default layout and sign-in
  // page as default values, so they (react-hook-form, the preferences inspector, its app bar and
  // sidebar: ~50 kB gzipped) ship even though RxDesk passes its own. This is AdminUI with RxDesk's
  // pieces and react-admin's own for the rest (error, loading, auth callback and auth error pages).
  return (
    <AdminContext basename="/app" queryClient={queryClient} dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store} theme={theme}>
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          disableTelemetry
          title="RxDesk"
          layout={RxLayout}
          dashboard={HomePage}
          accessDenied={NotPermittedPage}
          catchAll={GoToNotFound}
          loginPage={false}
          authCallbackPage={AuthCallback}
          authenticationError={AuthenticationError}
          error={ErrorPage}
          loading={LoadingPage}
        >
          {resources.map((r) => (
            <Resource key={r.name} name={r.name} recordRepresentation={r.titleField} options={{ label: r.label }} />
          ))}
          <CustomRoutes>
            {resourceRoutes(resources)}
            {workflowRoutes(workflows.filter((w) => w.layout !== 'none'))}
          </CustomRoutes>
          {/* Full-screen pages (e.g. /kanban-board/fullscreen) have their own layout. */}
          <CustomRoutes noLayout>{workflowRoutes(workflows.filter((w) => w.layout === 'none'))}</CustomRoutes>
        </CoreAdminUI>
        <RaNotificationBridge />
      </CssBaseline>
    </AdminContext>
  );
}
