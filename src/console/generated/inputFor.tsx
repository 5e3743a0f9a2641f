import {
  AutocompleteInput, BooleanInput, DateInput, DateTimeInput, NumberInput, PasswordInput, ReferenceArrayInput, ReferenceInput,
  SelectArrayInput, SelectInput, TextInput,
} from 'react-admin';
import type { PropertySchema } from '@shared/schemas/types';
import { pickerSearches } from './pickerSearches';
import { baseType, choicesOf } from './schemaProps';
import './requiredMark.css';

/** The class that marks a required input (its label gets " *"). */
export const REQUIRED_CLASS = 'rx-required';

/**
 * The input for one schema property (cf. ra-no-code's builders/Edit.tsx): one switch on the
 * property's widget, reference, enum, type and format. Labels come from the i18n catalogue
 * (resources.<name>.fields.<source>, built from x-label).
 */
export function inputFor(source: string, p: PropertySchema, variant: 'create' | 'update', required = false, label?: string) {
  const key = source;
  // Required fields carry an asterisk drawn by CSS (requiredMark.css), so the label's text stays the
  // field's name for people, screen readers and tests alike.
  const className = required ? REQUIRED_CLASS : undefined;
  const ref = p['x-reference'];
  const type = baseType(p);
  const items = p.items;

  if (ref && type === 'array') {
    return (
      <ReferenceArrayInput key={key} source={source} label={label} reference={ref.resource} perPage={100}>
        <SelectArrayInput optionText={ref.labelField ?? 'name'} className={className} label={label} />
      </ReferenceArrayInput>
    );
  }
  if (ref) return referencePicker(source, ref, className, label ? { label } : {});
  if (p['x-widget'] === 'password') {
    // On an update an empty password keeps the old one (toBody drops it).
    return <PasswordInput key={key} source={source} label={label} className={className} autoComplete="new-password" helperText={variant === 'update' ? 'rx.form.password_keep' : undefined} />;
  }
  if (type === 'array' && items?.enum) return <SelectArrayInput key={key} source={source} label={label} className={className} choices={choicesOf(items.enum)} />;
  if (p.enum) return <SelectInput key={key} source={source} label={label} className={className} choices={choicesOf(p.enum)} />;

  switch (type) {
    case 'boolean':
      return <BooleanInput key={key} source={source} label={label} className={className} />;
    case 'integer':
    case 'number':
      return <NumberInput key={key} source={source} label={label} className={className} step={type === 'integer' ? 1 : 'any'} />;
    case 'string':
      if (p.format === 'date' || p['x-widget'] === 'date') return <DateInput key={key} source={source} label={label} className={className} />;
      if (p.format === 'date-time') return <DateTimeInput key={key} source={source} label={label} className={className} />;
      if (p.format === 'email') return <TextInput key={key} source={source} label={label} className={className} type="email" />;
      if (p['x-widget'] === 'textarea') return <TextInput key={key} source={source} label={label} className={className} multiline minRows={3} />;
      return <TextInput key={key} source={source} label={label} className={className} />;
    default:
      return <TextInput key={key} source={source} label={label} className={className} />;
  }
}

/**
 * The margins of react-admin's dense inputs (MUI's marginDense), given outright: while a select's
 * choices are read, react-admin draws a loading box without them, and a filter toolbar on a phone
 * grew 4 px when the riders arrived.
 */
const DENSE_MARGINS = { marginTop: '8px', marginBottom: '4px' } as const;

/**
 * The picker of a reference, in forms and list filters alike: a searching autocomplete when the
 * referenced list searches (products, suppliers), else a select of its first 100 records.
 */
export function referencePicker(source: string, ref: { resource: string; labelField?: string }, className?: string, extra: Record<string, unknown> = {}) {
  const optionText = ref.labelField ?? 'name';
  const label = extra.label as string | undefined;
  return (
    <ReferenceInput key={source} source={source} reference={ref.resource} perPage={pickerSearches(ref.resource) ? 25 : 100} {...extra}>
      {pickerSearches(ref.resource)
        ? <AutocompleteInput optionText={optionText} className={className} label={label} filterToQuery={(q: string) => (q ? { searchTerm: q } : {})} />
        : <SelectInput optionText={optionText} className={className} label={label} sx={DENSE_MARGINS} />}
    </ReferenceInput>
  );
}
