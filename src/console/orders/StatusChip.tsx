import Chip from '@mui/material/Chip';
import { useStatusLook } from './statusLook';

/** An order status number as a small labelled chip (names from src/shared/orders). */
export function StatusChip({ status }: { status: number | undefined | null }) {
  const look = useStatusLook(status);
  return look && <Chip size="small" label={look.label} color={look.color} variant="outlined" />;
}
