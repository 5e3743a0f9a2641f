import { createContext, lazy, Suspense, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { can } from '@shared/permissions/can';
import { useAuthState } from '../data/useAuthState';

// The modal is its own chunk: lists load without it.
const OrderDetailDialog = lazy(() => import('./detail/OrderDetailDialog'));

type Open = ((orderId: number | string) => void) | undefined;
const OpenContext = createContext<Open>(undefined);

/** The query parameter that gives an open order detail its address: /app/chats/my/new-requests?order=123. */
export const ORDER_PARAM = 'order';

/**
 * Lets any order list open the order detail modal (spec 2, Screens implied by the calls).
 * `useOpenOrder()` is undefined for roles without orders.view_details, so lists show plain ids.
 * The open order lives in the URL (`?order=`), so it can be linked, bookmarked, reloaded and opened
 * in a new tab; closing goes back in history to the list as it was (its state stays mounted).
 */
export function OrderDetailHost({ children, onChanged }: { children: ReactNode; onChanged?: () => void }) {
  const { abilities } = useAuthState();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const orderId = can(abilities, 'orders.view_details') ? params.get(ORDER_PARAM) : null;
  const open = useCallback((id: number | string) => {
    const next = new URLSearchParams(location.search);
    next.set(ORDER_PARAM, String(id));
    navigate({ search: `?${next}` }, { state: { openedFromList: true } });
  }, [location.search, navigate]);
  const close = () => {
    // Opened from this list: Back returns to it exactly. Reached by a link or reload: drop the parameter.
    if ((location.state as { openedFromList?: boolean } | null)?.openedFromList) { navigate(-1); return; }
    const next = new URLSearchParams(location.search);
    next.delete(ORDER_PARAM);
    navigate({ search: next.toString() ? `?${next}` : '' }, { replace: true });
  };
  const value = useMemo(() => (can(abilities, 'orders.view_details') ? open : undefined), [abilities, open]);
  return (
    <OpenContext.Provider value={value}>
      {children}
      {orderId !== null && (
        <Suspense fallback={null}>
          <OrderDetailDialog key={orderId} orderId={orderId} onClose={close} onChanged={onChanged} />
        </Suspense>
      )}
    </OpenContext.Provider>
  );
}

export const useOpenOrder = (): Open => useContext(OpenContext);
