import type { ReactNode } from 'react';
import { LinearProgress, useCanAccess } from 'react-admin';
import { NotPermittedPage } from '../layout/NotPermittedPage';

/**
 * Renders a resource screen only when authProvider.canAccess allows it; otherwise says so.
 * Asked through react-admin's query on purpose: its pending state replaces the previous screen at
 * once when the route changes. Deciding in the render (as AbilityGate does) kept the previous screen
 * on show while the next one's chunk loaded, since navigations are transitions: after "Save" on a PO,
 * the edit page's "Submit PO" stayed clickable under the /view URL, and its confirmation vanished
 * when the show page replaced it (tests/e2e/supply.test.ts, under load).
 */
export function ResourceGate({ resource, action, children }: { resource: string; action: string; children: ReactNode }) {
  const { isPending, canAccess } = useCanAccess({ resource, action });
  if (isPending) return <LinearProgress />;
  if (!canAccess) return <NotPermittedPage />;
  return <>{children}</>;
}
