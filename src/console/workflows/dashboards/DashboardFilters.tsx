import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FILTER_DAY } from '@shared/forms/requestFields';
import { SchemaField } from '../../generated/SchemaField';
import { useLazyFieldCheck } from '../../generated/useLazyFieldCheck';
import { useReference } from '../../orders/useReference';
import { rangeError, type DashboardFilter } from './range';

/**
 * Date range and location, shared by every dashboard. The dates are the dashboard calls' own day
 * fields (FILTER_DAY); a bad range is named under the end date, and the frame sends nothing then.
 */
export function DashboardFilters({ value, onChange }: { value: DashboardFilter; onChange: (f: DashboardFilter) => void }) {
  const locations = useReference('/pharmacy/admin/get-pharmacies-list', { limit: 200 });
  const error = rangeError(value);
  const set = (k: keyof DashboardFilter) => (e: { target: { value: string } }) => onChange({ ...value, [k]: e.target.value });
  const { check, load } = useLazyFieldCheck();
  const day = (key: 'startDate' | 'endDate', label: string) => {
    const text = value[key];
    const own = text && check ? check(FILTER_DAY, text, label) : null;
    return { label, schema: FILTER_DAY, text, error: own ?? (key === 'endDate' ? error : null), touch: () => undefined,
      setText: (x: string) => { load(); onChange({ ...value, [key]: x }); } };
  };
  const date = { size: 'small' as const, type: 'date', slotProps: { inputLabel: { shrink: true } } };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }} role="search" aria-label="Dashboard filters">
      <SchemaField field={day('startDate', 'From')} {...date} />
      <SchemaField field={day('endDate', 'To')} {...date} />
      <TextField size="small" select label="Location" value={value.location} onChange={set('location')} sx={{ minWidth: 200 }}>
        <MenuItem value="">All locations</MenuItem>
        {locations.options.map((l) => <MenuItem key={l.id} value={String(l.id)}>{l.name}</MenuItem>)}
      </TextField>
    </Box>
  );
}
