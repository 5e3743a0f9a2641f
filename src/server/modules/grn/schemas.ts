import { LIST_SEARCH, RETURN_REASON } from '../../../shared/forms/requestFields';
import { listDayRangeFields } from '../../platform/dayRange';
import grns from '../../../../resources/grns';

/** Request schemas of the GRN routes (spec 7 GRN; wire names kept: GRNId, values, data). */
const INT_ID = { type: 'integer', minimum: 1, maximum: 2147483647 };
const LINE_ID = { type: 'integer', minimum: 1, maximum: 9007199254740991 };
const PRICE = { type: ['number', 'null'], minimum: 0, maximum: 100000000, 'x-decimals': 2 };
const obj = (properties: Record<string, unknown>, required: string[] = []) => ({ type: 'object', properties, required, additionalProperties: false });

export const SUBMIT = obj({
  poId: INT_ID,
  type: { type: 'string', enum: ['partial', 'complete'] },
  values: {
    type: 'array', minItems: 1, maxItems: 1000,
    items: obj({
      lineItemId: LINE_ID, productId: INT_ID,
      grnQty: { type: 'integer', minimum: 0, maximum: 1000000, 'x-label': 'GRN quantity' },
      batchName: { type: ['string', 'null'], maxLength: 7 },
      newPp: PRICE, newRp: PRICE,
    }, ['lineItemId', 'grnQty']),
  },
  data: obj({ submissionKey: { type: 'string', minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } }),
}, ['poId', 'type', 'values']);

export const CANCEL = obj({ GRNId: INT_ID }, ['GRNId']);
export const PARTIAL_RETURN = obj({
  GRNId: INT_ID, reason: RETURN_REASON,
  lines: { type: 'array', minItems: 1, maxItems: 1000, items: obj({ grnLineId: LINE_ID, quantity: { type: 'integer', minimum: 1, maximum: 1000000 } }, ['grnLineId', 'quantity']) },
}, ['GRNId', 'lines']);
export const DETAILS_QUERY = obj({ GRNId: INT_ID, status: { type: 'string', maxLength: 20 } }, ['GRNId']);
export const PO_QUERY = obj({ poId: INT_ID }, ['poId']);
export const PDF_QUERY = obj({ grnId: INT_ID }, ['grnId']);
export const LIST_QUERY = obj({
  ...listDayRangeFields(grns), supplierId: INT_ID,
  reportType: { type: 'string', enum: ['all', 'completed', 'cancelled'] }, searchTerm: LIST_SEARCH,
  skip: { type: 'integer', minimum: 0, maximum: 1000000, default: 0 }, limit: { type: 'integer', minimum: 1, maximum: 500, default: 25 },
});
