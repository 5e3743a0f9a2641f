import { Suspense, type ReactNode } from 'react';
import { Link as RouterLink, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { BasenameContextProvider } from 'ra-core';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { hasAbility, type AbilityGateSpec } from '../../data/access';
import { signOut } from '../../data/session';
import { useAbilityRefresh } from '../../data/useAbilityRefresh';
import { useAuthState } from '../../data/useAuthState';
import { useT } from '../../i18n/useT';
import { NotPermittedNotice } from '../../layout/NotPermittedNotice';
import { APP_BAR_HEIGHT, themeOf } from '../../layout/themes';
import { useThemeName } from '../../layout/themeStore';
import { riderPages } from './index';

/**
 * /app/rider/*: the rider toolkit in a small phone shell, without the react-admin shell (menu,
 * drawer, resources), so a rider's phone loads and renders a fraction of the console's JavaScript.
 * Same URLs, same session and guards (ConsoleRoutes' RequireRole, then each page's ability), same
 * API; the abilities are refreshed from the server as the /app shell does.
 */
export default function RiderShell() {
  const themeName = useThemeName();
  useAbilityRefresh();
  return (
    <ThemeProvider theme={themeOf(themeName)}>
      <CssBaseline />
      <BasenameContextProvider basename="/app">
        <RiderAppBar />
        <Box component="main" sx={{ pt: `${APP_BAR_HEIGHT}px` }}>
          <Suspense fallback={<LinearProgress aria-label="Loading" />}>
            <Routes>
              {riderPages.map(({ path, element: Page, ability }) => (
                <Route key={path} path={path.replace(/^\/rider\//, '')} element={<RiderGate ability={ability}><Page /></RiderGate>} />
              ))}
              <Route path="*" element={<Navigate to="/404" replace />} />
            </Routes>
          </Suspense>
        </Box>
      </BasenameContextProvider>
    </ThemeProvider>
  );
}

/** The bar: logo and product (back to the console's home), the toolkit's name, SIGN OUT. */
function RiderAppBar() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <AppBar position="fixed" sx={{ height: APP_BAR_HEIGHT }}>
      <Toolbar sx={{ height: APP_BAR_HEIGHT, gap: 1 }}>
        <Box component={RouterLink} to="/app/" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', minHeight: 48, minWidth: 48 }}>
          <Box component="img" src="/logo.svg" alt="" sx={{ width: 36, height: 36 }} />
          <Typography variant="h6" component="span" fontWeight={700}>{t('rx.product')}</Typography>
        </Box>
        <Typography variant="subtitle1" component="span" sx={{ flex: 1, minWidth: 0 }} noWrap>Rider Toolkit</Typography>
        <Button color="inherit" onClick={() => { void signOut().then(() => navigate('/login', { replace: true })); }} sx={{ fontWeight: 600, minHeight: 48 }}>
          {t('rx.sign_out')}
        </Button>
      </Toolbar>
    </AppBar>
  );
}

/** A page opens only for roles holding its ability (as AbilityGate in the /app shell). */
function RiderGate({ ability, children }: { ability: AbilityGateSpec; children: ReactNode }) {
  const { abilities } = useAuthState();
  return hasAbility(abilities, ability) ? <>{children}</> : <NotPermittedNotice sx={{ m: 2 }} />;
}
