import { ROLES, roleLabel } from '@shared/roles';

/** The user form (spec 3, User): register fields; vehicle fields only for delivery agents. */
export interface UserForm {
  firstName: string; lastName: string; email: string; password: string; designation: string; mobileNumber: string;
  slmcId: string; vehicleModel: string; vehicleNumber: string; roles: string[]; locations: number[];
}

export type UserErrors = Partial<Record<keyof UserForm, string>>;
export type FormMode = 'create' | 'edit';

export const RIDER_ROLE = 'delivery_agent';
export const ROLE_CHOICES = ROLES.map((id) => ({ id, name: roleLabel(id) }));

export const EMPTY_USER: UserForm = {
  firstName: '', lastName: '', email: '', password: '', designation: '', mobileNumber: '', slmcId: '',
  vehicleModel: '', vehicleNumber: '', roles: [], locations: [],
};

export const LABELS: Record<keyof UserForm, string> = {
  firstName: 'First name', lastName: 'Last name', email: 'E-mail', password: 'Password', designation: 'Designation', mobileNumber: 'Mobile number',
  slmcId: 'SLMC ID', vehicleModel: 'Vehicle model', vehicleNumber: 'Vehicle number', roles: 'Roles', locations: 'Locations',
};

export const isRider = (f: Pick<UserForm, 'roles'>) => f.roles.includes(RIDER_ROLE);

/** The password rules, as the server checks them (src/server/modules/users/rules.ts). */
export function passwordError(password: string, email: string): string | undefined {
  if (password.length < 8) return 'Password must be at least 8 characters';
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) return 'Password must contain at least one letter and one digit';
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) return 'Password must not be the e-mail address';
  if (/^\s|\s$/.test(password)) return 'Password must not start or end with a space';
  return undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^\+?[0-9 ()-]{7,20}$/;

/** Checked here as the server checks it, so most mistakes show before anything is sent. */
export function validateUser(f: UserForm, mode: FormMode): UserErrors {
  const e: UserErrors = {};
  const need = (k: keyof UserForm, label: string) => { if (!String(f[k]).trim()) e[k] = `${label} is required`; };
  need('firstName', 'First name');
  need('lastName', 'Last name');
  need('designation', 'Designation');
  if (!f.email.trim()) e.email = 'E-mail is required';
  else if (!EMAIL.test(f.email.trim())) e.email = 'Enter a valid e-mail address';
  if (mode === 'create') e.password = passwordError(f.password, f.email);
  if (f.mobileNumber.trim() && !MOBILE.test(f.mobileNumber.trim())) e.mobileNumber = 'Enter a valid mobile number (7 to 20 digits, may start with +)';
  if (!f.roles.length) e.roles = 'Choose at least one role';
  if (!f.locations.length) e.locations = 'Choose at least one location';
  if (isRider(f)) {
    if (!f.vehicleModel.trim()) e.vehicleModel = 'Vehicle model is required for a delivery agent';
    if (!f.vehicleNumber.trim()) e.vehicleNumber = 'Vehicle number is required for a delivery agent';
  }
  return Object.fromEntries(Object.entries(e).filter(([, v]) => v)) as UserErrors;
}

const orNull = (s: string) => (s.trim() ? s.trim() : null);

/** The register / update body: vehicle fields go only with the delivery agent role (the server drops them otherwise). */
export function userBody(f: UserForm, mode: FormMode, id?: number) {
  return {
    ...(mode === 'edit' ? { id } : { password: f.password }),
    firstName: f.firstName.trim(), lastName: f.lastName.trim(), email: f.email.trim().toLowerCase(), designation: f.designation.trim(),
    mobileNumber: orNull(f.mobileNumber), slmcId: orNull(f.slmcId), roles: f.roles, locations: f.locations,
    ...(isRider(f) ? { vehicleModel: f.vehicleModel.trim(), vehicleNumber: f.vehicleNumber.trim() } : {}),
  };
}

/** An agent as get-agent-details answers it. */
export interface Agent {
  id: number; displayId: string; firstName: string; lastName: string; email: string; designation: string; mobileNumber: string | null;
  slmcId: string | null; vehicleModel: string | null; vehicleNumber: string | null; agentType: string; status: 'active' | 'inactive';
  roles: string[]; locations: number[]; locationNames: string[]; createdAt: string; updatedAt: string;
}

export const formOf = (a: Agent): UserForm => ({
  firstName: a.firstName, lastName: a.lastName, email: a.email, password: '', designation: a.designation, mobileNumber: a.mobileNumber ?? '',
  slmcId: a.slmcId ?? '', vehicleModel: a.vehicleModel ?? '', vehicleNumber: a.vehicleNumber ?? '', roles: a.roles, locations: a.locations,
});

/** The server's field details (`roles.0`, `email`) as errors on the form's fields. */
export function serverErrors(details: Array<{ field: string; message: string }>): UserErrors {
  const out: UserErrors = {};
  for (const d of details) {
    const k = d.field.split('.')[0] as keyof UserForm;
    if (!(k in EMPTY_USER) || out[k]) continue;
    const m = d.message;
    out[k] = /^(is|are|must) /.test(m) ? `${LABELS[k]} ${m}` : m.charAt(0).toUpperCase() + m.slice(1);
  }
  return out;
}
