import { ADJUST_QUANTITY, ADJUST_REASON, LIST_SEARCH, PRODUCT_CATEGORY_FILTER, PRODUCT_SEGMENT_FILTER } from '../../../shared/forms/requestFields';

/** Request schemas of the products routes (querystrings are coerced). */
export const INT_ID = { type: 'integer', minimum: 1, maximum: 2147483647 };
export const PAGE = {
  skip: { type: 'integer', minimum: 0, maximum: 1000000, default: 0 },
  limit: { type: 'integer', minimum: 1, maximum: 500, default: 25 },
};
export const obj = (properties: Record<string, unknown>, required: string[] = []) => ({ type: 'object', properties, required, additionalProperties: false });

export const PRODUCT_ID_QUERY = obj({ productId: INT_ID }, ['productId']);
export const NAME_QUERY = obj({ productName: { type: 'string', minLength: 1, maxLength: 200 }, productId: INT_ID }, ['productName']);
export const FIND_QUERY = obj({ searchKey: LIST_SEARCH, productSegment: PRODUCT_SEGMENT_FILTER, productCategory: PRODUCT_CATEGORY_FILTER, ...PAGE });
export const ROL_QUERY = obj({ supplier: INT_ID, searchKey: LIST_SEARCH, ...PAGE });
export const ADJUSTMENT = obj({
  productId: INT_ID,
  formValues: obj({
    batchId: INT_ID,
    quantity: ADJUST_QUANTITY,
    reason: ADJUST_REASON,
  }, ['batchId', 'quantity', 'reason']),
}, ['productId', 'formValues']);
export const MAX_DISCOUNTS = obj({
  products: {
    type: 'array', minItems: 1, maxItems: 500,
    items: obj({ productId: INT_ID, maxDiscountPercentage: { type: 'number', minimum: 0, maximum: 100, 'x-decimals': 2 } }, ['productId', 'maxDiscountPercentage']),
  },
}, ['products']);

export interface FindQuery { searchKey?: string; productSegment?: string; productCategory?: string; skip: number; limit: number }
