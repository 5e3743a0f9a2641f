import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { can } from '@shared/permissions/can';
import { useAuthState } from '../../data/useAuthState';

// The modal is its own chunk: lists load without it.
const OrderDetailDialog = lazy(() => import('../orderDetail/OrderDetailDialog'));

type Open = ((orderId: number | string) => void) | undefined;
const OpenContext = createContext<Open>(undefined);

/**
 * Lets any order list open the order detail modal (spec 2, Screens implied by the calls).
 * `useOpenOrder()` is undefined for roles without orders.view_details, so lists show plain ids.
 */
export function OrderDetailHost({ children, onChanged }: { children: ReactNode; onChanged?: () => void }) {
  const { abilities } = useAuthState();
  const [orderId, setOrderId] = useState<number | string | null>(null);
  const open = useCallback((id: number | string) => setOrderId(id), []);
  const value = useMemo(() => (can(abilities, 'orders.view_details') ? open : undefined), [abilities, open]);
  return (
    <OpenContext.Provider value={value}>
      {children}
      {orderId !== null && (
        <Suspense fallback={null}>
          <OrderDetailDialog orderId={orderId} onClose={() => setOrderId(null)} onChanged={onChanged} />
        </Suspense>
      )}
    </OpenContext.Provider>
  );
}

export const useOpenOrder = (): Open => useContext(OpenContext);
