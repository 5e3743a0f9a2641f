import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isSignedIn } from '../data/authState';
import { useAuthState } from '../data/useAuthState';

/** Not signed in → /login (spec 2, Guards). */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const auth = useAuthState();
  const location = useLocation();
  if (!isSignedIn(auth)) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}
