/** The 13 staff roles of spec section 6, in the order the spec lists them. */
export const ROLES = [
  'super_admin', 'management', 'marketing', 'delivery_agent', 'logistic_planner', 'customer_support',
  'chief_pharmacist', 'pharmacist', 'external_pharmacist', 'invoicing_assistant', 'procurement_officer',
  'grn_officer', 'finance',
] as const;

export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/** Words the business writes in capitals ("GRN Officer", not "Grn Officer"). */
const ACRONYMS: Record<string, string> = { grn: 'GRN', po: 'PO', sms: 'SMS', hbs: 'HBS', otp: 'OTP', id: 'ID' };

/** "chief_pharmacist" → "Chief Pharmacist", "grn_officer" → "GRN Officer" (spec 1: underscores as spaces, words capitalised). */
export const roleLabel = (role: string): string =>
  role.split('_').filter(Boolean).map((w) => ACRONYMS[w.toLowerCase()] ?? w[0].toUpperCase() + w.slice(1)).join(' ');
