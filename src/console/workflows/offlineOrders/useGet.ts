import { useEffect, useState } from 'react';
import { toApiError } from '../../data/apiError';
import { useCall } from '../orderList/apiContext';
import { PATHS, type Mode } from './types';

/** GET `path` with `params` (null: not yet), again when they or `nonce` change. */
export function useGet<T>(path: string, params: Record<string, unknown> | null, nonce = 0) {
  const call = useCall();
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = params ? JSON.stringify(params) : null;
  useEffect(() => {
    if (key === null) { setData(null); return undefined; }
    let live = true;
    setLoading(true);
    setError(null);
    call<T>('GET', path, JSON.parse(key) as Record<string, unknown>, { silent: true })
      .then((d) => live && setData(d))
      .catch((e) => live && setError(toApiError(e).message))
      .finally(() => live && setLoading(false));
    return () => { live = false; };
  }, [call, path, key, nonce]);
  return { data, loading, error };
}

/** Receive or referral modes as options (plain entities: { items } of { receiveMode | referralMode, …Description }). */
export function useModes(kind: 'receive' | 'referral'): { modes: Mode[]; error: string | null } {
  const path = kind === 'receive' ? PATHS.receiveModes : PATHS.referralModes;
  const { data, error } = useGet<{ items: Array<Record<string, unknown>> }>(path, { limit: 500 });
  const key = kind === 'receive' ? 'receiveMode' : 'referralMode';
  const modes = (data?.items ?? []).map((m) => ({ id: Number(m.id), name: String(m[key]), description: (m[`${key}Description`] as string | null) ?? null }));
  return { modes, error };
}

/** Delivery cities as options. */
export function useCities(): Array<{ id: number; name: string }> {
  const { data } = useGet<{ items: Array<{ id: number; name: string }> } | Array<{ id: number; name: string }>>(PATHS.cities, { limit: 500 });
  return Array.isArray(data) ? data : (data?.items ?? []);
}
