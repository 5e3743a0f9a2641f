import { formatCount, formatNumber } from '../../i18n/format';

/** How dashboard figures read: "—" when there is nothing behind a figure. Without Intl (i18n/format.ts). */

export const DASH = '—';

export const count = (n: number | null | undefined): string => (n == null ? DASH : formatCount(n));

export const percent = (n: number | null | undefined): string => (n == null ? DASH : `${n.toFixed(1)}%`);

export const rating = (n: number | null | undefined): string => (n == null ? DASH : n.toFixed(1));

export const money = (n: number | null | undefined): string =>
  (n == null ? DASH : formatNumber(n, { min: 2, max: 2 }));

/** An average in whole minutes as "2 h 15 min" (or "45 min"). */
export function minutes(n: number | null | undefined): string {
  if (n == null) return DASH;
  const h = Math.floor(n / 60);
  const m = n % 60;
  return h ? `${formatCount(h)} h ${m} min` : `${m} min`;
}

export const hours = (n: number | null | undefined): string => (n == null ? DASH : `${n.toFixed(1)} h`);

/** Names of the server's keys for people. */
export const LABELS: Record<string, string> = {
  completed: 'Completed', cancelled: 'Cancelled', quotation_expired: 'Quotation expired', in_progress: 'In progress',
  received: 'Received', quoted: 'Quoted', confirmed: 'Confirmed', delivered: 'Delivered',
  quotation: 'Quotation (received → quoted)', customer_response: 'Customer response (quoted → confirmed)',
  delivery: 'Delivery (confirmed → delivered)', cycle: 'Cycle (received → closed)',
  cash: 'Cash', card: 'Card', online: 'Online', cheque: 'Cheque', cashless: 'Cashless',
};
export const label = (key: string): string => LABELS[key] ?? key;
