import { useEffect } from 'react';
import { useNotificationContext, useTakeUndoableMutation, useTranslate } from 'react-admin';
import { showToast } from './notifier';

/**
 * react-admin's notify() lands in its own queue; this moves each notice into the one global
 * notifier (so at most 3 toasts show, and a failure already toasted by the http client is not
 * shown twice). Undoable mutations are committed at once: RxDesk saves pessimistically.
 */
export function RaNotificationBridge() {
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();

  useEffect(() => {
    if (!notifications.length) return;
    for (const n of notifications) {
      const { messageArgs, undoable, autoHideDuration } = n.notificationOptions ?? {};
      if (undoable) takeMutation()?.({ isUndo: false });
      if (typeof n.message !== 'string') continue;
      const text = translate(n.message, { _: n.message, ...messageArgs });
      showToast(text, n.type, autoHideDuration === undefined ? {} : { durationMs: autoHideDuration });
    }
    setNotifications([]);
  }, [notifications, setNotifications, takeMutation, translate]);

  return null;
}
