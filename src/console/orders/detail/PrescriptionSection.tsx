import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatDate, formatDateTime, formatMoney } from '../../i18n/format';
import { ListStatus } from '../../paging/ListStatus';
import { AttachmentLink } from '../../documents/AttachmentLink';
import { useDetailCall } from './useDetailCall';
import { KeyValues } from './KeyValues';
import { OrderTree, type OrderTreeNode } from './OrderTree';

export interface Prescription {
  prescriptionId: number; displayId: string; customerName?: string; patientName?: string | null; source?: string; doctorName?: string | null;
  doctorRegistration?: string | null; issuedDate?: string | null; validUntil?: string | null; status?: string; notes?: string | null;
  attachments?: Array<{ url: string; name?: string }>; nextReorderDate?: string | null; createdAt?: string;
}

interface Summary { summary: { ordersCount: number; openCount: number; completedCount: number; cancelledCount: number; invoicedTotal: number; firstOrderAt?: string; lastOrderAt?: string } }

/** Prescription summary and its order tree (GET get-prescription-details-using-order-id, prescription-orders-summary, prescription-order-tree-data). */
export function PrescriptionSection({ orderId, onOpen }: { orderId: number | string; onOpen: (id: number) => void }) {
  const translate = useTranslate();
  const details = useDetailCall<Prescription | null>('/prescriptions/get-prescription-details-using-order-id', { orderId });
  const has = !!details.data;
  const summary = useDetailCall<Summary>('/prescriptions/admin/prescription-orders-summary', { orderId, limit: 1 }, has);
  const tree = useDetailCall<{ count: number; tree: OrderTreeNode[] }>('/prescriptions/admin/prescription-order-tree-data', { orderId }, has);
  const t = (k: string) => translate(`rx.order_detail.fields.${k}`);
  if (details.loading || details.error || !details.data) {
    return <ListStatus loading={details.loading} error={details.error} onRetry={details.reload} empty={!details.loading && !details.error} emptyText={translate('rx.order_detail.no_prescription')} />;
  }
  const p = details.data;
  const s = summary.data?.summary;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <KeyValues items={[
        [t('prescription'), p.displayId],
        [t('status'), p.status],
        [t('patient'), p.patientName],
        [t('doctor'), [p.doctorName, p.doctorRegistration].filter(Boolean).join(' · ')],
        [t('issued'), formatDate(p.issuedDate)],
        [t('valid_until'), formatDate(p.validUntil)],
        [t('next_reorder'), p.nextReorderDate ? formatDate(p.nextReorderDate) : null],
        [t('note'), p.notes],
        [t('orders'), s ? translate('rx.order_detail.prescription_orders', { total: s.ordersCount, open: s.openCount, completed: s.completedCount, cancelled: s.cancelledCount }) : null],
        [t('invoiced_total'), s ? formatMoney(s.invoicedTotal) : null],
        [t('last_order'), s?.lastOrderAt ? formatDateTime(s.lastOrderAt) : null],
      ]} />
      {!!p.attachments?.length && (
        <Box>
          <Typography variant="subtitle2" component="h3">{t('attachments')}</Typography>
          {p.attachments.map((a) => <div key={a.url}><AttachmentLink url={a.url} /></div>)}
        </Box>
      )}
      <Box>
        <Typography variant="subtitle2" component="h3">{translate('rx.order_detail.prescription_tree')}</Typography>
        <ListStatus loading={tree.loading} error={tree.error} onRetry={tree.reload} />
        {tree.data && <OrderTree nodes={tree.data.tree} onOpen={onOpen} currentId={Number(orderId)} />}
      </Box>
    </Box>
  );
}
