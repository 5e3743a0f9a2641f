/** The create dialog's form: checked here as the server checks it, so most mistakes show before sending. */
export interface PromoForm {
  code: string; description: string; discountType: 'percentage' | 'fixed'; discountValue: string; maxDiscountAmount: string;
  minOrderAmount: string; startDate: string; endDate: string; usageLimit: string; perCustomerLimit: string;
}

export const EMPTY_FORM: PromoForm = {
  code: '', description: '', discountType: 'percentage', discountValue: '', maxDiscountAmount: '', minOrderAmount: '0',
  startDate: '', endDate: '', usageLimit: '', perCustomerLimit: '1',
};

const isPositiveInt = (s: string) => /^\d+$/.test(s) && Number(s) >= 1;
const isMoney = (s: string) => /^\d+(\.\d{1,2})?$/.test(s);

export function validatePromo(f: PromoForm): Partial<Record<keyof PromoForm, string>> {
  const e: Partial<Record<keyof PromoForm, string>> = {};
  if (!/^[A-Za-z0-9_-]{3,30}$/.test(f.code.trim())) e.code = 'Code must be 3-30 letters, digits, - or _';
  if (!isMoney(f.discountValue) || Number(f.discountValue) <= 0) e.discountValue = 'Discount must be a number above 0';
  else if (f.discountType === 'percentage' && Number(f.discountValue) > 100) e.discountValue = 'A percentage must be between 0 and 100';
  if (f.maxDiscountAmount && !isMoney(f.maxDiscountAmount)) e.maxDiscountAmount = 'Maximum discount must be an amount of 0 or more';
  if (!isMoney(f.minOrderAmount)) e.minOrderAmount = 'Minimum order value must be an amount of 0 or more';
  if (!f.startDate) e.startDate = 'Valid from is required';
  if (!f.endDate) e.endDate = 'Valid until is required';
  else if (f.startDate && f.endDate < f.startDate) e.endDate = 'Valid until must not be before valid from';
  if (f.usageLimit && !isPositiveInt(f.usageLimit)) e.usageLimit = 'Total limit must be a whole number of 1 or more';
  if (!isPositiveInt(f.perCustomerLimit)) e.perCustomerLimit = 'Per-customer limit must be a whole number of 1 or more';
  else if (f.usageLimit && isPositiveInt(f.usageLimit) && Number(f.perCustomerLimit) > Number(f.usageLimit)) e.perCustomerLimit = 'Per-customer limit must not exceed the total limit';
  return e;
}

export function promoBody(f: PromoForm) {
  return {
    code: f.code.trim().toUpperCase(), description: f.description.trim() || null, discountType: f.discountType, discountValue: Number(f.discountValue),
    maxDiscountAmount: f.maxDiscountAmount ? Number(f.maxDiscountAmount) : null, minOrderAmount: Number(f.minOrderAmount),
    startDate: f.startDate, endDate: f.endDate, usageLimit: f.usageLimit ? Number(f.usageLimit) : null, perCustomerLimit: Number(f.perCustomerLimit),
  };
}
