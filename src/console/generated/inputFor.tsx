import {
  BooleanInput, DateInput, DateTimeInput, NumberInput, PasswordInput, ReferenceArrayInput, ReferenceInput,
  SelectArrayInput, SelectInput, TextInput,
} from 'react-admin';
import type { PropertySchema } from '@shared/schemas/types';
import { baseType, choicesOf } from './schemaProps';
import './requiredMark.css';

/** The class that marks a required input (its label gets " *"). */
export const REQUIRED_CLASS = 'rx-required';

/**
 * The input for one schema property (cf. ra-no-code's builders/Edit.tsx): one switch on the
 * property's widget, reference, enum, type and format. Labels come from the i18n catalogue
 * (resources.<name>.fields.<source>, built from x-label).
 */
export function inputFor(source: string, p: PropertySchema, variant: 'create' | 'update', required = false) {
  const key = source;
  // Required fields carry an asterisk drawn by CSS (requiredMark.css), so the label's text stays the
  // field's name for people, screen readers and tests alike.
  const className = required ? REQUIRED_CLASS : undefined;
  const ref = p['x-reference'];
  const type = baseType(p);
  const items = p.items;

  if (ref && type === 'array') {
    return (
      <ReferenceArrayInput key={key} source={source} reference={ref.resource} perPage={100}>
        <SelectArrayInput optionText={ref.labelField ?? 'name'} className={className} />
      </ReferenceArrayInput>
    );
  }
  if (ref) {
    return (
      <ReferenceInput key={key} source={source} reference={ref.resource} perPage={100}>
        <SelectInput optionText={ref.labelField ?? 'name'} className={className} />
      </ReferenceInput>
    );
  }
  if (p['x-widget'] === 'password') {
    // On an update an empty password keeps the old one (toBody drops it).
    return <PasswordInput key={key} source={source} className={className} autoComplete="new-password" helperText={variant === 'update' ? 'rx.form.password_keep' : undefined} />;
  }
  if (type === 'array' && items?.enum) return <SelectArrayInput key={key} source={source} className={className} choices={choicesOf(items.enum)} />;
  if (p.enum) return <SelectInput key={key} source={source} className={className} choices={choicesOf(p.enum)} />;

  switch (type) {
    case 'boolean':
      return <BooleanInput key={key} source={source} className={className} />;
    case 'integer':
    case 'number':
      return <NumberInput key={key} source={source} className={className} step={type === 'integer' ? 1 : 'any'} />;
    case 'string':
      if (p.format === 'date' || p['x-widget'] === 'date') return <DateInput key={key} source={source} className={className} />;
      if (p.format === 'date-time') return <DateTimeInput key={key} source={source} className={className} />;
      if (p.format === 'email') return <TextInput key={key} source={source} className={className} type="email" />;
      if (p['x-widget'] === 'textarea') return <TextInput key={key} source={source} className={className} multiline minRows={3} />;
      return <TextInput key={key} source={source} className={className} />;
    default:
      return <TextInput key={key} source={source} className={className} />;
  }
}
