import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { setNavigator } from './navigation';
import { clearFailures } from '../notify/notifier';

/**
 * Hands react-router's navigate to code outside React (see navigation.ts), and clears the failure
 * toasts of the page being left: "The form is not valid" does not follow the user to the next page.
 * A move to a public page (/login, /404) keeps them: the failure is why the user is there.
 */
export function NavigationBridge() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => setNavigator((to) => navigate(to, { replace: true })), [navigate]);
  useEffect(() => {
    if (first.current) { first.current = false; return; }
    if (pathname.startsWith('/app')) clearFailures();
  }, [pathname]);
  return null;
}
