/**
 * Order status numbers and names of spec 4 (the spec's spellings, "quatation" included: they are
 * wire values). 18 and 22 are not used. The database CHECKs the same set (0003_orders.sql).
 */
export const ORDER_STATUS = {
  draft: 0,
  new_order: 1,
  quatation_pending: 2,
  quatation_done: 3,
  change_request: 4,
  placed: 5,
  invoice_pending: 6,
  invoice_done: 7,
  confirm: 8,
  preparing: 9,
  prepared: 10,
  rider_assigned: 11,
  dispatch_start: 12,
  on_route: 13,
  arrived: 14,
  delivered: 15,
  dispatch_end: 16,
  cancelled: 17,
  cancelled_trip: 19,
  failed_trip: 20,
  completed: 21,
  quotation_expired: 23,
  request_new_quotation: 24,
  cashless_request_change: 25,
  cashless_request_change_response: 26,
  cashless_approved: 27,
} as const;

export type OrderStatusName = keyof typeof ORDER_STATUS;
export type OrderStatus = (typeof ORDER_STATUS)[OrderStatusName];

/** Every used status number, ascending. */
export const ORDER_STATUSES: OrderStatus[] = Object.values(ORDER_STATUS).sort((a, b) => a - b);

export const UNUSED_ORDER_STATUSES = [18, 22] as const;

const NAME_BY_NUMBER = new Map<number, OrderStatusName>(
  (Object.entries(ORDER_STATUS) as Array<[OrderStatusName, OrderStatus]>).map(([name, n]) => [n, name]));

export const isOrderStatus = (n: unknown): n is OrderStatus => typeof n === 'number' && NAME_BY_NUMBER.has(n);

/** 3 → 'quatation_done'; throws on a number the spec does not use. */
export function orderStatusName(n: number): OrderStatusName {
  const name = NAME_BY_NUMBER.get(n);
  if (!name) throw new Error(`Unknown order status ${n}`);
  return name;
}

/** 'quatation_done' → 'Quatation done' for screens (the wire keeps the spec's spelling). */
export const orderStatusLabel = (n: number): string => {
  const name = NAME_BY_NUMBER.get(n);
  return name ? name.replace(/quatation/, 'quotation').replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()) : `Status ${n}`;
};

/** Statuses an order never leaves. */
export const TERMINAL_STATUSES: readonly OrderStatus[] = [ORDER_STATUS.cancelled, ORDER_STATUS.completed];
