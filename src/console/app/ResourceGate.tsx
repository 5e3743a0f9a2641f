import type { ReactNode } from 'react';
import { canAccessResource } from '../data/access';
import { useAuthState } from '../data/useAuthState';
import { NotPermittedPage } from '../layout/NotPermittedPage';

/**
 * Renders a resource screen only when the role may take `action` on it; otherwise says so. The same
 * rule as authProvider.canAccess (canAccessResource over the session's abilities), decided in this
 * render as AbilityGate does: react-admin's useCanAccess asks it through a query, which costs a first
 * load a progress bar's commit and a task before the screen mounts.
 */
export function ResourceGate({ resource, action, children }: { resource: string; action: string; children: ReactNode }) {
  const { abilities } = useAuthState();
  return canAccessResource(abilities, resource, action) ? <>{children}</> : <NotPermittedPage />;
}
