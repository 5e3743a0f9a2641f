import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { PRODUCT_SEARCH } from '@shared/forms/requestFields';
import { toApiError } from '../../../data/apiError';
import { fieldState } from '../../../generated/useSchemaField';
import { useCall } from '../../../data/apiContext';
import { formatMoney } from '../../../i18n/format';
import type { MasterProduct } from './types';

const labelOf = (p: MasterProduct) => p.productName;
const sameProduct = (a: MasterProduct, b: MasterProduct) => a.productId === b.productId;

/**
 * Product master search as one types (get-products-master typeIn): available, lowest unit, price,
 * cold-chain and narcotic flags. The text is a shared schema field: over the search's own limit it
 * is refused under the box (and not sent); a failed search says why, never "No product matches".
 */
export function ProductSearch({ value, onChange }: { value: MasterProduct | null; onChange: (p: MasterProduct | null) => void }) {
  const translate = useTranslate();
  const call = useCall();
  const [typeIn, setTypeIn] = useState('');
  const [options, setOptions] = useState<MasterProduct[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const field = fieldState(PRODUCT_SEARCH, translate('rx.quotation.search'), typeIn, setTypeIn, { server: failed });
  const local = fieldState(PRODUCT_SEARCH, field.label, typeIn, setTypeIn);
  useEffect(() => {
    const text = typeIn.trim();
    setFailed(null);
    if (!local.valid || text.length < 2 || (value && text === value.productName)) { setOptions(value ? [value] : []); setLoading(false); return; }
    let live = true;
    setLoading(true);
    const timer = setTimeout(() => {
      call<MasterProduct[]>('GET', '/quotations/get-products-master', { typeIn: text }, { silent: true })
        .then((rows) => live && setOptions(rows))
        .catch((e) => { if (live) { setOptions([]); setFailed(toApiError(e).message); } })
        .finally(() => live && setLoading(false));
    }, 200);
    return () => { live = false; clearTimeout(timer); };
  }, [typeIn, call, value, local.valid]);
  return (
    <Autocomplete
      sx={{ flex: 1, minWidth: 240 }} size="small" options={options} value={value} loading={loading} filterOptions={(x) => x}
      getOptionLabel={labelOf} isOptionEqualToValue={sameProduct}
      onChange={(_, p) => onChange(p)} onInputChange={(_, text) => setTypeIn(text)}
      noOptionsText={field.problem ?? (typeIn.trim().length < 2 ? translate('rx.quotation.type_more') : translate('rx.quotation.no_match'))}
      renderOption={(props, p) => (
        <Box component="li" {...props} key={p.productId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography variant="body2" sx={{ flex: 1 }}>{p.productName} <Typography component="span" variant="caption" color="text.secondary">{p.productCode}</Typography></Typography>
          <Typography variant="caption">{translate('rx.quotation.available', { n: p.available, unit: p.lowestUom })} · {formatMoney(p.retailPrice)}</Typography>
          {p.coldStorage && <Chip size="small" color="info" label={translate('rx.quotation.cold')} />}
          {p.narcotic && <Chip size="small" color="warning" label={translate('rx.quotation.narcotic')} />}
          {p.nearExpiry && <Chip size="small" color="error" variant="outlined" label={translate('rx.quotation.near_expiry', { date: p.nextExpiry ?? '' })} />}
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label={field.label} error={!!field.problem} helperText={field.problem ?? undefined} />}
    />
  );
}
