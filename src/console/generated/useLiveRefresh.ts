import { useEffect } from 'react';
import { useRefresh } from 'react-admin';
import { onRealtime, onReconnect } from '../data/realtime';

/**
 * A generated screen read again when one of its declared realtime events arrives (config.refreshOn:
 * a rider's step moves a run's orders), and when the connection comes back (events may be lost).
 */
export function useLiveRefresh(events: string[] | undefined): void {
  const refresh = useRefresh();
  const key = (events ?? []).join(',');
  useEffect(() => {
    if (!key) return undefined;
    const offs = [...key.split(',').map((name) => onRealtime(name, () => refresh())), onReconnect(() => refresh())];
    return () => offs.forEach((off) => off());
  }, [key, refresh]);
}
