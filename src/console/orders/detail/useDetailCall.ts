import { useCallback, useEffect, useState } from 'react';
import { toApiError } from '../../data/apiError';
import { useCall } from '../../data/apiContext';

export interface DetailState<T> { data: T | null; loading: boolean; error: string | null; reload: () => void }

/** One GET of the order detail, made when `enabled` first becomes true (a tab is opened). */
export function useDetailCall<T>(path: string, params: Record<string, unknown>, enabled = true, silent = true): DetailState<T> {
  const call = useCall();
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [nonce, setNonce] = useState(0);
  const key = JSON.stringify(params);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setLoading(true);
    setError(null);
    // Tabs are silent (the failure shows inside the tab); the summary also toasts.
    call<T>('GET', path, JSON.parse(key) as Record<string, unknown>, { silent })
      .then((d) => live && setData(d))
      .catch((e) => live && setError(toApiError(e).message))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [call, path, key, enabled, nonce, silent]);
  return { data, loading, error, reload: useCallback(() => setNonce((n) => n + 1), []) };
}
