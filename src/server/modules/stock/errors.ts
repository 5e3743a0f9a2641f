import { ConflictError } from '../../errors';
import { GRN_INSUFFICIENT_QTY_MARKER, INSUFFICIENT_QTY_MARKER } from '../../../shared/envelope';

export interface ShortageDetail { field: string; message: string; productId: number; batchId?: number; available: number; requested: number }

/**
 * Not enough stock. The message is the spec 8 marker the console parses (`INSUFFICIENT_QTY__<available>`);
 * details carry the same facts per product.
 */
export class InsufficientStockError extends ConflictError {
  constructor(public readonly shortage: Omit<ShortageDetail, 'field' | 'message'>) {
    super(`${INSUFFICIENT_QTY_MARKER}__${shortage.available}`, [{
      field: 'quantity', message: `only ${shortage.available} available, ${shortage.requested} requested`, ...shortage,
    } satisfies ShortageDetail]);
  }
}

/** A GRN cannot be reversed: its stock was already sold or reserved (spec 8 GRN cancel marker). */
export class GrnReversalShortageError extends ConflictError {
  constructor(productName: string, details: unknown[]) {
    super(`${GRN_INSUFFICIENT_QTY_MARKER}__${productName}`, details);
  }
}

/** True when PostgreSQL refused a batch balance (CHECK on product_batches). */
export function isBalanceViolation(e: unknown): boolean {
  const err = e as { code?: string; constraint?: string; message?: string };
  return err?.code === '23514' && /product_batches_(quantity|reserved)_check/.test(`${err.constraint ?? ''} ${err.message ?? ''}`);
}
