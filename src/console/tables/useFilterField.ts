import { useState } from 'react';
import type { PropertySchema } from '@shared/schemas/types';
import { useSchemaField } from '../generated/useSchemaField';

/**
 * A filter box of a bespoke list (its search, a date) as a schema field: the typed text is shown as
 * typed, a text the list's call would refuse (its schema is the route's) gets the message under the
 * box, and `query` stays the last text that was valid, so the list never asks with a value the
 * server refuses.
 */
export function useFilterField(schema: PropertySchema, label: string) {
  const field = useSchemaField({ schema, label });
  const [query, setQuery] = useState('');
  // Derived during render (React's pattern for state that follows a value): no render with a stale query.
  if (field.valid && field.text !== query) setQuery(field.text);
  return { field, query: field.valid ? field.text : query };
}
