import { useCallback } from 'react';
import { parseInsufficientQty } from '@shared/envelope';
import { toApiError, type ApiError } from '../../../data/apiError';
import { notifyError } from '../../../notify/notifier';
import { useCall } from '../../../data/apiContext';
import { useDetailCall } from '../useDetailCall';
import type { QuotationDetails, Shortage } from './types';

/**
 * The quotation of one order and the editor's writes. Every write answers the whole quotation
 * (totals are the server's); a stock refusal becomes a Shortage for the insufficient-stock notice
 * instead of a toast (spec 8); any other refusal goes to `onRefused` (the box it names shows it),
 * else it is toasted.
 */
export function useQuotation(orderId: number | string) {
  const call = useCall();
  const state = useDetailCall<QuotationDetails>('/quotations/get-order-quotation-details', { orderId });
  const write = useCallback(async (path: string, body: Record<string, unknown>, shortage?: Omit<Shortage, 'available'>, onRefused?: (e: ApiError) => void): Promise<QuotationDetails | Shortage | null> => {
    try {
      const d = await call<QuotationDetails>('POST', path, body, { silent: true });
      state.reload();
      return d;
    } catch (e) {
      const err = toApiError(e);
      const available = parseInsufficientQty(err.message);
      if (available !== null && shortage) return { ...shortage, available };
      if (onRefused) onRefused(err); else notifyError(err.message);
      return null;
    }
  }, [call, state]);
  return { ...state, write };
}

export const isShortage = (x: unknown): x is Shortage => !!x && typeof (x as Shortage).available === 'number' && 'requested' in (x as object);
