import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/**
 * A rider's action that failed stays on screen with a Retry (never lost silently); one whose reply
 * was lost but whose effect is on the server says so ("Arrived" was recorded).
 */
export function ActionFailure({ failure, recorded, busy, onRetry }: { failure: { message: string } | null; recorded?: string | null; busy: boolean; onRetry: () => void }) {
  if (recorded && !failure) return <Alert severity="success" role="status" data-testid="action-recorded">{recorded}</Alert>;
  if (!failure) return null;
  return (
    <Alert severity="error" role="alert" data-testid="action-failed" action={<Button color="inherit" size="large" sx={{ minHeight: 48 }} disabled={busy} onClick={onRetry}>Retry</Button>}>
      {failure.message}
    </Alert>
  );
}
