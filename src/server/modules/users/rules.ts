import type { FieldError } from '../../../shared/schemas/messages';

/** Roles whose holders ride: only they carry a vehicle (spec 3, User: rider fields). */
export const RIDER_ROLE = 'delivery_agent';
export const RIDER_FIELDS = ['vehicleModel', 'vehicleNumber'] as const;
const LABEL: Record<(typeof RIDER_FIELDS)[number], string> = { vehicleModel: 'Vehicle model', vehicleNumber: 'Vehicle number' };

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The password rules: 8 to 200 characters with at least one letter and one digit, and not the
 * e-mail address itself. The console's form checks the same before sending.
 */
export function passwordProblems(password: string, email?: string): FieldError[] {
  const out: string[] = [];
  if (password.length < 8) out.push('must be at least 8 characters');
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) out.push('must contain at least one letter and one digit');
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) out.push('must not be the e-mail address');
  if (/^\s|\s$/.test(password)) out.push('must not start or end with a space');
  return out.map((m) => ({ field: 'password', message: `Password ${m}` }));
}

/** Vehicle fields belong to delivery agents only, and a delivery agent needs both. */
export function riderProblems(roles: string[], fields: Record<string, unknown>): FieldError[] {
  const rider = roles.includes(RIDER_ROLE);
  return RIDER_FIELDS.flatMap((f) => {
    if (rider && blank(fields[f])) return [{ field: f, message: `${LABEL[f]} is required for a delivery agent` }];
    if (!rider && !blank(fields[f])) return [{ field: f, message: `${LABEL[f]} is only for delivery agents` }];
    return [];
  });
}
