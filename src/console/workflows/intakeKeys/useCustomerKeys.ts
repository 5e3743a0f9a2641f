import { useEffect, useState } from 'react';
import { toApiError } from '../../data/apiError';
import { useCall } from '../orderList/apiContext';

export interface CustomerKeyRow {
  id: number; customerId: number; customerDisplayId: string; customerName: string; contactNumber: string; legacy: boolean;
  createdAt: string; lastUsedAt: string | null; revokedAt: string | null; revokedBy: string | null; revokeReason: string | null;
}
export interface KeyQuery { status: 'active' | 'revoked' | 'all'; searchTerm?: string; skip: number; limit: number }

/** One page of GET /intake/admin/customer-keys, read again when the query or `nonce` changes. */
export function useCustomerKeys(query: KeyQuery, nonce: number) {
  const call = useCall();
  const [data, setData] = useState<{ items: CustomerKeyRow[]; count: number } | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [retry, setRetry] = useState(0);
  const key = JSON.stringify(query);
  useEffect(() => {
    let live = true;
    setLoading(true);
    setError(null);
    call<{ items: CustomerKeyRow[]; count: number }>('GET', '/intake/admin/customer-keys', JSON.parse(key) as Record<string, unknown>, { silent: true })
      .then((d) => live && setData(d))
      .catch((e) => live && setError(toApiError(e).message))
      .finally(() => live && setLoading(false));
    return () => { live = false; };
  }, [call, key, nonce, retry]);
  return { data, loading, error, retry: () => setRetry((n) => n + 1) };
}
