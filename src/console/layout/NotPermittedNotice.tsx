import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { roleLabel } from '@shared/roles';
import { useAuthState } from '../data/useAuthState';
import { useT } from '../i18n/useT';

/**
 * What a role sees instead of a page it may not open. No react-admin here: the /app shell
 * (NotPermittedPage) and the rider's phone shell both show it.
 */
export function NotPermittedNotice({ sx }: { sx?: SxProps<Theme> }) {
  const t = useT();
  const { role } = useAuthState();
  return (
    <Alert severity="warning" sx={sx} data-testid="not-permitted">
      <AlertTitle>{t('rx.not_permitted.title')}</AlertTitle>
      {t('rx.not_permitted.text', { role: role ? roleLabel(role) : '' })}
    </Alert>
  );
}
