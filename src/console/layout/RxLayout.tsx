import { memo, Suspense, useCallback, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import { useLocation } from 'react-router-dom';
import { RxAppBar } from './RxAppBar';
import { RxDrawer } from './RxDrawer';
import { PageErrorBoundary } from './PageErrorBoundary';
import { ChatEventAlerts } from './ChatEventAlerts';

// react-admin renders its layout again whenever it rebuilds its routes (at start, on a permissions
// change): the bar, the drawer and the alerts keep their last render unless their own props change.
const Bar = memo(RxAppBar);
const Drawer = memo(RxDrawer);
const Alerts = memo(ChatEventAlerts);

/** The dashboard layout of /app: top bar, side drawer, the page. */
export function RxLayout({ children }: { children?: ReactNode }) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  const toggleMenu = useCallback(() => setMobileOpen((o) => !o), []);
  const closeMenu = useCallback(() => setMobileOpen(false), []);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }} dir="ltr">
      <Bar onMenu={toggleMenu} />
      <Drawer mobileOpen={mobileOpen} onClose={closeMenu} />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1, sm: 2 } }}>
        <Toolbar />
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LinearProgress />}>{children}</Suspense>
        </PageErrorBoundary>
      </Box>
      <Alerts />
    </Box>
  );
}
