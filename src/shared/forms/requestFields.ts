import type { PropertySchema } from '../schemas/types';

/**
 * Boxes of bespoke pages that no entity property describes (a search text, a request's own
 * reason): one schema each, read by the server's request check and by the console's field, so
 * the box refuses with the same limit the server would answer with a 400.
 */
export const PRODUCT_SEARCH: PropertySchema = { type: 'string', maxLength: 100, 'x-label': 'Search product master' };

/** The search box of a bespoke list: the order lists, the offline orders, the preparation queue, the planner's orders, ROL, the discount editor. */
export const LIST_SEARCH: PropertySchema = { type: 'string', maxLength: 100, 'x-label': 'Search' };

/** A date filter of a list or a dashboard (received, delivery, settlement, document, PO and GRN dates; a dashboard's range), as their calls take it. */
export const FILTER_DAY: PropertySchema = { type: 'string', format: 'date' };

/** The discount editor's product filters: a part of a segment or category, as long as a product's own (80). */
export const PRODUCT_SEGMENT_FILTER: PropertySchema = { type: 'string', maxLength: 80, 'x-label': 'Segment' };
export const PRODUCT_CATEGORY_FILTER: PropertySchema = { type: 'string', maxLength: 80, 'x-label': 'Category' };

/** Why goods go back to the supplier (a GRN partial return); kept on the stock movement as its note. */
export const RETURN_REASON: PropertySchema = { type: 'string', maxLength: 300, 'x-label': 'Reason' };

/** A manual stock adjustment of one batch: a signed whole quantity (negative removes) and why. */
export const ADJUST_QUANTITY: PropertySchema = { type: 'integer', minimum: -1000000, maximum: 1000000, 'x-label': 'Quantity' };
export const ADJUST_REASON: PropertySchema = { type: 'string', minLength: 3, maxLength: 300, 'x-label': 'Reason' };

/**
 * The reason and note of an order's cancel or complete (orders/admin/cancel-order, complete-order). 500, not
 * the order's 1,000 for cancellationReason: cancelling an invoiced order keeps the reason on its credit note
 * too, whose reason holds 500 (creditNote.schema.json).
 */
export const ORDER_ACTION_TEXT: PropertySchema = { type: 'string', maxLength: 500 };
