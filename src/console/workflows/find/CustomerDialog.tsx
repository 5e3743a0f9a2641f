import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { useOpenOrder } from '../orderList/OrderDetailHost';
import { PastOrdersSection } from '../orderDetail/PastOrdersSection';
import { CustomerPatients } from './CustomerPatients';
import { CustomerPrescriptions } from './CustomerPrescriptions';

export interface CustomerHit { id: number; displayId: string; name: string; contactNumber: string; email?: string | null; city?: string | null; ordersCount?: number; lastOrderAt?: string | null }

/** A found customer's orders, patients and prescriptions; an order opens the order detail. */
export function CustomerDialog({ customer, onClose }: { customer: CustomerHit; onClose: () => void }) {
  const translate = useTranslate();
  const openOrder = useOpenOrder();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [tab, setTab] = useState<'orders' | 'patients' | 'prescriptions'>('orders');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={phone} aria-labelledby="customer-title">
      <DialogTitle id="customer-title">{customer.name} ({customer.displayId}) · {customer.contactNumber}</DialogTitle>
      <Tabs value={tab} onChange={(_, v) => setTab(v)} sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }} aria-label={translate('rx.find.customer_sections')}>
        <Tab value="orders" label={translate('rx.find.tabs.orders')} />
        <Tab value="patients" label={translate('rx.find.tabs.patients')} />
        <Tab value="prescriptions" label={translate('rx.find.tabs.prescriptions')} />
      </Tabs>
      <DialogContent sx={{ minHeight: 320 }}>
        {tab === 'orders' && <PastOrdersSection customerId={customer.id} onOpen={(id) => openOrder?.(id)} />}
        {tab === 'patients' && <CustomerPatients customerId={customer.id} />}
        {tab === 'prescriptions' && <CustomerPrescriptions customerId={customer.id} />}
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{translate('rx.common.close')}</Button></DialogActions>
    </Dialog>
  );
}
