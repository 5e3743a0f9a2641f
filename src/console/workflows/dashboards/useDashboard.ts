import { useEffect, useState } from 'react';
import { toApiError } from '../../data/apiError';
import { useCall } from '../orderList/apiContext';

/** GET a dashboard call with `params` (null: the filter is invalid, ask nothing); asked again when they change. */
export function useDashboard<T>(path: string, params: Record<string, unknown> | null) {
  const call = useCall();
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [retry, setRetry] = useState(0);
  const key = params ? JSON.stringify(params) : null;
  useEffect(() => {
    if (key === null) return undefined;
    let live = true;
    setLoading(true);
    setError(null);
    call<T>('GET', path, JSON.parse(key) as Record<string, unknown>, { silent: true })
      .then((d) => live && setData(d))
      .catch((e) => live && setError(toApiError(e).message))
      .finally(() => live && setLoading(false));
    return () => { live = false; };
  }, [call, path, key, retry]);
  return { data, loading, error, retry: () => setRetry((n) => n + 1) };
}
