import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { can } from '@shared/permissions/can';
import { useAuthState } from '../../data/useAuthState';
import { NotPermittedPage } from '../../layout/NotPermittedPage';
import { OrderDetailHost, useOpenOrder } from '../../orders/OrderDetailHost';
import { StatusChip } from '../../orders/StatusChip';
import { formatDate, formatMoney, fullName } from '../../i18n/format';
import { useThread } from './useThread';
import { MessageList } from './MessageList';
import { ReplyBox } from './ReplyBox';
import { ThreadQuotation } from '../../orders/detail/quotation/ThreadQuotation';

/** /app/chats/thread/{orderId}: the order and its chat, grouped by step, with the staff reply box. */
export default function ChatThreadPage() {
  const { abilities } = useAuthState();
  const allowed = ['chats.my', 'chats.all', 'orders.view_details'].some((a) => can(abilities, a));
  if (!allowed) return <NotPermittedPage />;
  return <OrderDetailHost><Thread /></OrderDetailHost>;
}

function Thread() {
  const { orderId = '' } = useParams();
  const translate = useTranslate();
  const { abilities } = useAuthState();
  const openOrder = useOpenOrder();
  const { state, reload, refresh, append } = useThread(orderId);

  if (state.status === 'loading') return <LinearProgress aria-label={translate('rx.common.loading')} />;
  if (state.status === 'failed') {
    return (
      <Alert severity="error" data-testid="thread-failed" action={<Button color="inherit" size="small" onClick={reload}>{translate('rx.common.retry')}</Button>}>
        {translate('rx.chats.thread_failed', { message: state.message })}
      </Alert>
    );
  }
  const { order, customer, patient, thread } = state.data;
  const title = translate('rx.chats.thread_title', { id: thread.order_id ?? order?.order_id ?? orderId });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 960 }}>
      <Title title={title} />
      <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Typography variant="h6" component="h1">{title}</Typography>
        <StatusChip status={order?.status} />
        <Typography variant="body2">{customer?.name ?? order?.customer}{customer?.contactNumber ? ` · ${customer.contactNumber}` : ''}</Typography>
        <Typography variant="body2">{translate('rx.orders.columns.patient')}: {patient ? fullName(patient.firstName, patient.lastName) : fullName(order?.patient_first_name, order?.patient_last_name)}</Typography>
        <Typography variant="body2">{translate('rx.orders.columns.delivery')}: {formatDate(order?.delivery_date)}{order?.delivery_slot ? ` · ${order.delivery_slot}` : ''}</Typography>
        <Typography variant="body2">{translate('rx.orders.columns.quotation_total')}: {formatMoney(order?.quotation_total)}</Typography>
        {openOrder && order && <Button size="small" variant="outlined" onClick={() => openOrder(order.id)}>{translate('rx.orders.open_details')}</Button>}
      </Paper>
      {order && <ThreadQuotation orderId={order.id} onChanged={refresh} />}
      <MessageList chats={thread.chats} />
      {can(abilities, 'chats.reply')
        ? <ReplyBox orderId={order?.id ?? orderId} threadKey={thread.threadKey} onSent={append} />
        : <Typography variant="body2" color="text.secondary">{translate('rx.chats.read_only')}</Typography>}
    </Box>
  );
}
