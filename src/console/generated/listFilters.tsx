import { BooleanInput, DateInput, SearchInput, SelectInput, TextInput } from 'react-admin';
import type { ListFilter } from '@shared/resources/defineResource';
import type { EntitySchema } from '@shared/schemas/types';
import { filterProp } from './schemaProps';
import { filterChoices } from './filterChoices';
import { referencePicker } from './inputFor';
import { filterCheck } from './filterChecks';

/** The list's filter inputs from config.filters; the search box sends `searchTerm`. */
export function listFilters(filters: ListFilter[], schema: EntitySchema) {
  return filters.map((f) => {
    const validate = filterCheck(f, filters, schema);
    const common = { source: f.source, label: f.label, alwaysOn: f.alwaysOn, ...(validate ? { validate } : {}) };
    // A reference is always a picker, in filters as in forms (never a box for an id).
    const ref = f.reference ?? filterProp(schema, f.property ?? f.source)?.['x-reference'];
    if (ref && f.type !== 'search') return referencePicker(f.source, ref, undefined, { label: f.label, alwaysOn: f.alwaysOn });
    switch (f.type) {
      case 'search':
        return <SearchInput key={f.source} source={f.source} alwaysOn placeholder={f.label} />;
      case 'select':
        return <SelectInput key={f.source} {...common} choices={filterChoices(f, schema)} />;
      case 'boolean':
        return <BooleanInput key={f.source} {...common} />;
      case 'dateFrom':
      case 'dateTo':
        return <DateInput key={f.source} {...common} />;
      default:
        return <TextInput key={f.source} {...common} />;
    }
  });
}
