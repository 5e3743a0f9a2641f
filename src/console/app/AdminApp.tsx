import { useEffect, useMemo } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import {
  AdminContext, AuthCallback, AuthenticationError, CoreAdminUI, CustomRoutes, Error as ErrorPage, LoadingPage, Resource, memoryStore,
} from 'react-admin';
import { resources } from '@resources/index';
import { dataProvider } from '../data/dataProvider';
import { authProvider } from '../data/authProvider';
import { useAbilityRefresh } from '../data/useAbilityRefresh';
import { startRealtime } from '../data/realtime';
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

// react-admin's own preferences (list params, sidebar) live in memory: only the session is persisted.
const store = memoryStore();
const i18nProvider = makeI18nProvider(resourceNames(resources));

/** The /app shell: react-admin with RxDesk's layout, resources and workflow pages (a lazy chunk). */
export default function AdminApp() {
  const themeName = useThemeName();
  const theme = useMemo(() => themeOf(themeName), [themeName]);
  useEffect(() => { startRealtime(); }, []);
  useAbilityRefresh();

  // react-admin's <Admin> is AdminContext + AdminUI; AdminUI names its default layout and sign-in
  // page as default values, so they (react-hook-form, the preferences inspector, its app bar and
  // sidebar: ~50 kB gzipped) ship even though RxDesk passes its own. This is AdminUI with RxDesk's
  // pieces and react-admin's own for the rest (error, loading, auth callback and auth error pages).
  return (
    <AdminContext basename="/app" dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store} theme={theme}>
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
