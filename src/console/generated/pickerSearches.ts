import { resourceByName } from '@resources/index';

/** Does the referenced resource's list search (a `search` filter)? Then its picker searches as typed (a select of its records otherwise). */
export const pickerSearches = (resource: string) => !!resourceByName(resource)?.filters.some((f) => f.type === 'search');
