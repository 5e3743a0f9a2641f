import { Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { can } from '@shared/permissions/can';
import { useAuthState } from '../../data/useAuthState';
import { StatusChip } from '../StatusChip';
import { useAppPath } from '../../routing/useAppPath';
import { useDetailCall } from './useDetailCall';
import { SectionState } from './SectionState';
import { orderActions } from './orderActions';
import { OrderActionDialog, type OrderAction } from './OrderActionDialog';
import { SummarySection } from './SummarySection';
import { HierarchySection } from './HierarchySection';
import { ProcessingSection } from './ProcessingSection';
import { RoadmapSection } from './RoadmapSection';
import { PaymentSection } from './PaymentSection';
import { LogsSection } from './LogsSection';
import { PastOrdersSection } from './PastOrdersSection';
import { PrescriptionSection } from './PrescriptionSection';
import { PatientSection } from './PatientSection';
import type { OrderSummary } from './types';
import { LazyQuotationEditor } from './quotation';
import { LazyHistoryPanel } from '../../history';
import { PdfButton } from '../../documents/PdfButton';

const TABS = ['summary', 'quotation', 'hierarchy', 'processing', 'roadmap', 'payment', 'logs', 'past_orders', 'prescription', 'patient', 'history'] as const;
type TabName = (typeof TABS)[number];

/**
 * The order detail modal (spec 2): summary with totals and payment type, then one tab per call
 * (hierarchy, processing, roadmap, payment, logs, past orders, prescription, patient), each read
 * when opened. Cancel and complete show only when the role and the order's status allow them.
 */
export default function OrderDetailDialog({ orderId: first, onClose, onChanged }: { orderId: number | string; onClose: () => void; onChanged?: () => void }) {
  const translate = useTranslate();
  const appPath = useAppPath();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { abilities } = useAuthState();
  const [trail, setTrail] = useState<Array<number | string>>([first]);
  const orderId = trail[trail.length - 1];
  const [tab, setTab] = useState<TabName>('summary');
  const [action, setAction] = useState<OrderAction | null>(null);
  const summary = useDetailCall<OrderSummary>('/orders/admin/get-order-updated-details', { orderId }, true, false);
  const s = summary.data;
  const allowed = orderActions(s?.orderStatus, abilities);
  const openOther = (id: number) => { setTrail((t) => [...t, id]); setTab('summary'); };
  const title = s?.order_id ?? String(orderId);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={phone} aria-labelledby="order-detail-title" scroll="paper"
      slotProps={{ paper: { sx: { height: { sm: '90vh' } } } }}>
      <DialogTitle id="order-detail-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 6, flexWrap: 'wrap' }}>
        {trail.length > 1 && <Button size="small" onClick={() => setTrail((t) => t.slice(0, -1))}>{translate('rx.common.back')}</Button>}
        {translate('rx.order_detail.title', { id: title })}
        {s && <StatusChip status={s.orderStatus} />}
        <IconButton aria-label={translate('rx.common.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>✕</IconButton>
      </DialogTitle>
      <Tabs value={tab} onChange={(_, v: TabName) => setTab(v)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile
        aria-label={translate('rx.order_detail.sections')} sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>
        {TABS.filter((name) => name !== 'history' || can(abilities, 'audit.view_history')).map((name) => <Tab key={name} value={name} label={translate(`rx.order_detail.tabs.${name}`)} id={`order-tab-${name}`} aria-controls={`order-panel-${name}`} />)}
      </Tabs>
      <DialogContent sx={{ minHeight: 360 }} role="tabpanel" id={`order-panel-${tab}`} aria-labelledby={`order-tab-${tab}`}>
        <Box key={`${orderId}-${tab}`}>
          {tab === 'summary' && <SectionState state={summary}>{(d) => <SummarySection s={d} />}</SectionState>}
          {tab === 'quotation' && <Suspense fallback={null}><LazyQuotationEditor orderId={orderId} onChanged={() => { summary.reload(); onChanged?.(); }} /></Suspense>}
          {tab === 'hierarchy' && <HierarchySection orderId={orderId} onOpen={openOther} />}
          {tab === 'processing' && <ProcessingSection orderId={orderId} />}
          {tab === 'roadmap' && <RoadmapSection orderId={orderId} />}
          {tab === 'payment' && <PaymentSection orderId={orderId} />}
          {tab === 'logs' && <LogsSection orderId={orderId} />}
          {tab === 'past_orders' && <PastOrdersSection orderId={orderId} onOpen={openOther} />}
          {tab === 'prescription' && <PrescriptionSection orderId={orderId} onOpen={openOther} />}
          {tab === 'patient' && <PatientSection orderId={orderId} />}
          {tab === 'history' && <Suspense fallback={null}><LazyHistoryPanel entity="order" recordId={s?.orderId ?? orderId} /></Suspense>}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {s && (can(abilities, 'chats.my') || can(abilities, 'chats.all')) && (
          <Button component={RouterLink} to={appPath(`/chats/thread/${s.orderId}`)} onClick={onClose}>{translate('rx.chats.open_thread')}</Button>
        )}
        <Box sx={{ flex: 1 }} />
        {s && <PdfButton path="/orders/admin/order-summary-pdf" params={{ orderId: s.orderId }} label={translate('rx.documents.print_summary')} fallbackName={`order-summary-${s.order_id}.pdf`} />}
        {s && allowed.cancel && <Button color="error" variant="outlined" onClick={() => setAction('cancel')}>{translate('rx.order_detail.cancel.button')}</Button>}
        {s && allowed.complete && <Button variant="contained" onClick={() => setAction('complete')}>{translate('rx.order_detail.complete.button')}</Button>}
        <Button onClick={onClose}>{translate('rx.common.close')}</Button>
      </DialogActions>
      {action && s && (
        <OrderActionDialog action={action} orderId={s.orderId} displayId={s.order_id} onClose={() => setAction(null)}
          onDone={() => { setAction(null); summary.reload(); onChanged?.(); }} />
      )}
    </Dialog>
  );
}
