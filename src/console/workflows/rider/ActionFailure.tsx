import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A rider's action that failed stays on screen with a Retry (never lost silently). */
export function ActionFailure({ failure, busy, onRetry }: { failure: { message: string } | null; busy: boolean; onRetry: () => void }) {
  if (!failure) return null;
  return (
    <Alert severity="error" role="alert" data-testid="action-failed" action={<Button color="inherit" size="large" disabled={busy} onClick={onRetry}>Retry</Button>}>
      {failure.message}
    </Alert>
  );
}
