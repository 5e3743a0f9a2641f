import { useState } from 'react';
import Button from '@mui/material/Button';
import { useNotify } from 'react-admin';
import { toApiError } from '../../data/apiError';
import { useCall } from '../../data/apiContext';
import { PATHS } from './types';

/** Sends an offline draft on as a new order (it then shows in the new requests like an app order). */
export function SubmitDraftButton({ orderId, displayId, onDone }: { orderId: number; displayId: string; onDone: () => void }) {
  const call = useCall();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await call('POST', PATHS.submitDraft, { orderId }, { silent: true });
      notify(`Order ${displayId} submitted`, { type: 'success' });
      onDone();
    } catch (e) {
      notify(toApiError(e).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return <Button size="small" variant="outlined" disabled={busy} onClick={() => void submit()}>Submit draft</Button>;
}
