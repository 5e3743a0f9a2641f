import { ORDER_STATUS as S, type OrderStatus } from './statuses';

/**
 * Where an order stands with respect to a dispatch run: in none, or in a run that is pending (not
 * started), ongoing (started) or completed (ended). A cancelled run (its orders moved to another
 * rider) holds no orders.
 */
export type RunState = 'none' | 'pending' | 'ongoing' | 'completed' | 'cancelled';
export const RUN_STATES: readonly RunState[] = ['none', 'pending', 'ongoing', 'completed', 'cancelled'];

/**
 * The allowed order status transitions — spec 4 leaves them to the server; this table is the
 * server's decision, in one place. The order service (src/server/modules/orders/lifecycle)
 * enforces it: one transaction per transition that locks the order, checks the current status is
 * in `from`, checks the actor (`ability` for staff), runs the `effects` in that same transaction,
 * writes an order log entry, and publishes `stepChanged` (plus `events`) after commit.
 * README.md (Order lifecycle) is this table in prose; a unit test keeps the two in step.
 */

/** Work a transition does (or insists on) inside its transaction. */
export type TransitionEffect =
  | 'assignToActor'          // an unassigned order becomes the acting agent's
  | 'requireOpenQuotation'   // refuse unless the order has an open quotation (status 0) with lines
  | 'stampQuoted'            // quoted_at, first time only
  | 'reserveStock'           // reserve the open quotation's lines, first expiry first (stock service)
  | 'stampConfirmed'         // confirmed_at
  | 'expireQuotation'        // open quotation → 3 expired
  | 'reopenQuotation'        // latest expired quotation → 0 open, valid another 3 days
  | 'requirePostedInvoice'   // refuse unless a posted invoice exists (the caller posts it in the same transaction)
  | 'requireDispatchRun'     // refuse unless dispatch_run_id is set (in the patch or already)
  | 'requireTripPayment'     // refuse unless a live trip payment exists (the caller records it in the same transaction)
  | 'voidTripPayment'        // a reset or failed trip voids the collected payment
  | 'stampDelivered'         // delivered_at
  | 'leaveDispatchRun'       // a returned order leaves its run (dispatch_run_id = null)
  | 'releaseStock'           // give back the order's reservations (stock service)
  | 'cancelQuotations'       // open quotations → 2 cancelled; draft invoice → cancelled
  | 'requireInvoiceCredited' // refuse unless the posted invoice is fully credited (goods back through a credit note)
  | 'stampClosed';           // closed_at

export type ActorKind = 'agent' | 'customer' | 'system';

export interface Transition {
  /** Stable name: order logs record it, callers ask for it. */
  action: string;
  from: readonly OrderStatus[];
  to: OrderStatus;
  /**
   * Who may: staff with this permissions.yaml ability (or any one of several), and/or the
   * customer (app), and/or the system (jobs).
   */
  ability: string | readonly string[] | null;
  customer?: boolean;
  system?: boolean;
  effects: readonly TransitionEffect[];
  /** Events published after commit besides stepChanged. */
  events?: readonly string[];
  /** Order fields the caller may set in the same update. */
  patch?: readonly TransitionPatchField[];
  /** The state the order's dispatch run must be in (default: the order is in no run). */
  run?: readonly RunState[];
  description: string;
}

export type TransitionPatchField = 'paymentMethod' | 'deliveryDate' | 'deliverySlotId' | 'dispatchRunId' | 'cancellationReason';

const OPEN_BEFORE_INVOICE: OrderStatus[] = [
  S.draft, S.new_order, S.quatation_pending, S.quatation_done, S.change_request, S.placed, S.invoice_pending,
  S.quotation_expired, S.request_new_quotation, S.cashless_request_change, S.cashless_request_change_response, S.cashless_approved,
];

const ONGOING: RunState[] = ['ongoing'];

