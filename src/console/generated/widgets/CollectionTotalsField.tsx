import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';

interface Totals { amount: number; byMode: Record<string, number>; byRider: Array<{ riderId: number; riderName?: string; total: number }> }

/** Collected money in all, per payment mode and per rider by name: "Total 122.25 · cash 62.50 · card 9.50 · Ruwan Fernando 72.00". */
export function CollectionTotalsField({ source }: { source: string; label?: string }) {
  const t = useRecordContext()?.[source] as Totals | undefined;
  if (!t) return null;
  const parts = [
    `Total ${t.amount.toFixed(2)}`,
    ...Object.entries(t.byMode).map(([mode, v]) => `${mode} ${v.toFixed(2)}`),
    ...t.byRider.map((r) => `${r.riderName ?? `Rider ${r.riderId}`} ${r.total.toFixed(2)}`),
  ];
  return <Typography data-testid="collection-totals">{parts.join(' · ')}</Typography>;
}
