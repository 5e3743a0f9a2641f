import { useTranslate } from 'react-admin';
import { useRealtimeEvent } from '../data/realtime';
import { getAuth } from '../data/authState';
import { showToast } from '../notify/notifier';

export const NEW_CHAT_SOUND = '/sounds/new-chat.wav';

/** Spec 1: new chat events play a sound and show a toast to everyone but delivery staff. */
export function ChatEventAlerts() {
  const translate = useTranslate();
  useRealtimeEvent('newOrder', () => {
    if (getAuth().role === 'delivery_agent') return;
    showToast(translate('rx.chat.new_order'), 'info');
    // Browsers refuse sound before the first click: a refused play is fine.
    new Audio(NEW_CHAT_SOUND).play().catch(() => undefined);
  });
  return null;
}