export const TRANSITIONS: readonly Transition[] = [
  { action: 'submitDraft', from: [S.draft], to: S.new_order, ability: 'offline_orders.manage', effects: [], events: ['newOrder'],
    description: 'An offline order being entered is submitted as a new order.' },
  { action: 'startQuotation', from: [S.new_order, S.change_request, S.request_new_quotation], to: S.quatation_pending,
    ability: 'quotations.create', effects: ['assignToActor'], description: 'A pharmacist starts (re)quoting; the order becomes theirs if unassigned.' },
  { action: 'submitQuotation', from: [S.quatation_pending], to: S.quatation_done, ability: 'quotations.confirm',
    effects: ['requireOpenQuotation', 'reserveStock', 'stampQuoted'], description: 'The quotation is sent to the customer; its stock is reserved (first expiry first).' },
  { action: 'acceptQuotation', from: [S.quatation_done], to: S.placed, ability: null, customer: true,
    effects: ['requireOpenQuotation', 'reserveStock', 'stampConfirmed'], patch: ['paymentMethod', 'deliveryDate', 'deliverySlotId'],
    description: 'The customer accepts the quotation and places the order; its stock is reserved.' },
  { action: 'confirmQuotationByAgent', from: [S.quatation_done], to: S.placed, ability: 'orders.confirm',
    effects: ['requireOpenQuotation', 'reserveStock', 'stampConfirmed'], patch: ['paymentMethod', 'deliveryDate', 'deliverySlotId'],
    description: "Staff confirm on the customer's behalf (payment method, delivery date and slot); stock is reserved." },
  { action: 'requestChange', from: [S.quatation_done], to: S.change_request, ability: null, customer: true, effects: ['releaseStock'],
    description: 'The customer asks for changes to the quotation (action required); its reservation is released.' },
  { action: 'expireQuotation', from: [S.quatation_done], to: S.quotation_expired, ability: null, system: true,
    effects: ['expireQuotation', 'releaseStock'], description: 'The quotation passed its validity without an answer; its reservation is released.' },
  { action: 'requestNewQuotation', from: [S.quotation_expired], to: S.request_new_quotation, ability: null, customer: true,
    effects: [], description: 'The customer asks for a fresh quotation after expiry (action required).' },
  { action: 'reactivateQuotation', from: [S.quotation_expired, S.request_new_quotation], to: S.quatation_done,
    ability: 'quotations.reactivate', effects: ['reopenQuotation', 'reserveStock'], description: 'Staff reactivate the expired quotation as it was; its stock is reserved again.' },
  { action: 'cashlessRequestChange', from: [S.quatation_done], to: S.cashless_request_change, ability: null, customer: true,
    effects: ['releaseStock'], description: 'The customer asks to change the quotation for cashless (insurer/corporate) payment (action required).' },
  { action: 'cashlessRespond', from: [S.cashless_request_change], to: S.cashless_request_change_response, ability: 'quotations.edit',
    effects: ['requireOpenQuotation', 'reserveStock'], description: 'Staff answer the cashless change request with a revised quotation; its stock is reserved.' },
  { action: 'cashlessApprove', from: [S.cashless_request_change_response], to: S.cashless_approved, ability: null, customer: true,
    effects: ['requireOpenQuotation', 'reserveStock', 'stampConfirmed'], patch: ['paymentMethod', 'deliveryDate', 'deliverySlotId'],
    description: 'The cashless arrangement is approved; stock is reserved.' },
  { action: 'startInvoice', from: [S.placed, S.cashless_approved], to: S.invoice_pending, ability: 'invoices.generate',
    effects: ['assignToActor'], description: 'Batch-wise invoicing starts.' },
  { action: 'submitInvoice', from: [S.invoice_pending], to: S.invoice_done, ability: 'invoices.generate',
    effects: ['requirePostedInvoice'], description: 'The batch-wise invoice is posted (in the same transaction): reservations consumed, stock out.' },
  { action: 'releaseToDispensing', from: [S.invoice_done], to: S.confirm, ability: 'orders.confirm', effects: [],
    description: 'The invoiced order is confirmed for dispensing.' },
  { action: 'startPreparation', from: [S.confirm], to: S.preparing, ability: 'preparation.process', effects: [],
    description: 'Pharmacy preparation starts (pick list).' },
  { action: 'endPreparation', from: [S.preparing], to: S.prepared, ability: 'preparation.process', effects: [],
    description: 'Preparation ends; the order waits for a dispatch run.' },
  { action: 'assignDispatch', from: [S.prepared], to: S.rider_assigned, ability: 'logistics.assign_dispatch',
    effects: ['requireDispatchRun'], patch: ['dispatchRunId'], description: 'The prepared order is put in a dispatch run (bucket) with a rider.' },
  { action: 'reassignReturned', from: [S.dispatch_end], to: S.rider_assigned, ability: 'logistics.reassign_returned',
    effects: ['requireDispatchRun'], patch: ['dispatchRunId'], description: 'A returned order goes out again in a new run.' },
  { action: 'startDispatch', run: ['pending'], from: [S.rider_assigned], to: S.dispatch_start, ability: 'rider.toolkit', effects: [],
    description: 'The rider starts the dispatch run (every order of the run).' },
  { action: 'deliveryStart', run: ONGOING, from: [S.dispatch_start], to: S.on_route, ability: 'rider.toolkit', effects: [],
    description: 'The rider sets off to this customer.' },
  { action: 'arrived', run: ONGOING, from: [S.on_route], to: S.arrived, ability: 'rider.toolkit', effects: ['requireTripPayment'],
    description: 'The rider arrived and recorded the payment (mode 1 and 2) in the same transaction.' },
  { action: 'cancelTrip', run: ONGOING, from: [S.dispatch_start, S.on_route], to: S.cancelled_trip, ability: 'rider.toolkit', effects: [],
    description: 'The rider cancels this trip (order comes back at the end of the run).' },
  { action: 'failTrip', run: ONGOING, from: [S.on_route, S.arrived], to: S.failed_trip, ability: 'rider.toolkit', effects: ['voidTripPayment'],
    description: 'Delivery failed (customer absent, refused).' },
  { action: 'resetTrip', run: ONGOING, from: [S.on_route, S.arrived, S.cancelled_trip, S.failed_trip], to: S.dispatch_start, ability: 'rider.toolkit',
    effects: ['voidTripPayment'], description: 'The rider resets the trip to try again within the run.' },
  { action: 'deliver', run: ONGOING, from: [S.arrived], to: S.delivered, ability: ['rider.toolkit', 'logistics.dispatch_runs'], effects: ['requireTripPayment', 'stampDelivered'],
    description: 'An arrived order (its payment recorded at the door) is delivered: by the rider, or at the end of the run.' },
  { action: 'returnToPharmacy', run: ONGOING, from: [S.rider_assigned, S.dispatch_start, S.on_route, S.cancelled_trip, S.failed_trip], to: S.dispatch_end,
    ability: ['rider.toolkit', 'logistics.dispatch_runs'], effects: ['leaveDispatchRun'],
    description: 'End of dispatch: every order of the run not arrived (not started, on route, cancelled or failed trip) returns to the pharmacy (returned orders list, re-assignable).' },
  { action: 'complete', run: ['none', 'ongoing', 'completed'], from: [S.delivered], to: S.completed, ability: 'orders.complete', effects: ['stampClosed'],
    description: 'The delivered order is completed.' },
  { action: 'cancel', from: OPEN_BEFORE_INVOICE, to: S.cancelled, ability: 'orders.cancel', customer: true,
    effects: ['releaseStock', 'cancelQuotations', 'stampClosed'], patch: ['cancellationReason'],
    description: 'Cancelled before invoicing: reservations released, quotations and draft invoice cancelled.' },
  { action: 'cancelInvoiced', from: [S.invoice_done, S.confirm, S.preparing, S.prepared, S.dispatch_end], to: S.cancelled,
    ability: 'orders.cancel_invoiced', effects: ['requireInvoiceCredited', 'leaveDispatchRun', 'stampClosed'], patch: ['cancellationReason'],
    description: 'Cancelled after invoicing: only once a credit note has returned the whole invoice.' },
];

/** The abilities that grant a transition to staff (any one suffices); none when only the customer or system may. */
export const abilitiesOf = (t: Transition): readonly string[] => (t.ability === null ? [] : typeof t.ability === 'string' ? [t.ability] : t.ability);

const BY_ACTION = new Map(TRANSITIONS.map((t) => [t.action, t]));

export const transitionNamed = (action: string): Transition | undefined => BY_ACTION.get(action);

/** The transitions open to an order in `status` (for buttons; the server decides again). */
export const transitionsFrom = (status: number): Transition[] => TRANSITIONS.filter((t) => t.from.includes(status as OrderStatus));

/** The run states a transition needs the order's run in. */
export const runStatesOf = (t: Transition): readonly RunState[] => t.run ?? ['none'];

/** The transitions open to an order in `status` whose dispatch run is in `run` (an order no one can move answers none). */
export const openTransitions = (status: number, run: RunState): Transition[] => transitionsFrom(status).filter((t) => runStatesOf(t).includes(run));

/** True when the table allows any transition from → to. */
export const canMove = (from: number, to: number): boolean => TRANSITIONS.some((t) => t.to === to && t.from.includes(from as OrderStatus));
