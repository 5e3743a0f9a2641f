import { useCallback, useRef, useState, type ReactElement } from 'react';
import { ConfirmDialog, type ConfirmRequest } from './ConfirmDialog';

export type Confirm = (request: ConfirmRequest) => Promise<boolean>;

/**
 * Asks before an action that cannot be undone:
 *   const [confirm, confirmDialog] = useConfirm();
 *   if (await confirm({ title: 'Reset trip?', body: '…', confirmLabel: 'Reset trip', destructive: true })) …
 *   return <>{…}{confirmDialog}</>;
 * With `act`, the action runs from the dialog: a refusal stays in it (answered true only once done).
 * The dialog lives in the caller's tree (its theme, its router), so no provider is needed.
 */
export function useConfirm(): [Confirm, ReactElement] {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const resolver = useRef<((yes: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((r) => {
    resolver.current?.(false); // a second question withdraws the first
    setRequest(r);
    setRefusal(null);
    setOpen(true);
    return new Promise<boolean>((resolve) => { resolver.current = resolve; });
  }, []);

  const finish = useCallback((yes: boolean) => {
    setOpen(false);
    resolver.current?.(yes);
    resolver.current = null;
  }, []);

  const onAnswer = useCallback((yes: boolean) => {
    if (!yes || !request?.act) return finish(yes);
    setBusy(true);
    setRefusal(null);
    void request.act().then(
      (refused) => { setBusy(false); if (refused) setRefusal(refused); else finish(true); },
      (e: unknown) => { setBusy(false); setRefusal(e instanceof Error ? e.message : String(e)); },
    );
  }, [request, finish]);

  return [confirm, <ConfirmDialog key="confirm" open={open} request={request} onAnswer={onAnswer} busy={busy} refusal={refusal} />];
}
