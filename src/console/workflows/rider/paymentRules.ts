import tripPayment from '@schemas/tripPayment.schema.json';
import { checkField, propOf, valueOf } from '../../generated/fieldValue';

/** The rider's payment at the door (spec 3 Trip end payment): up to two modes adding up to the amount due. */
export const PAYMENT_MODES = ['cash', 'card', 'online'] as const;

/** Mode 1 starts as the order's payment method when the rider can take it that way (a card order is paid by card), else cash. */
export const defaultMode = (method?: string | null): string => {
  const m = (method ?? '').trim().toLowerCase();
  return (PAYMENT_MODES as readonly string[]).includes(m) ? m : 'cash';
};

export interface PaymentDraft { mode1Type: string; mode1Amount: string; mode2Type: string; mode2Amount: string }

const cents = (s: string) => Math.round(Number(s) * 100);

/** An amount box checked as the trip payment schema (and so the server) takes it: 0 or more, 2 decimals, what the column holds. */
export const PAYMENT_AMOUNT = { mode1Amount: propOf(tripPayment, 'mode1Amount'), mode2Amount: propOf(tripPayment, 'mode2Amount') };
const amountProblem = (field: keyof typeof PAYMENT_AMOUNT, label: string, text: string) => checkField(PAYMENT_AMOUNT[field], valueOf(PAYMENT_AMOUNT[field], text.trim()), label, true);

/** Field errors by field name, in the words the server uses; empty when the payment can be sent. */
export function paymentErrors(p: PaymentDraft, amountDue: number): Record<string, string> {
  const e: Record<string, string> = {};
  if (!p.mode1Type) e.mode1Type = 'Mode 1 type is required';
  const first = amountProblem('mode1Amount', 'Mode 1 amount', p.mode1Amount);
  if (first) e.mode1Amount = first;
  const split = !!p.mode2Type || !!p.mode2Amount.trim();
  if (split) {
    if (!p.mode2Type) e.mode2Type = 'Mode 2 type is required with a mode 2 amount';
    else if (p.mode2Type === p.mode1Type) e.mode2Type = 'Mode 2 type must differ from mode 1 type';
    const second = p.mode2Amount.trim() ? amountProblem('mode2Amount', 'Mode 2 amount', p.mode2Amount) : 'Mode 2 amount is required with a mode 2 type';
    if (second) e.mode2Amount = second;
  }
  if (!e.mode1Amount && !e.mode2Amount) {
    const paid = cents(p.mode1Amount) + (split ? cents(p.mode2Amount) : 0);
    const due = Math.round(amountDue * 100);
    if (paid !== due) e.total = `Payment amounts must add up to the amount due ${(due / 100).toFixed(2)} (they add up to ${(paid / 100).toFixed(2)})`;
  }
  return e;
}

/** The arrived call's body. */
export function paymentBody(orderId: number, p: PaymentDraft) {
  const split = !!p.mode2Type;
  return {
    orderId, mode1Type: p.mode1Type, mode1Amount: Number(p.mode1Amount),
    mode2Type: split ? p.mode2Type : null, mode2Amount: split ? Number(p.mode2Amount) : null,
  };
}
