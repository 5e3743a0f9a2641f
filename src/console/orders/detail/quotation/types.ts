/** The quotation editor's wire shapes (src/server/modules/quotations). */
export interface MasterProduct {
  productId: number; productCode: string; productName: string; genericName: string; lowestUom: string; retailPrice: number;
  coldStorage: boolean; narcotic: boolean; maxDiscountPercentage: number; available: number;
  /** The first expiry with stock free to sell; nearExpiry when within the near-expiry window (issue 10). */
  nextExpiry?: string | null; nearExpiry?: boolean;
}

export interface QuotationLine {
  lineId: number; productId: number; productCode: string; productName: string; lowestUom: string; quantity: number; unitPrice: number;
  discount: number; lineTotal: number; coldStorage: boolean; narcotic: boolean;
}

export interface QuotationDetails {
  orderId: number; order_id: string; orderStatus: number; editable: boolean; submittable: boolean;
  quotation: null | {
    quotationId: number; status: number; deliveryFee: number; dispensePeriod: number | null; dispenseType: string | null; linesTotal: number;
    promoDiscount: number; netTotal: number; validUntil: string | null; promoCode: string | null;
  };
  lineItems: QuotationLine[];
}

/** What the insufficient-stock notice shows (spec 5). */
export interface Shortage { productName: string; lowestUom: string; available: number; requested: number }
