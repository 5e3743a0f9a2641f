import { useCallback, useState } from 'react';
import { toApiError } from '../../data/apiError';
import { useCall } from '../../data/apiContext';

/**
 * One rider action. `done` reads freshly loaded data and says whether the action's effect is
 * already there (the order or run is in the state the action leads to).
 */
export interface PendingAction<T> { label: string; path: string; body: Record<string, unknown>; done?: (fresh: T) => boolean }

interface Failure<T> { action: PendingAction<T>; message: string; offline: boolean }

/**
 * Runs a rider's action. A failure is never silent: it stays on screen with a Retry. A phone loses
 * replies as well as requests, so after any failure (no network, or a 409 on a retry) the page
 * re-reads the order first: when the action's effect is there, the rider is told the truth ("Arrived
 * was recorded") instead of an error, and a retry whose effect is already there sends nothing.
 * `reload` answers the fresh data and throws when it cannot be read.
 */
export function useRiderAction<T>(reload: () => Promise<T>) {
  const call = useCall();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<Failure<T> | null>(null);
  const [recorded, setRecorded] = useState<string | null>(null);

  const run = useCallback(async (action: PendingAction<T>, retrying = false) => {
    // The fresh data, or undefined when it cannot be read either (still offline).
    const fresh = () => reload().then((d) => ({ d }), () => undefined);
    const isDone = (f: { d: T } | undefined) => !!f && !!action.done?.(f.d);
    const wasRecorded = () => { setRecorded(`"${action.label}" was recorded.`); return true; };
    setBusy(true);
    setFailed(null);
    setRecorded(null);
    try {
      if (retrying && isDone(await fresh())) return wasRecorded();
      const answer = await call<{ alreadyRecorded?: boolean } | undefined>('POST', action.path, action.body, { silent: true });
      await fresh();
      return answer?.alreadyRecorded ? wasRecorded() : true;
    } catch (err) {
      const e = toApiError(err);
      const offline = !e.status;
      const f = await fresh();
      if (isDone(f)) return wasRecorded();
      const message = !offline ? e.message
        : f ? `"${action.label}" was not sent: no network. Check the connection and retry.`
          : `"${action.label}" could not be confirmed: no network. Check the connection and retry; it is never recorded twice.`;
      setFailed({ action, offline, message });
      return false;
    } finally {
      setBusy(false);
    }
  }, [call, reload]);

  const retry = useCallback(async () => (failed ? run(failed.action, true) : false), [failed, run]);
  return { run, retry, busy, failed, recorded, dismiss: () => setFailed(null) };
}
