import order from '@schemas/order.schema.json';
import patient from '@schemas/patient.schema.json';
import { checkField, propOf, valueOf } from '../../generated/fieldValue';
import type { OfflineCustomer, UploadedAttachment } from './types';
import { LIST_SEARCH } from '@shared/forms/requestFields';
import { tooLongMessage } from '@shared/schemas/tooLong';
import { dayRangeProblem } from '@shared/schemas/dayRange';
import { OFFLINE_ORDER_LIST_DAYS } from '@shared/forms/dayRanges';

/** The place-new-order form and its rules (the server checks the same and more). */
export interface OrderForm {
  customer: OfflineCustomer | null; receiveMode: string; relationship: string; patientFirstName: string; patientLastName: string;
  deliveryAddress: string; deliveryCityId: string; paymentMethod: string; note: string; attachments: UploadedAttachment[];
}

export const EMPTY_ORDER: OrderForm = {
  customer: null, receiveMode: '', relationship: 'self', patientFirstName: '', patientLastName: '', deliveryAddress: '', deliveryCityId: '',
  paymentMethod: '', note: '', attachments: [],
};

export const MAX_ATTACHMENTS = 10;
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];

/**
 * The typed boxes and the schema property each is checked against: the patient's names as the
 * patient record keeps them, the address and note as the order does (the route takes the same).
 */
export const TYPED_FIELDS = {
  patientFirstName: { label: 'Patient first name', schema: propOf(patient, 'firstName', { minLength: 0 }) },
  patientLastName: { label: 'Patient last name', schema: propOf(patient, 'lastName') },
  deliveryAddress: { label: 'Delivery address', schema: propOf(order, 'deliveryAddress') },
  note: { label: 'Note', schema: propOf(order, 'note') },
} as const;
export type TypedField = keyof typeof TYPED_FIELDS;

export type OrderErrors = Partial<Record<'customer' | 'receiveMode' | 'attachments' | TypedField, string>>;

/** The schema's refusal of one typed box (too long), or null. */
const typedProblem = (k: TypedField, text: string): string | null => checkField(TYPED_FIELDS[k].schema, valueOf(TYPED_FIELDS[k].schema, text), TYPED_FIELDS[k].label);

export function validateOrder(f: OrderForm): OrderErrors {
  const e: OrderErrors = {};
  for (const k of Object.keys(TYPED_FIELDS) as TypedField[]) {
    const problem = typedProblem(k, f[k]);
    if (problem) e[k] = problem;
  }
  if (!f.customer) e.customer = 'Choose the customer (or create one first)';
  if (!f.receiveMode) e.receiveMode = 'How did the order arrive? Choose a receive mode';
  if (!e.patientFirstName && f.relationship !== 'self' && !f.patientFirstName.trim()) e.patientFirstName = 'Patient first name is required unless the customer is the patient';
  if (!e.deliveryAddress && f.customer && !f.deliveryAddress.trim() && !f.customer.addresses.some((a) => a.address.trim())) e.deliveryAddress = 'Delivery address is required';
  if (f.attachments.length > MAX_ATTACHMENTS) e.attachments = `At most ${MAX_ATTACHMENTS} attachments`;
  return e;
}

/** Why a chosen file cannot be uploaded, or null. */
export function fileProblem(file: { size: number; type: string; name: string }, already: number): string | null {
  if (already >= MAX_ATTACHMENTS) return `At most ${MAX_ATTACHMENTS} attachments`;
  if (!FILE_TYPES.includes(file.type)) return `${file.name}: only JPEG, PNG or WebP images and PDFs can be attached`;
  if (file.size === 0) return `${file.name} is empty`;
  if (file.size > MAX_FILE_BYTES) return `${file.name} is larger than 5 MB`;
  return null;
}

export function orderBody(f: OrderForm) {
  return {
    customerId: f.customer!.id, receiveMode: Number(f.receiveMode), relationship: f.relationship,
    ...(f.patientFirstName.trim() ? { patientFirstName: f.patientFirstName.trim(), patientLastName: f.patientLastName.trim() } : {}),
    deliveryAddress: f.deliveryAddress.trim() || null, deliveryCityId: f.deliveryCityId ? Number(f.deliveryCityId) : null,
    paymentMethod: f.paymentMethod || null, note: f.note.trim() || null, attachments: f.attachments.map((a) => a.attachment),
  };
}

/** The order list's filters (spec 3) as query parameters; date range checked as the server does. */
export interface ListFilters { status: string; searchBy: string; searchInput: string; startDate: string; endDate: string }

export const EMPTY_FILTERS: ListFilters = { status: '', searchBy: 'orderId', searchInput: '', startDate: '', endDate: '' };

/** What is wrong with the filters, by the box it shows under: the range under "Received to", the search under its box. */
export type FilterProblems = Partial<Record<'searchInput' | 'startDate' | 'endDate', string>>;

export function filterProblems(f: ListFilters): FilterProblems {
  return { endDate: dateRangeProblem(f) ?? undefined, searchInput: searchProblem(f) ?? undefined };
}

/** The first problem of the filters (the reason Apply is off), or null. */
export function filterProblem(f: ListFilters): string | null {
  const p = filterProblems(f);
  return p.endDate ?? p.searchInput ?? null;
}

const dateRangeProblem = (f: ListFilters): string | null => dayRangeProblem(f, OFFLINE_ORDER_LIST_DAYS)?.message ?? null;

function searchProblem(f: ListFilters): string | null {
  const t = f.searchInput.trim();
  // As long as the list call takes (never cut as typed: a paste stays whole and is refused here).
  const tooLong = tooLongMessage(LIST_SEARCH, t);
  if (tooLong) return tooLong;
  if (t && f.searchBy === 'orderId' && !/^(HN)?\d{1,15}$/i.test(t)) return 'An order id looks like 123 or HN000123';
  if (t && f.searchBy === 'customerId' && !/^(HNCX)?\d{1,9}$/i.test(t)) return 'A customer id looks like 42 or HNCX000042';
  if (t && ['customerName', 'patientName'].includes(f.searchBy) && t.length < 2) return 'Type at least 2 characters';
  if (t && f.searchBy === 'contactNumber' && t.replace(/\D/g, '').length < 3) return 'Type at least 3 digits';
  return null;
}

export function filterParams(f: ListFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.status) out.status = f.status;
  if (f.searchInput.trim()) { out.searchBy = f.searchBy; out.searchInput = f.searchInput.trim(); }
  if (f.startDate) out.startDate = f.startDate;
  if (f.endDate) out.endDate = f.endDate;
  return out;
}
