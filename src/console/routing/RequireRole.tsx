import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { hasChosenRole, isSignedIn } from '../data/authState';
import { useAuthState } from '../data/useAuthState';

/** Spec 2, Guards: not signed in → /login; signed in without a chosen role → /confirm-location-and-role. */
export function RequireRole({ children }: { children: ReactNode }) {
  const auth = useAuthState();
  const location = useLocation();
  const from = location.pathname + location.search;
  if (!isSignedIn(auth)) return <Navigate to="/login" replace state={{ from }} />;
  if (!hasChosenRole(auth)) return <Navigate to="/confirm-location-and-role" replace state={{ from }} />;
  return <>{children}</>;
}
