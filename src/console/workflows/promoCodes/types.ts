/** Rows of the promo code calls (src/server/modules/promo/codesQueries.ts). */
export interface PromoCode {
  promoId: number; code: string; description: string | null; discountType: 'percentage' | 'fixed'; discountValue: number;
  maxDiscountAmount: number | null; minOrderAmount: number; startsAt: string; endsAt: string; usageLimit: number | null;
  perCustomerLimit: number; status: 'active' | 'inactive'; redemptions: number; activations: number;
}
export interface ActivatedCustomer { customerId: number; customerDisplayId: string; name: string; contactNumber: string; email: string | null; activatedAt: string; redemptions: number }
export interface RedeemedOrder { orderId: number; orderDisplayId: string; orderStatus: number; customerId: number; customerName: string; discountAmount: number; redeemedAt: string }

export const discountText = (c: Pick<PromoCode, 'discountType' | 'discountValue'>): string =>
  c.discountType === 'percentage' ? `${c.discountValue}%` : `Rs. ${c.discountValue.toFixed(2)}`;
