import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useRecordContext } from 'react-admin';
import { roleLabel } from '@shared/roles';

/** An array of enum values (a user's roles) as chips. */
export function ChipsArrayField({ source }: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const values = record?.[source];
  if (!Array.isArray(values)) return null;
  return (
    <Stack direction="row" gap={0.5} flexWrap="wrap">
      {values.map((v) => <Chip key={String(v)} size="small" label={roleLabel(String(v))} />)}
    </Stack>
  );
}
