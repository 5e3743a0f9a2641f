import { isOrderStatus, orderStatusLabel } from '@shared/orders/statuses';
import { roleLabel } from '@shared/roles';

/** What the trail stores, as people read it. */

export interface AuditRow {
  id: number; at: string; agentId: number | null; agentName: string | null; agentDisplayId: string | null; role: string | null;
  locationId: number | null; locationName: string | null; entity: string; recordId: string; action: string;
  changes: Record<string, { before: unknown; after: unknown }>;
}

export const REDACTED = '[redacted]';

/** contactPerson / contact_person → "Contact person" (a schema's x-label wins when the caller has one). */
export const fieldLabel = (name: string, labels?: Record<string, string>): string => {
  if (labels?.[name]) return labels[name];
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function formatValue(entity: string, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (entity === 'order' && field === 'status' && isOrderStatus(value)) return `${orderStatusLabel(value)} (${value})`;
  if (Array.isArray(value)) return value.length ? value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ') : '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** "Nimali Perera (Pharmacist)", or the customer / the system for actions nobody on staff took. */
export function whoOf(row: AuditRow, words: { system: string; customer: string }): string {
  const role = row.role && row.role !== 'customer' && row.role !== 'system' ? roleLabel(row.role) : null;
  const name = row.agentName ?? (row.role === 'customer' ? words.customer : row.agentId ? `#${row.agentId}` : words.system);
  return role ? `${name} (${role})` : name;
}
