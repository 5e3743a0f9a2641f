/** The rider's payment at the door (spec 3 Trip end payment): up to two modes adding up to the amount due. */
export const PAYMENT_MODES = ['cash', 'card', 'online'] as const;

/** Mode 1 starts as the order's payment method when the rider can take it that way (a card order is paid by card), else cash. */
export const defaultMode = (method?: string | null): string => {
  const m = (method ?? '').trim().toLowerCase();
  return (PAYMENT_MODES as readonly string[]).includes(m) ? m : 'cash';
};

export interface PaymentDraft { mode1Type: string; mode1Amount: string; mode2Type: string; mode2Amount: string }

const TWO_DECIMALS = /^\d{1,10}(\.\d{1,2})?$/;
const cents = (s: string) => Math.round(Number(s) * 100);

/** Field errors by field name, in the words the server uses; empty when the payment can be sent. */
export function paymentErrors(p: PaymentDraft, amountDue: number): Record<string, string> {
  const e: Record<string, string> = {};
  if (!p.mode1Type) e.mode1Type = 'Mode 1 type is required';
  if (!p.mode1Amount.trim()) e.mode1Amount = 'Mode 1 amount is required';
  else if (!TWO_DECIMALS.test(p.mode1Amount.trim())) e.mode1Amount = 'Mode 1 amount must be a non-negative amount with at most two decimals';
  const split = !!p.mode2Type || !!p.mode2Amount.trim();
  if (split) {
    if (!p.mode2Type) e.mode2Type = 'Mode 2 type is required with a mode 2 amount';
    else if (p.mode2Type === p.mode1Type) e.mode2Type = 'Mode 2 type must differ from mode 1 type';
    if (!p.mode2Amount.trim()) e.mode2Amount = 'Mode 2 amount is required with a mode 2 type';
    else if (!TWO_DECIMALS.test(p.mode2Amount.trim())) e.mode2Amount = 'Mode 2 amount must be a non-negative amount with at most two decimals';
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
