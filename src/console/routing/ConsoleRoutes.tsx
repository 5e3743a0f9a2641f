import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ShellLoading } from './ShellLoading';
import { LoginPage } from '../pages/LoginPage';
import { ConfirmLocationRolePage } from '../pages/ConfirmLocationRolePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RequireSignIn } from './RequireSignIn';
import { RequireRole } from './RequireRole';
import { runNamedChunks } from './runNamedChunks';

// The react-admin shell is its own chunk: the sign-in pages never load it. The chunks the page's
// HTML names (the shell's and the page's) run first, one per task (./runNamedChunks.ts): running
// the whole shell's modules at once is one long task (~20 ms here, ~80 ms on a phone). Its MUI theme
// layer (src/console/layout/themes.ts) runs before the rest, as the first of them or on its own.
const AdminApp = lazy(() => runNamedChunks().then(() => import('../layout/themes')).then(() => import('../app/AdminApp')));
// The rider toolkit has its own small phone shell (no react-admin): a rider's phone loads far less.
const RiderShell = lazy(() => runNamedChunks().then(() => import('../workflows/rider/RiderShell')));

/** Spec 2: public routes, guards, the /app shell, and /404 for everything else. */
export function ConsoleRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/app/" replace />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/confirm-location-and-role" element={<RequireSignIn><ConfirmLocationRolePage /></RequireSignIn>} />
      <Route path="/404" element={<NotFoundPage />} />
      <Route
        path="/app/rider/*"
        element={
          <RequireRole>
            <Suspense fallback={<ShellLoading />}>
              <RiderShell />
            </Suspense>
          </RequireRole>
        }
      />
      <Route
        path="/app/*"
        element={
          <RequireRole>
            <Suspense fallback={<ShellLoading outline />}>
              <AdminApp />
            </Suspense>
          </RequireRole>
        }
      />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
