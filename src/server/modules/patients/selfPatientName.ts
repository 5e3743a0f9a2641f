import type { FastifyInstance } from 'fastify';

/**
 * The names of a customer's "self" patient made from the customer's own name, when an order for the
 * customer themself creates the patient and staff (or the customer) typed no patient name: the
 * first word is the first name, the rest the last name. A typed name wins over the derived one.
 *
 * A customer's name may be twice as long as a patient's name part (160 against 80), so a derived
 * part can be too long for the patient record. It is then refused under the field that would have
 * given it, never cut: the patient record keeps exactly what the screens show and will save.
 */
export interface PatientNameLimits { firstName: number; lastName: number }

/** The patient record's own limits (schemas/patient.schema.json). */
export function patientNameLimits(app: FastifyInstance): PatientNameLimits {
  const props = app.registry.get('patient').properties;
  return { firstName: props.firstName.maxLength!, lastName: props.lastName.maxLength! };
}

export type SelfPatientName =
  | { ok: true; firstName: string; lastName: string }
  | { ok: false; field: 'patientFirstName' | 'patientLastName'; message: string };

/**
 * A new patient's names for an order: the typed ones, or for the customer themself (relationship
 * "self") their own name where nothing was typed (selfPatientName). One rule for every order path.
 */
export function newPatientName(customerName: string, relationship: string, typed: { firstName?: string; lastName?: string }, limits: PatientNameLimits): SelfPatientName {
  if (relationship === 'self') return selfPatientName(customerName, typed, limits);
  return { ok: true, firstName: typed.firstName?.trim() ?? '', lastName: typed.lastName?.trim() ?? '' };
}

export function selfPatientName(customerName: string, typed: { firstName?: string; lastName?: string }, limits: PatientNameLimits): SelfPatientName {
  const [first = '', ...rest] = customerName.trim().split(/\s+/);
  const firstName = typed.firstName?.trim() || first;
  const lastName = typed.lastName !== undefined ? typed.lastName.trim() : rest.join(' ');
  const long = (text: string, limit: number) => [...text].length > limit;
  if (!typed.firstName?.trim() && long(firstName, limits.firstName)) {
    return { ok: false, field: 'patientFirstName', message: `is required: the customer's first name is ${[...firstName].length} characters, a patient's first name at most ${limits.firstName}` };
  }
  if (typed.lastName === undefined && long(lastName, limits.lastName)) {
    return { ok: false, field: 'patientLastName', message: `is required: the rest of the customer's name is ${[...lastName].length} characters, a patient's last name at most ${limits.lastName}` };
  }
  return { ok: true, firstName, lastName };
}
