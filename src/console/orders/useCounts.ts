import { useEffect, useSyncExternalStore } from 'react';
import { countsStore, type ChatCounts } from './countsStore';
import { useCall } from '../data/apiContext';
import { useOrderEventSource } from './orderEvents';

/** The shared chat counts, starting the store on first use. */
export function useCounts(): ChatCounts {
  const call = useCall();
  const source = useOrderEventSource();
  useEffect(() => countsStore.start(call, source), [call, source]);
  return useSyncExternalStore(countsStore.subscribe, countsStore.get, countsStore.get);
}
