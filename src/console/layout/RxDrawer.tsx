import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DRAWER_WIDTH } from './themes';
import { DrawerProfile } from './DrawerProfile';
import { RxMenu } from './RxMenu';

/** The side drawer (width 256): the profile, then the menu. Permanent on desktop, a sheet on phones. */
export function RxDrawer({ mobileOpen, onClose }: { mobileOpen: boolean; onClose: () => void }) {
  const desktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  return (
    <Drawer
      variant={desktop ? 'permanent' : 'temporary'}
      open={desktop || mobileOpen}
      onClose={onClose}
      sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
    >
      <Toolbar />
      <DrawerProfile />
      <Divider />
      <RxMenu onNavigate={desktop ? undefined : onClose} />
    </Drawer>
  );
}
