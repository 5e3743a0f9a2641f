import { useEffect } from 'react';
import { useRefresh } from 'react-admin';
import { onRealtime, onResync } from '../data/realtime';

/**
 * A generated screen read again when one of its declared realtime events arrives (config.refreshOn:
 * a rider's step moves a run's orders), and when events may have been missed (realtime.ts onResync:
 * the page read before the connection was made, or it dropped and came back).
 */
export function useLiveRefresh(events: string[] | undefined): void {
  const refresh = useRefresh();
  const key = (events ?? []).join(',');
  useEffect(() => {
    if (!key) return undefined;
    const offs = [...key.split(',').map((name) => onRealtime(name, () => refresh())), onResync(() => refresh())];
    return () => offs.forEach((off) => off());
  }, [key, refresh]);
}
