import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';

/** A search type and a search key, submitted with Enter or the button. */
export function SearchBar({ types, initialType, onSearch, labelPrefix }: {
  types: string[]; initialType: string; onSearch: (type: string, key: string) => void; labelPrefix: string;
}) {
  const translate = useTranslate();
  const [type, setType] = useState(initialType);
  const [key, setKey] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = touched && !key.trim();
  return (
    <Box component="form" role="search" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', my: 1 }}
      onSubmit={(e) => { e.preventDefault(); setTouched(true); if (key.trim()) onSearch(type, key.trim()); }}>
      <TextField select size="small" label={translate('rx.find.search_type')} value={type} onChange={(e) => setType(e.target.value)} sx={{ minWidth: 180 }}>
        {types.map((t) => <MenuItem key={t} value={t}>{translate(`${labelPrefix}.${t}`)}</MenuItem>)}
      </TextField>
      <TextField size="small" type="search" label={translate('rx.find.search_key')} value={key} onChange={(e) => setKey(e.target.value)}
        error={missing} helperText={missing ? translate('rx.find.key_required') : ' '} sx={{ flex: '1 1 220px' }} autoFocus slotProps={{ htmlInput: { maxLength: 100 } }} />
      <Button type="submit" variant="contained">{translate('rx.find.search')}</Button>
    </Box>
  );
}
