/**
 * Entity names of the trail and who may read a record's History. A plain entity's name is its
 * schema `$id` in snake_case (supplier, pharmacy_location, purchase_order), so a generic resource
 * is covered by its resource config without a line here. Module entities with no resource config
 * of their own are listed below; an entity nobody listed is readable only with `audit.search`.
 */
import type { ResourceConfig } from '../../../shared/resources/defineResource';

export const auditEntityOf = (schemaId: string): string => schemaId.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** Entity → abilities of which any one lets a role read its History (besides its resource config). */
const MODULE_ENTITIES: Record<string, string[]> = {
  order: ['orders.view_details'],
  quotation: ['orders.view_details'],
  quotation_line: ['orders.view_details'],
  invoice: ['orders.view_details', 'invoices.generate'],
  credit_note: ['orders.view_details', 'credit_notes.create'],
  chat_message: ['chats.my', 'chats.all'],
  prescription: ['orders.view_details', 'customers.profile'],
  customer: ['customers.profile'],
  patient: ['customers.profile'],
  promo_code: ['marketing.view'],
  product: ['inventory.view'],
  product_batch: ['inventory.view'],
  purchase_order: ['po.view'],
  grn: ['grn.view'],
  dispatch_run: ['logistics.dispatch_runs', 'logistics.view'],
  settlement: ['finance.settlements'],
};

/** The read abilities per entity: module entities plus every resource config's list/show ability. */
export function historyAbilities(resources: ResourceConfig[]): Map<string, string[]> {
  const out = new Map(Object.entries(MODULE_ENTITIES).map(([e, a]) => [e, [...a]]));
  for (const r of resources) {
    const entity = auditEntityOf(r.schema);
    const ability = r.access.show ?? r.access.list;
    if (ability) out.set(entity, [...new Set([...(out.get(entity) ?? []), ability])]);
  }
  return out;
}
