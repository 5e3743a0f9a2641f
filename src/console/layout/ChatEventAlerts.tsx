import { useTranslate } from 'react-admin';
import { useRealtimeEvent } from '../data/realtime';
import { getAuth } from '../data/authState';
import { showToast } from '../notify/notifier';

export const NEW_CHAT_SOUND = '/sounds/new-chat.wav';

/** Spec 1: new chat events play a sound and show a toast to everyone but delivery staff. */
export function ChatEventAlerts() {
  const translate = useTranslate();
  const alert = (text: string) => {
    if (getAuth().role === 'delivery_agent') return;
    showToast(text, 'info');
    // Browsers refuse sound before the first click: a refused play is fine.
    new Audio(NEW_CHAT_SOUND).play().catch(() => undefined);
  };
  useRealtimeEvent('newOrder', () => alert(translate('rx.chat.new_order')));
  // A re-order and a customer's chat message are new chat events too (docs/api-additions.md, Realtime).
  useRealtimeEvent<{ order_id?: string }>('reOrder', (p) => alert(translate('rx.chat.re_order', { id: p?.order_id ?? '' })));
  useRealtimeEvent<{ reason?: string; order_id?: string }>('chatCounts', (p) => {
    if (p?.reason === 'message') alert(translate('rx.chat.new_message', { id: p.order_id ?? '' }));
  });
  return null;
}
