import { useEffect, useState } from 'react';
import { toApiError } from '../data/apiError';
import { useCall } from '../workflows/orderList/apiContext';
import type { AuditRow } from './format';

export interface AuditPage { items: AuditRow[]; count: number }

/** One page of an audit call (History or search), read again when its parameters change. */
export function usePagedAudit(path: string, params: Record<string, unknown> | null, nonce = 0) {
  const call = useCall();
  const [data, setData] = useState<AuditPage | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [retry, setRetry] = useState(0);
  const key = params ? JSON.stringify(params) : null;
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setLoading(true);
    setError(null);
    call<AuditPage>('GET', path, JSON.parse(key) as Record<string, unknown>, { silent: true })
      .then((d) => live && setData(d))
      .catch((e) => live && setError(toApiError(e).message))
      .finally(() => live && setLoading(false));
    return () => { live = false; };
  }, [call, path, key, nonce, retry]);
  return { data, loading, error, retry: () => setRetry((n) => n + 1) };
}
