import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';

const money = (n: unknown) => Number(n ?? 0).toFixed(2);

/** A rider's collection as it was split: "cash 14.50 + card 9.50" (the row's mode1 and mode2 type and amount); "—" before any payment. */
export function PaymentSplitField(_: { source: string; label?: string }) {
  const r = useRecordContext();
  if (!r?.mode1_type) return <Typography variant="body2" component="span">—</Typography>;
  const second = r.mode2_type ? ` + ${String(r.mode2_type)} ${money(r.mode2_amount)}` : '';
  return <Typography variant="body2" component="span">{`${String(r.mode1_type)} ${money(r.mode1_amount)}${second}`}</Typography>;
}
