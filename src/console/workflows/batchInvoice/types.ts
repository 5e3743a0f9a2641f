/** fetch-batch-wise-invoice as the editor reads it (spec 3 batch-wise invoice line). */
export interface BatchChoice { _id: number; batch_name: string; quantity: number; expiry_date: string; show: boolean; expired: boolean; expires_before_delivery: boolean }
export interface InvoiceLineItem {
  _id: number | string; product_id: number; product_name: string; odoo_product_id: string; lowest_uom: string; quantity: number;
  batch: string | null; batch_id: number | null; batch_qty: number; unit_price: number; discount: number; line_total: number;
  batch_qty_overloaded: boolean; expires_before_delivery: boolean; available_batches: BatchChoice[];
}
export interface BatchInvoiceView {
  orderId: number; order_id: string; orderStatus: number; deliveryDate: string | null; editable?: boolean;
  invoice: null | { invoiceId: number; invoiceNo: string; status: string; linesTotal: number; deliveryFee: number; promoDiscount: number; netTotal: number };
  line_items: InvoiceLineItem[];
}
