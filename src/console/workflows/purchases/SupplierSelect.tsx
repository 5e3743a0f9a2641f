import { useEffect, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useCall } from '../orderList/apiContext';

/** Supplier choice from the contract's picker source (the suppliers config's `options`: GET /supplier/get-supplier-master). */
export function SupplierSelect({ value, onChange, disabled }: { value: number | null; onChange: (id: number | null) => void; disabled?: boolean }) {
  const call = useCall();
  const [suppliers, setSuppliers] = useState<Array<{ id: number; name: string }>>([]);
  useEffect(() => { call<{ items: Array<{ id: number; name: string }> }>('GET', '/supplier/get-supplier-master', { limit: 500 }, { silent: true }).then((d) => setSuppliers(d.items)).catch(() => undefined); }, [call]);
  return (
    <TextField select size="small" label="Supplier" value={value ?? ''} disabled={disabled} sx={{ minWidth: 220 }} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}>
      <MenuItem value="">—</MenuItem>
      {suppliers.map((s) => <MenuItem key={s.id} value={s.id}>{s.name}</MenuItem>)}
    </TextField>
  );
}
