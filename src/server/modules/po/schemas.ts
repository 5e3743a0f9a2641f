import { LIST_SEARCH } from '../../../shared/forms/requestFields';
import { listDayRangeFields } from '../../platform/dayRange';
import purchaseOrders from '../../../../resources/purchaseOrders';

/** Request schemas of the purchase order routes (spec 7 payloads; querystrings are coerced). */
export const INT_ID = { type: 'integer', minimum: 1, maximum: 2147483647 };
const LINE_ID = { type: 'integer', minimum: 1, maximum: 9007199254740991 };
const QTY = { type: 'integer', minimum: 1, maximum: 1000000 };
const MONEY = { type: ['number', 'null'], minimum: 0, maximum: 100000000 };
const TEXT = { type: ['string', 'null'], maxLength: 200 };
export const obj = (properties: Record<string, unknown>, required: string[] = []) => ({ type: 'object', properties, required, additionalProperties: false });

/**
 * Spec 3's PO create payload; prices and names are filled from the product on the server. Either
 * spec 3's one line (productId, orderedQty) or, an RxDesk addition, the whole draft (head and lines)
 * as the console's PO form sends it, its required date as the purchaseOrder schema declares it.
 */
export const create = (requiredDate: object) => {
  const schema = obj({
    type: { type: 'string', enum: ['new', 'add', 'existing'] }, purchaseOrderId: { anyOf: [INT_ID, { type: 'null' }] }, supplierId: INT_ID,
    productName: TEXT, productCode: TEXT, productId: INT_ID, availableQty: { type: ['number', 'null'] }, lowestUOM: TEXT,
    orderedQty: QTY, lastPurchasePrice: MONEY, weightedAvgCostPrice: MONEY, retailPrice: MONEY, estLineTotal: MONEY, genericName: TEXT,
    requiredDate, lineItems: { type: 'array', minItems: 1, maxItems: 500, items: obj({ productId: INT_ID, orderedQty: QTY }, ['productId', 'orderedQty']) },
  });
  return {
    ...schema,
    anyOf: [
      { type: 'object', properties: { productId: INT_ID, orderedQty: QTY }, required: ['productId', 'orderedQty'] },
      { type: 'object', properties: { lineItems: schema.properties.lineItems }, required: ['lineItems'] },
    ],
  };
};

export const FROM_ROL = obj({ lines: { type: 'array', minItems: 1, maxItems: 500, items: obj({ productId: INT_ID, orderedQty: QTY }, ['productId', 'orderedQty']) } }, ['lines']);
export const EDIT_LINE = obj({ lineItemId: LINE_ID, orderedQty: QTY, estLineTotal: MONEY }, ['lineItemId', 'orderedQty']);
export const REMOVE_LINE = obj({ lineItemId: LINE_ID }, ['lineItemId']);
export const PO_ONLY = obj({ poId: INT_ID }, ['poId']);
/** Save and submit take the required date as the purchaseOrder schema declares it (today or later: x-date-range). */
export const head = (requiredDate: object) => obj({ poId: INT_ID, supplierId: { anyOf: [INT_ID, { type: 'null' }] }, supplierName: TEXT, requiredDate }, ['poId']);
export const update = (requiredDate: object) => obj({
  poId: INT_ID, supplierId: { anyOf: [INT_ID, { type: 'null' }] }, supplierName: TEXT, requiredDate,
  lineItems: { type: 'array', maxItems: 500, items: { type: 'object', properties: { lineItemId: LINE_ID, productId: INT_ID, orderedQty: QTY }, required: ['productId', 'orderedQty'] } },
}, ['poId']);
export const FETCH_PARAMS = obj({ id: { type: 'string', pattern: '^[0-9]{1,10}$' } }, ['id']);
export const PDF_QUERY = obj({ poId: INT_ID }, ['poId']);
const STATUS = { type: 'string', enum: ['draft', 'submitted', 'partially_received', 'received', 'cancelled', 'discarded'] };
export const LIST_QUERY = obj({
  ...listDayRangeFields(purchaseOrders), supplier: INT_ID,
  status: { anyOf: [STATUS, { type: 'array', items: STATUS, maxItems: 6 }] }, searchTerm: LIST_SEARCH,
  skip: { type: 'integer', minimum: 0, maximum: 1000000, default: 0 }, limit: { type: 'integer', minimum: 1, maximum: 500, default: 25 },
});
/** A POST whose arguments are all in the query string (the contract's generate-po-pdf, generate-grn-pdf). */
export const NO_BODY = { type: ['object', 'null'], properties: {}, additionalProperties: false };
