import { BrowserRouter } from 'react-router-dom';
import { ToastStack } from './notify/ToastStack';
import { NavigationBridge } from './routing/NavigationBridge';
import { ConsoleRoutes } from './routing/ConsoleRoutes';
import { CookieConsent } from './layout/CookieConsent';

/** The whole console: router, the public pages, the lazy /app shell, the one toast stack and the cookie banner. */
export function ConsoleRoot() {
  return (
    <>
      <BrowserRouter>
        <NavigationBridge />
        <ConsoleRoutes />
      </BrowserRouter>
      <ToastStack />
      <CookieConsent />
    </>
  );
}
