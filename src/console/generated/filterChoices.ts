import type { ListFilter } from '@shared/resources/defineResource';
import type { EntitySchema } from '@shared/schemas/types';
import { choicesOf, filterProp } from './schemaProps';
import { choicesFor } from './enumChoices';

/** A select filter's choices: its declared ones (words or `{ id, name }` pairs), else the property's enum worded. */
export const filterChoices = (f: ListFilter, schema: EntitySchema) => (f.choices
  ? f.choices.map((c) => (typeof c === 'string' ? choicesOf([c])[0] : c))
  : choicesFor(filterProp(schema, f.property ?? f.source)));
