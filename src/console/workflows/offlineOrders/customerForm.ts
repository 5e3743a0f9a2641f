/** The create-customer form: checked here as the server checks it, so most mistakes show before sending. */
export interface CustomerForm {
  customerName: string; contactNumber: string; emailId: string; referralMode: string;
  addresses: Array<{ label: string; address: string; cityId: string }>;
}

export const EMPTY_CUSTOMER: CustomerForm = { customerName: '', contactNumber: '', emailId: '', referralMode: '', addresses: [{ label: 'Home', address: '', cityId: '' }] };

export type CustomerErrors = Partial<Record<'customerName' | 'contactNumber' | 'emailId' | 'addresses', string>> & { address?: Record<number, string> };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateCustomer(f: CustomerForm): CustomerErrors {
  const e: CustomerErrors = {};
  if (!f.customerName.trim()) e.customerName = 'Customer name is required';
  else if (f.customerName.trim().length > 160) e.customerName = 'Customer name must be at most 160 characters';
  const contact = f.contactNumber.trim();
  const digits = contact.replace(/[^0-9]/g, '');
  if (!contact) e.contactNumber = 'Contact number is required';
  else if (!/^\+?[0-9 ()-]{7,20}$/.test(contact) || digits.length < 7 || digits.length > 15) e.contactNumber = 'Enter a phone number of 7 to 15 digits (spaces, dashes and a leading + allowed)';
  if (f.emailId.trim() && !EMAIL.test(f.emailId.trim())) e.emailId = 'Enter a valid e-mail address';
  if (!f.addresses.length) e.addresses = 'At least one address is required';
  f.addresses.forEach((a, i) => {
    if (!a.address.trim()) (e.address ??= {})[i] = 'Address is required';
  });
  return e;
}

export const hasErrors = (e: CustomerErrors): boolean => Object.keys(e).length > 0;

export function customerBody(f: CustomerForm) {
  return {
    customerName: f.customerName.trim(), contactNumber: f.contactNumber.trim(), emailId: f.emailId.trim() || null,
    referralMode: f.referralMode ? Number(f.referralMode) : null,
    addresses: f.addresses.map((a) => ({ label: a.label.trim() || 'Home', address: a.address.trim(), cityId: a.cityId ? Number(a.cityId) : null })),
  };
}
