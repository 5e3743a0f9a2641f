import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ShellLoading } from './ShellLoading';
import { LoginPage } from '../pages/LoginPage';
import { ConfirmLocationRolePage } from '../pages/ConfirmLocationRolePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RequireSignIn } from './RequireSignIn';
import { RequireRole } from './RequireRole';

// The react-admin shell is its own chunk: the sign-in pages never load it. Its MUI theme layer
// (src/console/layout/themes.ts and the styling core under it) is run first, in a task of its own:
// running the whole shell's modules at once is one long task (~30 ms here, ~130 ms on a phone).
const AdminApp = lazy(() => import('../layout/themes').then(() => import('../app/AdminApp')));
// The rider toolkit has its own small phone shell (no react-admin): a rider's phone loads far less.
const RiderShell = lazy(() => import('../workflows/rider/RiderShell'));

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
