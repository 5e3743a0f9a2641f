import type { ReactNode } from 'react';
import { LinearProgress, useCanAccess } from 'react-admin';
import { NotPermittedPage } from '../layout/NotPermittedPage';

/** Renders a resource screen only when authProvider.canAccess allows it; otherwise says so. */
export function ResourceGate({ resource, action, children }: { resource: string; action: string; children: ReactNode }) {
  const { isPending, canAccess } = useCanAccess({ resource, action });
  if (isPending) return <LinearProgress />;
  if (!canAccess) return <NotPermittedPage />;
  return <>{children}</>;
}
