import { useEffect, useState } from 'react';
import { useCall } from '../data/apiContext';

export interface Option { id: number; name: string }

const cache = new Map<string, Promise<Option[]>>();

function toOptions(data: unknown): Option[] {
  const items = Array.isArray(data) ? data : ((data as { items?: unknown[] })?.items ?? []);
  return items.map((x) => {
    const r = x as Record<string, unknown>;
    const name = (r.name as string) ?? [r.first_name, r.last_name].filter(Boolean).join(' ');
    return { id: Number(r.id ?? r._id), name: String(name || r.displayId || r.id) };
  });
}

/** A small reference list for a filter or picker (cities, locations, pharmacists), read once per page load. */
export function useReference(path: string, params?: Record<string, unknown>, enabled = true): { options: Option[]; error: string | null } {
  const call = useCall();
  const [options, setOptions] = useState<Option[]>([]);
  const [error, setError] = useState<string | null>(null);
  const key = `${path}?${JSON.stringify(params ?? {})}`;
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    let p = cache.get(key);
    if (!p) {
      p = call('GET', path, params, { silent: true }).then(toOptions);
      cache.set(key, p);
      p.catch(() => cache.delete(key));
    }
    p.then((o) => live && setOptions(o)).catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [key, enabled]); // key covers path and params
  return { options, error };
}

/** Forgets cached reference lists (tests). */
export const clearReferenceCache = () => cache.clear();
