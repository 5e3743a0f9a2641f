/**
 * A resource config: everything the console and the server need to know about one entity's
 * screens and calls, as data. No React here: the server imports these files too.
 */
export type HttpMethod = 'GET' | 'POST';

export interface ApiCall {
  method: HttpMethod;
  /** Path under /api/v1, exactly as in shared/spec/api-paths.txt (`:id` for a path parameter). */
  path: string;
  /** For getOne: the query parameter that carries the id (e.g. `supplierId`); omitted when in the path. */
  idParam?: string;
  /** For update: the body field that carries the id (e.g. `id`). */
  idField?: string;
}

export interface ListColumn {
  source: string;
  label?: string;
  sortable?: boolean;
}

export interface ListFilter {
  source: string;
  label?: string;
  /** `search` is the free-text box; the others filter one field. */
  type: 'search' | 'equals' | 'select' | 'boolean' | 'dateFrom' | 'dateTo';
  alwaysOn?: boolean;
}

export type ResourceAction = 'list' | 'show' | 'create' | 'edit';

export interface ResourceConfig {
  /** The react-admin resource name, also the key in `resources/index.ts`. */
  name: string;
  /** `$id` of the schema in `schemas/`. */
  schema: string;
  label: string;
  singular: string;
  idField: string;
  /** Field shown as the record's title (`recordRepresentation`). */
  titleField: string;
  /** Prefix and digits of the formatted display id of spec 3 (e.g. S + 6 digits), if the entity has one. */
  displayId?: { prefix: string; digits: number };
  api: Partial<Record<'list' | 'getOne' | 'create' | 'update', ApiCall>>;
  /** Console routes under /app for each screen; `:id` marks the id. */
  routes: Partial<Record<ResourceAction, string>>;
  columns: ListColumn[];
  filters: ListFilter[];
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** Side-menu placement; omitted: not in the menu. */
  menu?: { group: string; label: string; order?: number };
  /** Ability (permissions.yaml) needed per action. */
  access: Partial<Record<ResourceAction, string>>;
  /**
   * Who serves the calls. `generic`: the server's CRUD handlers from this config and the schema's
   * table. `module`: a business module registers the same paths itself (rules beyond CRUD).
   */
  server: 'generic' | 'module';
}

type Defaults = 'columns' | 'filters' | 'sort' | 'idField' | 'titleField' | 'server' | 'singular' | 'routes';

/** Fills defaults and keeps the literal types of a resource config. */
export function defineResource(config: Omit<ResourceConfig, Defaults> & Partial<Pick<ResourceConfig, Defaults>>): ResourceConfig {
  return {
    idField: 'id',
    titleField: 'name',
    columns: [],
    filters: [],
    sort: { field: 'id', order: 'DESC' },
    server: 'generic',
    singular: config.label.replace(/s$/, ''),
    routes: {},
    ...config,
  };
}

/** Fills a route pattern: `/purchases-grn/supplier/:id` + 12 → `/purchases-grn/supplier/12`. */
export const fillRoute = (pattern: string, id: string | number): string => pattern.replace(':id', encodeURIComponent(String(id)));
