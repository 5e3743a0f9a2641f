import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useReference } from '../../orders/useReference';
import { rangeError, type DashboardFilter } from './range';

/** Date range and location, shared by every dashboard; a bad range is named beside the end date. */
export function DashboardFilters({ value, onChange }: { value: DashboardFilter; onChange: (f: DashboardFilter) => void }) {
  const locations = useReference('/pharmacy/admin/get-pharmacies-list', { limit: 200 });
  const error = rangeError(value);
  const set = (k: keyof DashboardFilter) => (e: { target: { value: string } }) => onChange({ ...value, [k]: e.target.value });
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }} role="search" aria-label="Dashboard filters">
      <TextField size="small" type="date" label="From" value={value.startDate} onChange={set('startDate')} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField size="small" type="date" label="To" value={value.endDate} onChange={set('endDate')} slotProps={{ inputLabel: { shrink: true } }}
        error={Boolean(error)} helperText={error ?? undefined} />
      <TextField size="small" select label="Location" value={value.location} onChange={set('location')} sx={{ minWidth: 200 }}>
        <MenuItem value="">All locations</MenuItem>
        {locations.options.map((l) => <MenuItem key={l.id} value={String(l.id)}>{l.name}</MenuItem>)}
      </TextField>
    </Box>
  );
}
