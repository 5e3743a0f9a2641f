import { ORDER_STATUS as S, type OrderStatus } from '../../../../shared/orders/statuses';
import { TRANSITIONS, abilitiesOf, type Transition } from '../../../../shared/orders/transitions';

/**
 * Status histories for demo orders, derived from the transition table (so demo histories are
 * always legal walks): for each final status, one or more walks from new_order, with typical
 * minutes between steps.
 */
export interface Step { action: string; from: OrderStatus | null; to: OrderStatus; actor: 'agent' | 'customer' | 'system'; grants: readonly string[]; minutes: number }
export interface Path { final: OrderStatus; steps: Step[] }

// Typical minutes spent before each move, by the action that ends the wait.
const MINUTES: Record<string, number> = {
  placeOrder: 0, submitDraft: 15, startQuotation: 25, submitQuotation: 35, acceptQuotation: 240, confirmQuotationByAgent: 180,
  requestChange: 200, expireQuotation: 4320, requestNewQuotation: 600, reactivateQuotation: 60, cashlessRequestChange: 120,
  cashlessRespond: 90, cashlessApprove: 300, startInvoice: 40, submitInvoice: 30, releaseToDispensing: 20, startPreparation: 90,
  endPreparation: 45, assignDispatch: 240, startDispatch: 600, deliveryStart: 30, arrived: 40, cancelTrip: 30, failTrip: 20,
  resetTrip: 15, deliver: 60, returnToPharmacy: 120, complete: 1440, cancel: 180, cancelInvoiced: 240,
};

const WALKS: Array<[final: OrderStatus, actions: string[]]> = [
  [S.new_order, []],
  [S.quatation_pending, ['startQuotation']],
  [S.quatation_done, ['startQuotation', 'submitQuotation']],
  [S.change_request, ['startQuotation', 'submitQuotation', 'requestChange']],
  [S.placed, ['startQuotation', 'submitQuotation', 'acceptQuotation']],
  [S.placed, ['startQuotation', 'submitQuotation', 'confirmQuotationByAgent']],
  [S.invoice_pending, ['startQuotation', 'submitQuotation', 'acceptQuotation', 'startInvoice']],
  [S.invoice_done, ['startQuotation', 'submitQuotation', 'acceptQuotation', 'startInvoice', 'submitInvoice']],
  [S.confirm, ['startQuotation', 'submitQuotation', 'acceptQuotation', 'startInvoice', 'submitInvoice', 'releaseToDispensing']],
  [S.preparing, ['@confirm', 'startPreparation']],
  [S.prepared, ['@confirm', 'startPreparation', 'endPreparation']],
  [S.rider_assigned, ['@prepared', 'assignDispatch']],
  [S.dispatch_start, ['@prepared', 'assignDispatch', 'startDispatch']],
  [S.on_route, ['@prepared', 'assignDispatch', 'startDispatch', 'deliveryStart']],
  [S.arrived, ['@prepared', 'assignDispatch', 'startDispatch', 'deliveryStart', 'arrived']],
  [S.delivered, ['@prepared', 'assignDispatch', 'startDispatch', 'deliveryStart', 'arrived', 'deliver']],
  [S.completed, ['@prepared', 'assignDispatch', 'startDispatch', 'deliveryStart', 'arrived', 'deliver', 'complete']],
  [S.completed, ['startQuotation', 'submitQuotation', 'requestChange', 'startQuotation', 'submitQuotation', 'acceptQuotation', 'startInvoice',
    'submitInvoice', 'releaseToDispensing', 'startPreparation', 'endPreparation', 'assignDispatch', 'startDispatch', 'deliveryStart', 'arrived', 'deliver', 'complete']],
  [S.cancelled_trip, ['@prepared', 'assignDispatch', 'startDispatch', 'deliveryStart', 'cancelTrip']],
  [S.failed_trip, ['@prepared', 'assignDispatch', 'startDispatch', 'deliveryStart', 'failTrip']],
  [S.dispatch_end, ['@prepared', 'assignDispatch', 'startDispatch', 'deliveryStart', 'failTrip', 'returnToPharmacy']],
  [S.cancelled, ['cancel']],
  [S.cancelled, ['startQuotation', 'submitQuotation', 'cancel']],
  [S.cancelled, ['startQuotation', 'submitQuotation', 'acceptQuotation', 'cancel']],
  [S.quotation_expired, ['startQuotation', 'submitQuotation', 'expireQuotation']],
  [S.request_new_quotation, ['startQuotation', 'submitQuotation', 'expireQuotation', 'requestNewQuotation']],
  [S.cashless_request_change, ['startQuotation', 'submitQuotation', 'cashlessRequestChange']],
  [S.cashless_request_change_response, ['startQuotation', 'submitQuotation', 'cashlessRequestChange', 'cashlessRespond']],
  [S.cashless_approved, ['startQuotation', 'submitQuotation', 'cashlessRequestChange', 'cashlessRespond', 'cashlessApprove']],
];

