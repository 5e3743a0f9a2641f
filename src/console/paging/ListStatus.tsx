import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** Loading bar, error with retry, or the empty state of a list or panel. */
export function ListStatus({ loading, error, onRetry, empty, emptyText }: {
  loading: boolean; error?: string | null; onRetry?: () => void; empty?: boolean; emptyText?: string;
}) {
  const translate = useTranslate();
  return (
    <>
      {loading && <LinearProgress aria-label={translate('rx.common.loading')} />}
      {error && (
        <Alert severity="error" sx={{ my: 1 }} action={onRetry && <Button color="inherit" size="small" onClick={onRetry}>{translate('rx.common.retry')}</Button>}>
          {error}
        </Alert>
      )}
      {empty && (
        <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} data-testid="empty-state">
          {emptyText ?? translate('rx.common.empty')}
        </Typography>
      )}
    </>
  );
}
