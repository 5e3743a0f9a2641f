import { useCallback, useState } from 'react';
import { toApiError } from '../../data/apiError';
import { useCall } from '../orderList/apiContext';

export interface PendingAction { label: string; path: string; body: Record<string, unknown> }

/**
 * Runs a rider's action. A failure is never silent: it stays on screen with a Retry. A retry is
 * safe — the server answers a repeated start/end run or arrived payment without a second effect,
 * and the page reloads the order first so an action that did go through is not sent again.
 */
export function useRiderAction(reload: () => Promise<unknown>) {
  const call = useCall();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<{ action: PendingAction; message: string; offline: boolean } | null>(null);

  const run = useCallback(async (action: PendingAction) => {
    setBusy(true);
    setFailed(null);
    try {
      await call('POST', action.path, action.body, { silent: true });
      await reload();
      return true;
    } catch (err) {
      const e = toApiError(err);
      const offline = !e.status;
      setFailed({ action, offline, message: offline ? `"${action.label}" was not sent: no network. Check the connection and retry.` : e.message });
      if (!offline) await reload().catch(() => undefined);
      return false;
    } finally {
      setBusy(false);
    }
  }, [call, reload]);

  const retry = useCallback(async () => { if (failed) return run(failed.action); return false; }, [failed, run]);
  return { run, retry, busy, failed, dismiss: () => setFailed(null) };
}
