import type { OrderRow } from '../../orders/types';

/** A chat message as /chats/order-and-customer-details answers it (spec 3: each chat has a step). */
export interface ChatMessage {
  id: number;
  threadKey?: string;
  sender: 'customer' | 'agent' | 'system' | string;
  userId?: number | null;
  agentName?: string | null;
  message?: string | null;
  fileField?: string | null;
  step: number;
  stepName?: string;
  createdAt: string;
}

export interface ThreadData {
  order: OrderRow | null;
  customer?: { displayId?: string; name?: string; contactNumber?: string; email?: string | null } | null;
  patient?: { displayId?: string; firstName?: string; lastName?: string } | null;
  thread: { threadKey: string; order_id?: string; chats: ChatMessage[]; lastMessageAt?: string | null };
}

/** Messages grouped by the order step they were written at, in order (a new group each time the step changes). */
export function groupBySteps(chats: ChatMessage[]): Array<{ step: number; messages: ChatMessage[] }> {
  const groups: Array<{ step: number; messages: ChatMessage[] }> = [];
  for (const m of chats) {
    const last = groups.at(-1);
    if (last && last.step === m.step) last.messages.push(m);
    else groups.push({ step: m.step, messages: [m] });
  }
  return groups;
}

export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];

/** Checks a file before upload: the same limits the server applies. Answers an i18n key, or null. */
export function attachmentProblem(file: { size: number; type: string }): string | null {
  if (!ATTACHMENT_TYPES.includes(file.type)) return 'rx.chats.attachment_type';
  if (file.size > MAX_ATTACHMENT_BYTES) return 'rx.chats.attachment_size';
  if (file.size === 0) return 'rx.chats.attachment_empty';
  return null;
}
