import { STAGES } from '../../../shared/orders/stages';
import { rowFields } from './listQueries';

/**
 * Response schemas (issue 13, item 5) of the hot calls of the orders workspace: the chat lists,
 * the chat manager lists and counts, the kanban board, find orders and the chat badges. Fastify
 * compiles each once into a fast-json-stringify serialiser instead of running JSON.stringify on
 * every reply. They describe every field listQueries.ts selects, in its order, and every object
 * keeps `additionalProperties: true`: a column added to a query later still reaches the console
 * (serialised the slow way) rather than being dropped. tests/api/orders/reply-schemas.test.ts
 * compares replies with the rows the database holds.
 */

const str = { type: 'string' };
const strOrNull = { type: ['string', 'null'] };
const int = { type: 'integer' };
const intOrNull = { type: ['integer', 'null'] };
/** Timestamps leave as Date#toISOString(), as JSON.stringify writes them. */
const when = { type: 'string' };
const whenOrNull = { type: ['string', 'null'] };

/** One order list row: the columns of ROW_COLUMNS and REFERENCE_NAMES (listQueries.ts). */
export const ORDER_ROW = {
  type: 'object',
  additionalProperties: true,
  properties: {
    id: int, order_id: str, status: int, stage: str, actionRequired: { type: 'boolean' },
    customer: str, customer_id: int, customer_contact: strOrNull,
    patient_first_name: strOrNull, patient_last_name: strOrNull,
    address: strOrNull, delivery_city: strOrNull, delivery_date: strOrNull, delivery_slot: strOrNull, created: when,
    quotation_total: { type: ['number', 'null'] },
    location_id: int, location_name: strOrNull, assigned_agent_id: intOrNull, assigned_agent_name: strOrNull,
    payment_method: strOrNull, parent_order_id: intOrNull, last_status_update_time: when,
    sorting_type: str, sorting_date: strOrNull, sorting_date_for_sort: whenOrNull, sorting_status_update_date: when,
  },
};

/** A page of a list (ListPage of listService.ts). */
const PAGE_PROPERTIES = {
  items: { type: 'array', items: ORDER_ROW },
  count: int,
  countCapped: { type: 'boolean' },
  nextCursor: strOrNull,
};
const LIST_PAGE = { type: 'object', additionalProperties: true, properties: PAGE_PROPERTIES };

/** The envelope of envelope.ts around `data`. */
const envelope = (data: object) => ({
  200: { type: 'object', additionalProperties: true, properties: { success: { type: 'boolean' }, data } },
});

/** Chat lists, chat manager lists, find orders. */
export const LIST_PAGE_REPLY = envelope(LIST_PAGE);

/** The unassigned badge. */
export const COUNT_REPLY = envelope({ type: 'object', additionalProperties: true, properties: { count: int } });

/** A kanban card: the list row's fields a card carries (listQueries.ts, RowShape 'card'), in its order. */
const CARD_ROW = { ...ORDER_ROW, properties: Object.fromEntries(rowFields('card').map((k) => [k, ORDER_ROW.properties[k as keyof typeof ORDER_ROW.properties]])) };

const KANBAN_COLUMN = {
  type: 'object', additionalProperties: true,
  properties: { stage: str, label: str, ...PAGE_PROPERTIES, items: { type: 'array', items: CARD_ROW } },
};

/** The kanban: the eight columns (no ?stage) or one column's page (?stage). */
export const KANBAN_REPLY = envelope({
  type: 'object', additionalProperties: true,
  properties: { columns: { type: 'array', items: KANBAN_COLUMN }, total: int, ...KANBAN_COLUMN.properties },
});

const PER_STAGE = { type: 'object', additionalProperties: true, properties: Object.fromEntries(STAGES.map((s) => [s, int])) };

/** The chat badges (OrderListService.chatCounts). */
export const CHAT_COUNTS_REPLY = envelope({
  type: 'object', additionalProperties: true,
  properties: { my: PER_STAGE, all: PER_STAGE, myTotal: int, allTotal: int, unassigned: int },
});
