import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { TitlePortal, useTranslate } from 'react-admin';
import { APP_BAR_HEIGHT } from './themes';
import { ThemeSwitch } from './ThemeSwitch';
import { SignOutButton } from './SignOutButton';

/** The top bar (height 64): logo, product name, page title, theme switch and SIGN OUT. */
export function RxAppBar({ onMenu }: { onMenu: () => void }) {
  const translate = useTranslate();
  return (
    <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1, height: APP_BAR_HEIGHT }}>
      <Toolbar sx={{ height: APP_BAR_HEIGHT, gap: 1 }}>
        <IconButton color="inherit" edge="start" aria-label={translate('rx.aria.open_menu')} onClick={onMenu} sx={{ display: { md: 'none' } }}>
          <MenuIcon />
        </IconButton>
        <Box component="img" src="/logo.svg" alt="" sx={{ width: 36, height: 36 }} />
        <Typography variant="h6" component="span" fontWeight={700} sx={{ mr: 2 }}>{translate('rx.product')}</Typography>
        {/* On a phone the page says its own title; the bar keeps the product, theme and SIGN OUT. */}
        <Box sx={{ flex: 1, minWidth: 0, display: { xs: 'none', sm: 'flex' } }}><TitlePortal variant="subtitle1" /></Box>
        <Box sx={{ flex: 1, display: { xs: 'block', sm: 'none' } }} />
        <ThemeSwitch />
        <SignOutButton />
      </Toolbar>
    </AppBar>
  );
}
