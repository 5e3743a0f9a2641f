import { useId } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { SchemaFieldState } from './useSchemaField';

type Field = Pick<SchemaFieldState, 'label' | 'schema' | 'text' | 'error' | 'setText' | 'touch'>;

/**
 * The box of a schema-driven field on a bespoke page: shows the typed text, the refusal under it
 * (named by the field's label), and for a text with a maxLength a counter against that limit.
 * `hideLabel`: a table cell's box, named for screen readers only ("Quantity Panadol 500mg").
 */
export function SchemaField({ field, counter, hideLabel, ariaLabel, helperText, slotProps, ...rest }: {
  field: Field; counter?: boolean; hideLabel?: boolean; ariaLabel?: string;
} & Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'label'>) {
  const id = useId();
  const max = field.schema.maxLength;
  const count = counter && max !== undefined ? `${[...field.text].length} / ${max}` : null;
  const help = [field.error ?? helperText, count].filter((x) => x !== undefined && x !== null && x !== '');
  const htmlInput = (slotProps?.htmlInput ?? {}) as Record<string, unknown>;
  return (
    <TextField
      {...rest}
      id={rest.id ?? id}
      label={hideLabel ? undefined : field.label}
      value={field.text}
      onChange={(e) => field.setText(e.target.value)}
      onBlur={(e) => { field.touch(); rest.onBlur?.(e); }}
      error={!!field.error}
      helperText={help.length ? help.map((h, i) => <span key={i} style={{ display: 'block' }}>{h}</span>) : (hideLabel ? undefined : ' ')}
      slotProps={{ ...slotProps, htmlInput: { ...htmlInput, ...(hideLabel ? { 'aria-label': ariaLabel ?? field.label } : {}) } }}
    />
  );
}
