import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { LIST_SEARCH } from '@shared/forms/requestFields';
import { useCall } from '../data/apiContext';
import { fieldState } from '../generated/useSchemaField';

export interface ProductOption { id: number; productName: string; displayId: string; availableQuantity: number; lowestUom: string }

/**
 * Product search (find-products) as the user types. The text is the call's own search field
 * (LIST_SEARCH): over its limit it is named under the box and not sent.
 */
export function ProductPicker({ label = 'Add product', onPick }: { label?: string; onPick: (p: ProductOption) => void }) {
  const call = useCall();
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<ProductOption[]>([]);
  const field = fieldState(LIST_SEARCH, label, input, setInput);
  useEffect(() => {
    if (!field.valid || input.trim().length < 2) { setOptions([]); return; }
    let live = true;
    const t = setTimeout(() => {
      call<{ items: ProductOption[] }>('GET', '/product/admin/find-products', { searchKey: input, limit: 20 }, { silent: true })
        .then((d) => live && setOptions(d.items)).catch(() => live && setOptions([]));
    }, 250);
    return () => { live = false; clearTimeout(t); };
  }, [call, input, field.valid]);
  return (
    <Autocomplete options={options} filterOptions={(o) => o} value={null} inputValue={input} onInputChange={(_, v) => setInput(v)}
      getOptionLabel={(o) => `${o.productName} (${o.displayId}) · ${o.availableQuantity} ${o.lowestUom}`} sx={{ minWidth: 280, flex: 1 }}
      onChange={(_, p) => { if (p) { onPick(p); setInput(''); } }} renderInput={(params) => <TextField {...params} size="small" label={label} error={!!field.problem} helperText={field.problem ?? undefined} />} />
  );
}
