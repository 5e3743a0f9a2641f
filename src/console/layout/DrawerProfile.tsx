import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { roleLabel } from '@shared/roles';
import { useAuthState } from '../data/useAuthState';

/** Top of the drawer (spec 1): the user's name, designation, location name and role. */
export function DrawerProfile() {
  const { user, location, role } = useAuthState();
  const translate = useTranslate();
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ') || user?.email || '';
  return (
    <Box sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'center' }} data-testid="drawer-profile">
      <Avatar src={user?.avatar ?? undefined} alt="">{name.slice(0, 1)}</Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" fontWeight={600} noWrap>{name}</Typography>
        {user?.designation && <Typography variant="body2" color="text.secondary" noWrap>{user.designation}</Typography>}
        <Typography variant="body2" color="text.secondary" noWrap title={translate('rx.drawer.location')}>
          {location?.name ?? user?.agent_location_name}
        </Typography>
        {role && (
          <Typography variant="body2" color="primary" fontWeight={600} noWrap title={translate('rx.drawer.role')} data-testid="drawer-role">
            {roleLabel(role)}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
