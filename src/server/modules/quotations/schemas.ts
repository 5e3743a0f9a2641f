import { ValidationError } from '../../errors';
import { PRODUCT_SEARCH } from '../../../shared/forms/requestFields';
import { body, INT_ID, ORDER_REF, query } from '../orders/schemas';

/** Request schemas of the quotations area (spec 7 Quotations; payloads the spec leaves open are RxDesk's). */

/** A quantity in the product's lowest unit. */
export const QUANTITY = { type: 'integer', minimum: 1, maximum: 1_000_000 };
const BATCH_QTY = { type: 'integer', minimum: 0, maximum: 1_000_000 };
/** Money: non-negative; two decimals are checked by `assertMoney` (JSON Schema's multipleOf is unreliable on floats). */
export const MONEY = { type: 'number', minimum: 0, maximum: 100_000_000 };
const LINE_ID = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER };

export function assertMoney(field: string, value: number | undefined): void {
  if (value !== undefined && Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) {
    throw new ValidationError([{ field, message: 'must have at most two decimals' }]);
  }
}

export const LINE_FORM = body({
  productId: INT_ID, productCode: { type: 'string', minLength: 1, maxLength: 20 }, productName: { type: 'string', maxLength: 300 },
  lowestUom: { type: 'string', maxLength: 50 }, quantity: QUANTITY,
}, ['quantity']);

export const CREATE_QUOTATION = body({ orderId: ORDER_REF, formValues: LINE_FORM }, ['orderId', 'formValues']);
export const UPDATE_LINE = body({ orderId: ORDER_REF, lineId: LINE_ID, formValues: LINE_FORM }, ['orderId', 'lineId', 'formValues']);
export const REMOVE_LINES = body({ quotationId: LINE_ID, lineItemIds: { type: 'array', items: LINE_ID, minItems: 1, maxItems: 200 } }, ['quotationId', 'lineItemIds']);
export const SUBMIT_QUOTATION = body({
  orderId: ORDER_REF, deliveryFee: MONEY, dispensePeriod: { type: ['integer', 'null'], minimum: 1, maximum: 365 },
  dispenseType: { type: ['string', 'null'], enum: ['full', 'partial', 'recurring', null] },
}, ['orderId']);
export const ORDER_ONLY = body({ orderId: ORDER_REF }, ['orderId']);
export const QUOTATION_DETAILS = query({ orderId: ORDER_REF, status: { type: 'integer', enum: [0, 1, 2, 3] } }, ['orderId']);
export const PRODUCTS_MASTER = query({ typeIn: PRODUCT_SEARCH, limit: { type: 'integer', minimum: 1, maximum: 50 } });

export const ADDITIONAL_DATA = body({ orderId: ORDER_REF, deliveryFee: MONEY, deliveryAddress: { type: 'string', minLength: 1, maxLength: 500 } }, ['orderId']);

const EDITOR_LINE = body({
  _id: { type: ['integer', 'string', 'null'], maxLength: 40 }, product_id: INT_ID, batch_id: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
  batch_qty: BATCH_QTY, quantity: QUANTITY,
}, ['product_id', 'batch_id', 'batch_qty']);
const EDITOR_LINES = { type: 'array', items: EDITOR_LINE, minItems: 1, maxItems: 500 };
export const SAVE_BATCHES = body({ orderId: ORDER_REF, lines: EDITOR_LINES }, ['orderId', 'lines']);
export const POST_INVOICE = body({ orderId: ORDER_REF, lines: EDITOR_LINES, idempotencyKey: { type: 'string', maxLength: 100 } }, ['orderId']);
export const BATCHES_QUERY = query({ orderId: ORDER_REF, productId: INT_ID }, ['orderId', 'productId']);

export const CREDIT_NOTE = body({
  orderId: ORDER_REF, reason: { type: 'string', minLength: 1, maxLength: 500 },
  lineItems: {
    type: 'array', minItems: 1, maxItems: 500,
    items: body({ invoiceLineId: LINE_ID, quantity: QUANTITY, restock: { type: 'boolean' } }, ['invoiceLineId', 'quantity']),
  },
}, ['orderId', 'reason', 'lineItems']);