const PREFIX: Record<string, string[]> = {
  '@confirm': ['startQuotation', 'submitQuotation', 'acceptQuotation', 'startInvoice', 'submitInvoice', 'releaseToDispensing'],
};
PREFIX['@prepared'] = [...PREFIX['@confirm'], 'startPreparation', 'endPreparation'];

const byAction = new Map<string, Transition>(TRANSITIONS.map((t) => [t.action, t]));

function walk(final: OrderStatus, actions: string[]): Path {
  const steps: Step[] = [{ action: 'placeOrder', from: null, to: S.new_order, actor: 'customer', grants: [], minutes: 0 }];
  let at: OrderStatus = S.new_order;
  for (const action of actions.flatMap((a) => PREFIX[a] ?? [a])) {
    const t = byAction.get(action);
    if (!t || !t.from.includes(at)) throw new Error(`demo path to ${final}: "${action}" is not allowed from ${at}`);
    const actor = t.system ? 'system' : t.ability ? 'agent' : 'customer';
    steps.push({ action, from: at, to: t.to, actor, grants: abilitiesOf(t), minutes: MINUTES[action] ?? 30 });
    at = t.to;
  }
  if (at !== final) throw new Error(`demo path ends at ${at}, not ${final}`);
  return { final, steps };
}

export const PATHS: Path[] = WALKS.map(([final, actions]) => walk(final, actions));

/** Share of orders ending in each status: settled history, and the live pipeline of the last days. */
export const OLD_WEIGHTS: Partial<Record<OrderStatus, number>> = {
  [S.completed]: 79, [S.cancelled]: 11, [S.quotation_expired]: 5, [S.delivered]: 2, [S.dispatch_end]: 1, [S.request_new_quotation]: 1, [S.change_request]: 1,
};
export const RECENT_WEIGHTS: Partial<Record<OrderStatus, number>> = {
  [S.new_order]: 8, [S.quatation_pending]: 6, [S.quatation_done]: 8, [S.change_request]: 3, [S.placed]: 6, [S.invoice_pending]: 4,
  [S.invoice_done]: 3, [S.confirm]: 4, [S.preparing]: 4, [S.prepared]: 5, [S.rider_assigned]: 4, [S.dispatch_start]: 3, [S.on_route]: 3,
  [S.arrived]: 2, [S.delivered]: 5, [S.dispatch_end]: 2, [S.cancelled]: 6, [S.cancelled_trip]: 2, [S.failed_trip]: 2, [S.completed]: 10,
  [S.quotation_expired]: 2, [S.request_new_quotation]: 2, [S.cashless_request_change]: 2, [S.cashless_request_change_response]: 2,
  [S.cashless_approved]: 2,
};

export const reaches = (p: Path, status: OrderStatus) => p.steps.some((s) => s.to === status);
export const minutesTo = (p: Path, status: OrderStatus): number | null => {
  let m = 0;
  for (const s of p.steps) { m += s.minutes; if (s.to === status) return m; }
  return null;
};
export const totalMinutes = (p: Path) => p.steps.reduce((s, x) => s + x.minutes, 0);
