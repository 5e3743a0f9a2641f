import { useTranslate } from 'react-admin';
import { useCall } from '../../data/apiContext';
import { OrderRowsTable } from '../OrderRowsTable';
import { usePagedList } from '../../paging/usePagedList';
import type { ListPage, OrderRow } from '../types';

/** The customer's other orders, newest first (GET past-orders ?orderId or ?customerId), paged on the server. */
export function PastOrdersSection({ orderId, customerId, onOpen }: { orderId?: number | string; customerId?: number | string; onOpen: (id: number) => void }) {
  const translate = useTranslate();
  const call = useCall();
  const ref = orderId !== undefined ? { orderId } : { customerId };
  const list = usePagedList((skip, limit) => call<ListPage<OrderRow>>('GET', '/orders/admin/past-orders', { ...ref, skip, limit }, { silent: true }), JSON.stringify(ref));
  return (
    <OrderRowsTable label={translate('rx.order_detail.tabs.past_orders')} rows={list.rows} count={list.count} page={list.page} pageSize={list.pageSize}
      onPage={list.setPage} loading={list.loading} error={list.error} onRetry={list.reload} onOpen={(r) => onOpen(r.id)} />
  );
}
