import { useGet } from '../../data/useGet';
import { PATHS, type Mode } from './types';

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
