/**
 * The audit trail's name for an entity: its schema `$id` in snake_case (supplier, pharmacy_location),
 * the same rule as the server's auditEntityOf (console and server never import each other).
 */
export const auditEntityOf = (schemaId: string): string => schemaId.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** Entities a super_admin most often searches (free text is accepted too). */
export const KNOWN_ENTITIES = [
  'order', 'quotation', 'invoice', 'credit_note', 'chat_message', 'supplier', 'agent', 'pharmacy_location', 'city',
  'referral_mode', 'receive_mode', 'product', 'purchase_order', 'grn', 'promo_code', 'dispatch_run', 'settlement',
];
