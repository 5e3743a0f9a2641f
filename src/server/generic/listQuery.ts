import type { EntitySchema, PropertySchema } from '../../shared/schemas/types';
import type { ResourceConfig } from '../../shared/resources/defineResource';

/** The paging, sorting and search parameters every list call takes. */
export const PAGING_PROPS: Record<string, PropertySchema> = {
  skip: { type: 'integer', minimum: 0, default: 0 },
  limit: { type: 'integer', minimum: 1, maximum: 500, default: 25 },
  sortBy: { type: 'string' },
  sortOrder: { type: 'string', enum: ['ASC', 'DESC', 'asc', 'desc'] },
  searchTerm: { type: 'string', maxLength: 200 },
};

const filterable = (p: PropertySchema) => {
  const t = ([] as string[]).concat(p.type ?? []);
  return !p['x-virtual'] && !t.includes('object') && !t.includes('array');
};

/** The querystring schema of a generic list: paging + one optional filter per stored scalar property. */
export function listQuerySchema(schema: EntitySchema): PropertySchema {
  const filters: Record<string, PropertySchema> = {};
  for (const [name, p] of Object.entries(schema.properties)) {
    if (!filterable(p)) continue;
    const t = ([] as string[]).concat(p.type ?? 'string').filter((x) => x !== 'null');
    // A filter takes what its column holds: the property's column type (bounds.ts) or its format.
    const base: PropertySchema = t[0] === 'integer' || t[0] === 'number' ? { type: t[0], ...(p['x-column-type'] ? { 'x-column-type': p['x-column-type'] } : {}) }
      : t[0] === 'boolean' ? { type: t[0] } : { type: 'string', ...(p.format ? { format: p.format } : {}) };
    filters[name] = p.enum ? { anyOf: [{ ...base, enum: p.enum.filter((e) => e !== null) }, { type: 'array', items: { ...base, enum: p.enum.filter((e) => e !== null) } }] } : { anyOf: [base, { type: 'array', items: base }] };
  }
  return { type: 'object', properties: { ...PAGING_PROPS, ...filters }, additionalProperties: false };
}

export interface ListParams {
  skip: number;
  limit: number;
  sortBy?: string;
  sortOrder?: string;
  searchTerm?: string;
  [filter: string]: unknown;
}

/** Which column to sort by: the asked one when it is a stored property, else the config's default. */
export function sortOf(schema: EntitySchema, config: ResourceConfig, params: ListParams): { prop: string; desc: boolean } {
  const asked = params.sortBy && schema.properties[params.sortBy] && filterable(schema.properties[params.sortBy]) ? params.sortBy : undefined;
  const prop = asked ?? config.sort.field;
  const order = (params.sortOrder ?? (asked ? 'ASC' : config.sort.order)).toUpperCase();
  return { prop, desc: order === 'DESC' };
}

/** The query string of a call that takes none: unknown parameters are refused, not ignored. */
export const NO_QUERY = { type: 'object', properties: {}, additionalProperties: false } as const;
