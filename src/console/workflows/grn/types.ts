/** GRN details as GET /grn/fetch-grn-details answers them. */
export interface GrnLine {
  id: number; product_id: number; product_code: string; product_name: string; batch_name: string; expiry_date: string;
  grn_qty: number; returned_qty: number; net_qty: number; purchase_price: number; retail_price: number; line_total: number;
  /** What may go back now: the line's net quantity, at most what its batch has on hand and unreserved. */
  returnable_qty: number;
}
export interface GrnHead { id: number; grnNo: string; poId: number; poNo: string; supplierName: string; status: string; netTotal: number; agentName: string; createdAt: string; lineCount: number }
export interface GrnDetails { grn: GrnHead; lineItems: GrnLine[] }
