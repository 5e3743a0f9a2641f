import Button from '@mui/material/Button';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout, useTranslate } from 'react-admin';

/** SIGN OUT (spec 1): revokes the refresh token, forgets the session and role, back to /login. */
export function SignOutButton() {
  const logout = useLogout();
  const translate = useTranslate();
  return (
    <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => logout()} sx={{ fontWeight: 600 }}>
      {translate('rx.sign_out')}
    </Button>
  );
}
