import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToasts } from './notifier';
import { useT } from '../i18n/useT';
import './toasts.css';

/** Shows the notifier's toasts (at most 3); each closes itself after a while or on Close. */
export function ToastStack() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const t = useT();
  if (!toasts.length) return null;
  return (
    <div className="rx-toasts" aria-live="polite" aria-label={t('rx.aria.notifications')}>
      {toasts.map((toast) => (
        <div key={toast.id} className={`rx-toast rx-toast--${toast.type}`} role={toast.type === 'error' ? 'alert' : 'status'} data-testid="toast">
          <span className="rx-toast__text">{toast.text}</span>
          {(toast.actions ?? []).map((a) => (
            <button key={a.label} type="button" onClick={() => { dismissToast(toast.id); a.onClick(); }}>{a.label}</button>
          ))}
          {!toast.actions && <button type="button" aria-label={t('rx.toast.close')} onClick={() => dismissToast(toast.id)}>✕</button>}
        </div>
      ))}
    </div>
  );
}
