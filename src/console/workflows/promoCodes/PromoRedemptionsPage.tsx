import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { ListStatus } from '../orderList/ListStatus';
import { ActivatedCustomersTable, RedeemedOrdersTable } from './UsageTables';
import { discountText, type PromoCode } from './types';
import { useGet } from '../orderList/useGet';

/** /app/promo-redemptions: for one code, the customers who activated it and the orders that redeemed it, by date. */
export default function PromoRedemptionsPage() {
  const [params, setParams] = useSearchParams();
  const promoId = Number(params.get('promoId')) || null;
  const [range, setRange] = useState({ startDate: '', endDate: '' });
  const [tab, setTab] = useState<'orders' | 'customers'>('orders');
  const codes = useGet<{ promoCodes: PromoCode[]; total: number }>('/promocode/all', { skip: 0, limit: 500 });
  const selected = codes.data?.promoCodes.find((c) => c.promoId === promoId);
  const badRange = Boolean(range.startDate && range.endDate && range.endDate < range.startDate);
  return (
    <Box>
      <Title title="Promo redemptions" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>Promo redemptions</Typography>
      <ListStatus loading={codes.loading} error={codes.error} onRetry={codes.retry} empty={codes.data !== null && codes.data.total === 0} emptyText="No promo codes yet." />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <TextField size="small" select label="Promo code" value={codes.data ? (promoId ?? '') : ''} sx={{ minWidth: 220 }}
          onChange={(e) => setParams(e.target.value ? { promoId: String(e.target.value) } : {})}>
          {(codes.data?.promoCodes ?? []).map((c) => <MenuItem key={c.promoId} value={c.promoId}>{c.code} ({discountText(c)})</MenuItem>)}
        </TextField>
        <TextField size="small" type="date" label="From" value={range.startDate} onChange={(e) => setRange({ ...range, startDate: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField size="small" type="date" label="To" value={range.endDate} onChange={(e) => setRange({ ...range, endDate: e.target.value })} slotProps={{ inputLabel: { shrink: true } }}
          error={badRange} helperText={badRange ? 'Must not be before the start date' : undefined} />
      </Box>
      {!promoId && <Typography color="text.secondary">Choose a promo code to see who activated it and which orders redeemed it.</Typography>}
      {promoId && (
        <>
          {selected && <Typography sx={{ mb: 1 }}>{selected.code}: {selected.activations} activated, {selected.redemptions} redeemed in all</Typography>}
          <Tabs value={tab} onChange={(_, v: 'orders' | 'customers') => setTab(v)} sx={{ mb: 1 }}>
            <Tab value="orders" label="Redeemed orders" />
            <Tab value="customers" label="Activated customers" />
          </Tabs>
          {!badRange && (tab === 'orders'
            ? <RedeemedOrdersTable key={`o${promoId}`} promoId={promoId} startDate={range.startDate} endDate={range.endDate} />
            : <ActivatedCustomersTable key={`c${promoId}`} promoId={promoId} startDate={range.startDate} endDate={range.endDate} />)}
        </>
      )}
    </Box>
  );
}
