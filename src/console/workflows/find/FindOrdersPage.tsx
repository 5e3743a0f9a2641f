import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { useCall } from '../orderList/apiContext';
import { OrderRowsTable } from '../orderList/OrderRowsTable';
import { OrderDetailHost, useOpenOrder } from '../orderList/OrderDetailHost';
import { usePagedList } from '../orderList/usePagedList';
import type { ListPage, OrderRow } from '../orderList/types';
import { SearchBar } from './SearchBar';

/** The search types GET /orders/admin/find-orders takes. */
export const FIND_ORDER_TYPES = ['orderId', 'customerName', 'contactNumber', 'patientName', 'prescriptionId'];

/** /app/find-orders: find orders by id, customer, phone, patient or prescription; open the order detail. */
export default function FindOrdersPage() {
  return <OrderDetailHost><FindOrders /></OrderDetailHost>;
}

function FindOrders() {
  const translate = useTranslate();
  const call = useCall();
  const openOrder = useOpenOrder();
  const [query, setQuery] = useState<{ searchType: string; searchKey: string } | null>(null);
  const list = usePagedList(
    (skip, limit, cursor) => (query ? call<ListPage<OrderRow>>('GET', '/orders/admin/find-orders', { ...query, skip, limit, ...(cursor ? { cursor } : {}) }) : Promise.resolve({ items: [], count: 0 })),
    JSON.stringify(query));
  const title = translate('rx.find.orders_title');
  return (
    <Box>
      <Title title={title} />
      <Typography variant="h5" component="h1">{title}</Typography>
      <SearchBar types={FIND_ORDER_TYPES} initialType="orderId" labelPrefix="rx.find.order_types" onSearch={(searchType, searchKey) => setQuery({ searchType, searchKey })} />
      {query ? (
        <OrderRowsTable label={title} rows={list.rows} count={list.count} countCapped={list.countCapped} page={list.page} pageSize={list.pageSize} onPage={list.setPage}
          loading={list.loading} error={list.error} onRetry={list.reload} onOpen={openOrder ? (r) => openOrder(r.id) : undefined} showAssignee />
      ) : (
        <Typography color="text.secondary" sx={{ p: 2 }}>{translate('rx.find.hint')}</Typography>
      )}
    </Box>
  );
}
