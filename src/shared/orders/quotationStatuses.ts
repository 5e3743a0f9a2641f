/** Quotation statuses of spec 4 (wire values). */
export const QUOTATION_STATUS = { odoo_quotation: 0, odoo_invoice: 1, cancelled: 2, expired: 3 } as const;
export type QuotationStatusName = keyof typeof QUOTATION_STATUS;
export type QuotationStatus = (typeof QUOTATION_STATUS)[QuotationStatusName];
export const QUOTATION_STATUSES: QuotationStatus[] = [0, 1, 2, 3];
export const QUOTATION_STATUS_LABELS: Record<QuotationStatus, string> = { 0: 'Quotation', 1: 'Invoiced', 2: 'Cancelled', 3: 'Expired' };
