import {
  BooleanInput, DateInput, DateTimeInput, NumberInput, PasswordInput, ReferenceArrayInput, ReferenceInput,
  SelectArrayInput, SelectInput, TextInput,
} from 'react-admin';
import type { PropertySchema } from '@shared/schemas/types';
import { baseType, choicesOf } from './schemaProps';

/**
 * The input for one schema property (cf. ra-no-code's builders/Edit.tsx): one switch on the
 * property's widget, reference, enum, type and format. Labels come from the i18n catalogue
 * (resources.<name>.fields.<source>, built from x-label).
 */
export function inputFor(source: string, p: PropertySchema, variant: 'create' | 'update') {
  const key = source;
  const ref = p['x-reference'];
  const type = baseType(p);
  const items = p.items;

  if (ref && type === 'array') {
    return (
      <ReferenceArrayInput key={key} source={source} reference={ref.resource} perPage={100}>
        <SelectArrayInput optionText={ref.labelField ?? 'name'} />
      </ReferenceArrayInput>
    );
  }
  if (ref) {
    return (
      <ReferenceInput key={key} source={source} reference={ref.resource} perPage={100}>
        <SelectInput optionText={ref.labelField ?? 'name'} />
      </ReferenceInput>
    );
  }
  if (p['x-widget'] === 'password') {
    // On an update an empty password keeps the old one (toBody drops it).
    return <PasswordInput key={key} source={source} autoComplete="new-password" helperText={variant === 'update' ? 'rx.form.password_keep' : undefined} />;
  }
  if (type === 'array' && items?.enum) return <SelectArrayInput key={key} source={source} choices={choicesOf(items.enum)} />;
  if (p.enum) return <SelectInput key={key} source={source} choices={choicesOf(p.enum)} />;

  switch (type) {
    case 'boolean':
      return <BooleanInput key={key} source={source} />;
    case 'integer':
    case 'number':
      return <NumberInput key={key} source={source} step={type === 'integer' ? 1 : 'any'} />;
    case 'string':
      if (p.format === 'date' || p['x-widget'] === 'date') return <DateInput key={key} source={source} />;
      if (p.format === 'date-time') return <DateTimeInput key={key} source={source} />;
      if (p.format === 'email') return <TextInput key={key} source={source} type="email" />;
      if (p['x-widget'] === 'textarea') return <TextInput key={key} source={source} multiline minRows={3} />;
      return <TextInput key={key} source={source} />;
    default:
      return <TextInput key={key} source={source} />;
  }
}
