import { transitionNamed } from '@shared/orders/transitions';
import type { ConfirmRequest } from '../../confirm/ConfirmDialog';
import type { RunOrder } from './types';

export interface TripAction {
  label: string;
  path: string;
  /** The order lifecycle's action: its target status tells whether a lost reply's action went through. */
  transition: string;
  primary?: boolean;
  /** Asked first when the action cannot be undone or throws something away. */
  confirm?: (o: RunOrder) => ConfirmRequest;
}

const payment = (o: RunOrder) => (o.mode1_type
  ? `${o.mode1_type} ${(o.mode1_amount ?? 0).toFixed(2)}${o.mode2_type ? ` + ${o.mode2_type} ${(o.mode2_amount ?? 0).toFixed(2)}` : ''}` : null);
const voids = (o: RunOrder) => (payment(o) ? ` The payment recorded (${payment(o)}) is voided.` : '');

/** The trip actions of the rider's order page, in the order they are shown. */
export const TRIP_ACTIONS: Record<string, TripAction> = {
  start: { label: 'Start delivery', path: '/chats/delivery-start', transition: 'deliveryStart', primary: true },
  delivered: { label: 'Delivered', path: '/chats/delivered', transition: 'deliver', primary: true },
  cancel: {
    label: 'Cancel trip', path: '/chats/cancel-trip', transition: 'cancelTrip',
    confirm: (o) => ({ title: `Cancel the trip to ${o.customer}?`, confirmLabel: 'Cancel trip', cancelLabel: 'Keep the trip', destructive: true,
      body: `${o.order_id} is marked Trip cancelled and is not delivered on this trip.` }),
  },
  fail: {
    label: 'Failed trip', path: '/chats/failed-trip', transition: 'failTrip',
    confirm: (o) => ({ title: `Mark the delivery of ${o.order_id} failed?`, confirmLabel: 'Failed trip', cancelLabel: 'Go back', destructive: true,
      body: `The order is marked Trip failed.${voids(o)}` }),
  },
  reset: {
    label: 'Reset trip', path: '/chats/reset-trip', transition: 'resetTrip',
    confirm: (o) => ({ title: `Reset the trip of ${o.order_id}?`, confirmLabel: 'Reset trip', cancelLabel: 'Go back', destructive: true,
      body: `The order goes back to Run started and its delivery starts again.${voids(o)}` }),
  },
};

/** True when the fresh order is where the action leads (its effect is recorded). */
export const reached = (a: TripAction) => (o: RunOrder | null) => !!o && o.status === transitionNamed(a.transition)?.to;
