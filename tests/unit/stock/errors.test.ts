import { describe, expect, it } from 'vitest';
import { InsufficientStockError, GrnReversalShortageError, isBalanceViolation } from '../../../src/server/modules/stock/errors';
import { parseGrnInsufficientQty, parseInsufficientQty } from '../../../src/shared/envelope';

describe('stock errors speak the spec 8 markers', () => {
  it('an insufficient quantity is a 409 the console parses', () => {
    const e = new InsufficientStockError({ productId: 4, available: 12, requested: 20 });
    expect(e.status).toBe(409);
    expect(e.code).toBe('CONFLICT');
    expect(parseInsufficientQty(e.message)).toBe(12);
    expect(e.details).toEqual([expect.objectContaining({ field: 'quantity', productId: 4, available: 12, requested: 20 })]);
  });

  it('a GRN that cannot be reversed names the product', () => {
    const e = new GrnReversalShortageError('Amoxicillin 500mg Capsule', []);
    expect(parseGrnInsufficientQty(e.message)).toBe('Amoxicillin 500mg Capsule');
  });

  it('recognises a balance CHECK refusal and nothing else', () => {
    expect(isBalanceViolation({ code: '23514', constraint: 'product_batches_quantity_check' })).toBe(true);
    expect(isBalanceViolation({ code: '23514', message: 'violates check constraint "product_batches_reserved_check"' })).toBe(true);
    expect(isBalanceViolation({ code: '23514', constraint: 'orders_status_check' })).toBe(false);
    expect(isBalanceViolation(new Error('boom'))).toBe(false);
  });
});
