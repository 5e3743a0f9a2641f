import { useCallback, useEffect, useState } from 'react';
import { toApiError } from '../../data/apiError';
import { notifyError, showToast } from '../../notify/notifier';
import { useCall } from '../orderList/apiContext';
import type { PoView } from './types';

/** One PO, loaded and changed through the server (pessimistic: the page shows what the server kept). */
export function usePo(poId: string | number | undefined) {
  const call = useCall();
  const [view, setView] = useState<PoView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => {
    if (!poId) return;
    call<PoView>('GET', `/po/fetch/${poId}`, undefined, { silent: true }).then(setView).catch((e) => setError(toApiError(e).message));
  }, [call, poId]);
  useEffect(load, [load]);
  const act = useCallback(async (path: string, body: Record<string, unknown>, done?: string): Promise<PoView | null> => {
    setBusy(true);
    try {
      const v = await call<PoView>('POST', path, body, { silent: true });
      setView(v);
      if (done) showToast(done, 'success');
      return v;
    } catch (e) { notifyError(toApiError(e).message); return null; } finally { setBusy(false); }
  }, [call]);
  return { view, error, busy, act, reload: load, setView };
}
