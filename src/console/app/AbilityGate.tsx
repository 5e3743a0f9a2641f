import type { ReactNode } from 'react';
import { hasAbility, type AbilityGateSpec } from '../data/access';
import { useAuthState } from '../data/useAuthState';
import { NotPermittedPage } from '../layout/NotPermittedPage';

/** A workflow page opens only for roles holding its ability. */
export function AbilityGate({ ability, children }: { ability: AbilityGateSpec; children: ReactNode }) {
  const { abilities } = useAuthState();
  return hasAbility(abilities, ability) ? <>{children}</> : <NotPermittedPage />;
}
