import {
  BooleanField, ChipField, EmailField, ReferenceArrayField, ReferenceField, SelectField, SingleFieldList, TextField,
} from 'react-admin';
import type { PropertySchema } from '@shared/schemas/types';
import { baseType } from './schemaProps';
import { ChipsArrayField } from './ChipsArrayField';
import { LinkedField, linkOf } from './LinkedField';
import { ReferenceLabelField } from './ReferenceLabelField';
import { choicesFor } from './enumChoices';
import { DISPLAY_WIDGETS } from './displayWidgets';
import { DateValueField, NumberValueField } from './valueFields';

/** The display field for one schema property (lists and show pages). */
export function fieldFor(source: string, p: PropertySchema | undefined, opts: { sortable?: boolean; label?: string; emptyText?: string } = {}) {
  const common = { source, sortable: !!opts.sortable, label: opts.label, ...(opts.emptyText ?? p?.['x-empty'] ? { emptyText: opts.emptyText ?? p?.['x-empty'] } : {}) };
  const ref = p?.['x-reference'];
  const type = p ? baseType(p) : 'string';
  const Widget = p?.['x-widget'] ? DISPLAY_WIDGETS[p['x-widget']] : undefined;
  if (Widget) return <Widget key={source} source={source} label={opts.label} />;

  if (ref && type === 'array') {
    return (
      <ReferenceArrayField key={source} {...common} reference={ref.resource} sortable={false}>
        <SingleFieldList linkType={false}><ChipField source={ref.labelField ?? 'name'} size="small" /></SingleFieldList>
      </ReferenceArrayField>
    );
  }
  if (ref?.display) return <ReferenceLabelField key={source} {...common} display={ref.display} resource={ref.resource} />;
  if (ref) {
    return (
      <ReferenceField key={source} {...common} reference={ref.resource} link={false}>
        <TextField source={ref.labelField ?? 'name'} />
      </ReferenceField>
    );
  }
  const link = linkOf(p);
  if (link) return <LinkedField key={source} {...common} sortable={false} link={link} />;
  if (type === 'array' && p?.items?.enum) return <ChipsArrayField key={source} {...common} sortable={false} />;
  if (p?.enum) return <SelectField key={source} {...common} choices={choicesFor(p, true)} />;

  switch (type) {
    case 'boolean':
      return <BooleanField key={source} {...common} />;
    case 'integer':
    case 'number':
      return <NumberValueField key={source} {...common} textAlign="right" />;
    case 'string':
      if (p?.format === 'date-time') return <DateValueField key={source} {...common} showTime />;
      if (p?.format === 'date') return <DateValueField key={source} {...common} />;
      if (p?.format === 'email') return <EmailField key={source} {...common} />;
      return <TextField key={source} {...common} />;
    default:
      return <TextField key={source} {...common} />;
  }
}
