import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { Title, useTranslate } from 'react-admin';
import { roleLabel } from '@shared/roles';
import { useAuthState } from '../data/useAuthState';

/** Shown instead of a page the signed-in role may not open. */
export function NotPermittedPage() {
  const translate = useTranslate();
  const { role } = useAuthState();
  return (
    <>
      <Title title={translate('rx.not_permitted.title')} />
      <Alert severity="warning" sx={{ mt: 2 }} data-testid="not-permitted">
        <AlertTitle>{translate('rx.not_permitted.title')}</AlertTitle>
        {translate('rx.not_permitted.text', { role: role ? roleLabel(role) : '' })}
      </Alert>
    </>
  );
}
