import { Suspense, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import { useLocation } from 'react-router-dom';
import { RxAppBar } from './RxAppBar';
import { RxDrawer } from './RxDrawer';
import { PageErrorBoundary } from './PageErrorBoundary';
import { ChatEventAlerts } from './ChatEventAlerts';

/** The dashboard layout of /app: top bar, side drawer, the page. */
export function RxLayout({ children }: { children?: ReactNode }) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }} dir="ltr">
      <RxAppBar onMenu={() => setMobileOpen((o) => !o)} />
      <RxDrawer mobileOpen={mobileOpen} onClose={() => setMobileOpen(false)} />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1, sm: 2 } }}>
        <Toolbar />
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LinearProgress />}>{children}</Suspense>
        </PageErrorBoundary>
      </Box>
      <ChatEventAlerts />
    </Box>
  );
}
