import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../i18n/format';
import { useDetailCall } from './useDetailCall';
import { SectionState } from './SectionState';
import { KeyValues } from './KeyValues';
import type { Named } from './types';

interface Processing {
  location?: Named; assignedAgent?: Named | null; assignedAt?: string | null; receivedAt?: string; quotedAt?: string | null;
  confirmedAt?: string | null; deliveredAt?: string | null; closedAt?: string | null; lastStatusUpdateTime?: string;
  durations?: { quotationMinutes: number | null; deliveryMinutes: number | null; cycleMinutes: number | null };
  dispatchRun?: { displayId?: string; status?: string; riderName?: string; deliveryDate?: string } | null; steps?: number;
}

const minutes = (m: number | null | undefined, t: (k: string, o?: Record<string, unknown>) => string) =>
  (m === null || m === undefined ? null : t('rx.order_detail.duration', { hours: Math.floor(m / 60), minutes: m % 60 }));

/** Who has the order and how long each leg took (GET /orders/processing-information). */
export function ProcessingSection({ orderId }: { orderId: number | string }) {
  const translate = useTranslate();
  const state = useDetailCall<Processing>('/orders/processing-information', { orderId });
  const t = (k: string) => translate(`rx.order_detail.fields.${k}`);
  return (
    <SectionState state={state}>
      {(p) => (
        <KeyValues items={[
          [t('location'), p.location?.name],
          [t('assigned_to'), p.assignedAgent?.name ?? translate('rx.orders.unassigned')],
          [t('assigned_at'), p.assignedAt ? formatDateTime(p.assignedAt) : null],
          [t('received'), formatDateTime(p.receivedAt)],
          [t('quoted_at'), p.quotedAt ? formatDateTime(p.quotedAt) : null],
          [t('confirmed_at'), p.confirmedAt ? formatDateTime(p.confirmedAt) : null],
          [t('delivered_at'), p.deliveredAt ? formatDateTime(p.deliveredAt) : null],
          [t('closed_at'), p.closedAt ? formatDateTime(p.closedAt) : null],
          [t('quotation_time'), minutes(p.durations?.quotationMinutes, translate)],
          [t('delivery_time'), minutes(p.durations?.deliveryMinutes, translate)],
          [t('cycle_time'), minutes(p.durations?.cycleMinutes, translate)],
          [t('dispatch_run'), p.dispatchRun ? [p.dispatchRun.displayId, p.dispatchRun.riderName, p.dispatchRun.status].filter(Boolean).join(' · ') : null],
          [t('steps'), p.steps],
        ]} />
      )}
    </SectionState>
  );
}
