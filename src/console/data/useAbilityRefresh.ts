import { useEffect } from 'react';
import { refreshAbilities } from './session';

/**
 * permissions.yaml may change at any time (the server reloads it): a shell asks for the role's
 * abilities when it opens, every 15 s and when the window regains focus, so menus and page guards
 * follow the server. Used by the /app shell and the rider's phone shell.
 */
export function useAbilityRefresh(): void {
  useEffect(() => {
    const refresh = () => { refreshAbilities().catch(() => undefined); };
    refresh();
    const timer = window.setInterval(refresh, 15_000);
    window.addEventListener('focus', refresh);
    return () => { window.clearInterval(timer); window.removeEventListener('focus', refresh); };
  }, []);
}
