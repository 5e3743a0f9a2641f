/** Purchase orders as GET /po/fetch/:id and /po/get-po-list answer them. */
export const PO_STATUSES = ['draft', 'submitted', 'partially_received', 'received', 'cancelled', 'discarded'] as const;
export interface PoHead {
  id: number; poNo: string; status: string; supplierId: number | null; supplierName: string | null; requiredDate: string | null;
  netTotal: number; agentName: string; createdAt: string; lineCount?: number;
}
export interface PoLine {
  id: number; product_id: number; product_code: string; product_name: string; generic_name: string; lowest_uom: string; available_quantity: number;
  order_qty: number; received_qty: number; remaining_qty: number; available_to_grn: number; last_purchase_price: number;
  weighted_average_cost: number; retail_price: number; est_line_total: number; status: string;
}
export interface PoView { po: PoHead; poItems: PoLine[] }
