import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useCall } from '../../data/apiContext';
import { PATHS, type OfflineCustomer } from './types';

const label = (c: OfflineCustomer) => `${c.customerName} · ${c.contactNumber} · ${c.displayId}${c.source === 'app' ? ' (app)' : ''}`;

/** Finds a customer by name, contact number or HNCX id as one types (GET /users/offline-customers?q). */
export function CustomerPicker({ value, onChange, error }: { value: OfflineCustomer | null; onChange: (c: OfflineCustomer | null) => void; error?: string }) {
  const call = useCall();
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<OfflineCustomer[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let live = true;
    const t = setTimeout(() => {
      setLoading(true);
      call<{ items: OfflineCustomer[] }>('GET', PATHS.customers, { q: input.trim(), limit: 20 }, { silent: true })
        .then((d) => live && setOptions(d.items))
        .catch(() => live && setOptions([]))
        .finally(() => live && setLoading(false));
    }, 250);
    return () => { live = false; clearTimeout(t); };
  }, [call, input]);
  return (
    <Autocomplete
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      value={value} loading={loading} filterOptions={(x) => x}
      getOptionLabel={label} isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, c) => onChange(c)} onInputChange={(_, v, reason) => { if (reason === 'input') setInput(v); }}
      renderInput={(params) => <TextField {...params} size="small" required label="Customer" error={Boolean(error)} helperText={error ?? 'Search by name, contact number or HNCX id'} />}
    />
  );
}
