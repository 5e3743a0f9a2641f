import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';

/** An object of amounts by name, to the cent: "cash 62.50 · card 9.50" (a run's collection by payment mode); "—" when empty. */
export function AmountsByKeyField({ source }: { source: string; label?: string }) {
  const value = useRecordContext()?.[source] as Record<string, number> | null | undefined;
  const parts = Object.entries(value ?? {}).map(([k, v]) => `${k} ${Number(v).toFixed(2)}`);
  return <Typography variant="body2" component="span">{parts.length ? parts.join(' · ') : '—'}</Typography>;
}
