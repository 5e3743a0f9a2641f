/** A rider's run and its orders as the server answers them (dispatch/queries.ts). */
export interface RiderRun {
  id: number; display_id: string; status: string; delivery_date: string; delivery_slot: string | null; vehicle_number: string | null;
  order_count: number; delivered_count: number; rider_name?: string;
}
export interface RunOrder {
  id: number; order_id: string; status: number; customer: string; customer_contact: string | null; delivery_address: string | null;
  delivery_city: string | null; payment_method: string | null; amount_due: number | null; mode1_type: string | null; mode1_amount: number | null;
  mode2_type: string | null; mode2_amount: number | null; cold_chain: boolean; narcotic: boolean;
}

export const TRIP_STATUS: Record<number, string> = {
  11: 'Assigned', 12: 'Run started', 13: 'On route', 14: 'Arrived', 15: 'Delivered', 16: 'Returned', 19: 'Trip cancelled', 20: 'Trip failed', 21: 'Completed',
};
