import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { LIST_SEARCH } from '@shared/forms/requestFields';
import { useCall } from '../../data/apiContext';
import { fieldState } from '../../generated/useSchemaField';
import { PATHS, type OfflineCustomer } from './types';

const label = (c: OfflineCustomer) => `${c.customerName} · ${c.contactNumber} · ${c.displayId}${c.source === 'app' ? ' (app)' : ''}`;

/**
 * Finds a customer by name, contact number or HNCX id as one types (GET /users/offline-customers?q).
 * The typed text is the call's own search field (LIST_SEARCH): over its limit it is named under the
 * box and not sent.
 */
export function CustomerPicker({ value, onChange, error }: { value: OfflineCustomer | null; onChange: (c: OfflineCustomer | null) => void; error?: string }) {
  const call = useCall();
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<OfflineCustomer[]>([]);
  const [loading, setLoading] = useState(false);
  const search = fieldState(LIST_SEARCH, 'Customer', input, setInput);
  useEffect(() => {
    if (!search.valid) { setOptions([]); return; }
    let live = true;
    const t = setTimeout(() => {
      setLoading(true);
      call<{ items: OfflineCustomer[] }>('GET', PATHS.customers, { q: input.trim(), limit: 20 }, { silent: true })
        .then((d) => live && setOptions(d.items))
        .catch(() => live && setOptions([]))
        .finally(() => live && setLoading(false));
    }, 250);
    return () => { live = false; clearTimeout(t); };
  }, [call, input, search.valid]);
  return (
    <Autocomplete
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      value={value} loading={loading} filterOptions={(x) => x}
      getOptionLabel={label} isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, c) => onChange(c)} onInputChange={(_, v, reason) => { if (reason === 'input') setInput(v); }}
      renderInput={(params) => <TextField {...params} size="small" required label="Customer" error={Boolean(search.problem ?? error)} helperText={search.problem ?? error ?? 'Search by name, contact number or HNCX id'} />}
    />
  );
}
