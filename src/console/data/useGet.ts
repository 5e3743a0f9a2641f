import { useEffect, useState } from 'react';
import { toApiError } from './apiError';
import { useCall } from './apiContext';

/**
 * GET `path` with `params` (null: do not ask yet), read again when they or `nonce` change.
 * `keepWhileIdle`: while params are null, keep showing the last answer instead of clearing it
 * (a form whose filters are being corrected).
 */
export function useGet<T>(path: string, params: Record<string, unknown> | null, nonce = 0, opts: { keepWhileIdle?: boolean } = {}) {
  const { keepWhileIdle = false } = opts;
  const call = useCall();
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [retry, setRetry] = useState(0);
  const key = params ? JSON.stringify(params) : null;
  useEffect(() => {
    if (key === null) { if (!keepWhileIdle) setData(null); return undefined; }
    let live = true;
    setLoading(true);
    setError(null);
    call<T>('GET', path, JSON.parse(key) as Record<string, unknown>, { silent: true })
      .then((d) => live && setData(d))
      .catch((e) => live && setError(toApiError(e).message))
      .finally(() => live && setLoading(false));
    return () => { live = false; };
  }, [call, path, key, nonce, retry, keepWhileIdle]);
  return { data, loading, error, retry: () => setRetry((n) => n + 1) };
}

/** Drops empty filter values so the query string carries only what was chosen. */
export const compact = (o: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== '' && v !== undefined && v !== null));
