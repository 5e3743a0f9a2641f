import { useEffect, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { ReportFilterProperty } from '../../../reports/defineReport';
import { resourceByName } from '@resources/index';
import { useCall } from '../data/apiContext';

interface Option { value: string; label: string }

/**
 * Records of a referenced resource as select options (e.g. pharmacy locations, riders): from the
 * reference's own source path, else the resource's picker source (`api.options`), else its list.
 */
function useReferenceOptions(ref: ReportFilterProperty['x-reference']): Option[] {
  const call = useCall();
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    const api = ref?.resource ? resourceByName(ref.resource)?.api : undefined;
    const path = ref?.path ?? api?.options?.path ?? api?.list?.path;
    if (!ref || !path) return;
    // A resource's source pages (up to 500 choices); a named source takes exactly its declared parameters.
    const params = ref.path ? { ...ref.params } : { skip: 0, limit: 500 };
    call<{ items: Array<Record<string, unknown>> } | Array<Record<string, unknown>>>('GET', path, params, { silent: true })
      .then((d) => setOptions((Array.isArray(d) ? d : d.items).map((r) => ({ value: String(r.id), label: String(r[ref.labelField] ?? r.id) }))))
      .catch(() => setOptions([]));
  }, [call, ref]);
  return options;
}

/** One filter's input, chosen by its schema: date, referenced record, enum, yes/no, number or text. */
export function FilterInput({ name, prop, required, choices, value, error, onChange }: {
  name: string; prop: ReportFilterProperty; required: boolean; choices?: Array<{ value: string | number; label: string }>;
  value: string; error?: string; onChange: (value: string) => void;
}) {
  const translate = useTranslate();
  const references = useReferenceOptions(prop['x-reference']);
  const common = {
    size: 'small' as const, label: prop['x-label'], value, required, error: !!error, helperText: error,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    slotProps: { htmlInput: { name, 'data-testid': `filter-${name}` }, inputLabel: { shrink: true } },
    sx: { minWidth: 180 },
  };
  const options: Option[] | null = prop['x-reference'] ? references
    : choices ? choices.map((c) => ({ value: String(c.value), label: c.label }))
      : prop.enum ? prop.enum.map((v) => ({ value: String(v), label: String(v) }))
        : prop.type === 'boolean' ? [{ value: 'true', label: translate('rx.reports.yes') }, { value: 'false', label: translate('rx.reports.no') }]
          : null;
  if (options) {
    return (
      <TextField select {...common}>
        <MenuItem value="">{translate('rx.reports.any')}</MenuItem>
        {options.map((o) => <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>)}
      </TextField>
    );
  }
  const type = prop.format === 'date' ? 'date' : prop.format === 'date-time' ? 'datetime-local' : prop.type === 'integer' || prop.type === 'number' ? 'number' : 'text';
  return <TextField {...common} type={type} />;
}
