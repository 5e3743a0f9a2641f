import { useCallback, useRef, useState, type ReactElement } from 'react';
import { ConfirmDialog, type ConfirmRequest } from './ConfirmDialog';

export type Confirm = (request: ConfirmRequest) => Promise<boolean>;

/**
 * Asks before an action that cannot be undone:
 *   const [confirm, confirmDialog] = useConfirm();
 *   if (await confirm({ title: 'Reset trip?', body: '…', confirmLabel: 'Reset trip', destructive: true })) …
 *   return <>{…}{confirmDialog}</>;
 * The dialog lives in the caller's tree (its theme, its router), so no provider is needed.
 */
export function useConfirm(): [Confirm, ReactElement] {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [open, setOpen] = useState(false);
  const resolver = useRef<((yes: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((r) => {
    resolver.current?.(false); // a second question withdraws the first
    setRequest(r);
    setOpen(true);
    return new Promise<boolean>((resolve) => { resolver.current = resolve; });
  }, []);

  const onAnswer = useCallback((yes: boolean) => {
    setOpen(false);
    resolver.current?.(yes);
    resolver.current = null;
  }, []);

  return [confirm, <ConfirmDialog key="confirm" open={open} request={request} onAnswer={onAnswer} />];
}
