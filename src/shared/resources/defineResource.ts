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
  /**
   * `options`: the picker's source (e.g. the spec's GET /supplier/get-supplier-master): every record as
   * `{ id, <titleField> }`, searchable, answered to whoever may list; reference pickers use it first.
   */
  api: Partial<Record<'list' | 'getOne' | 'create' | 'update' | 'options', ApiCall>>;
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
  /**
   * Extra panels under the show page's fields, by name: data only (the console maps each name to a
   * component in src/console/generated/showPanels.tsx). E.g. a supplier's purchase orders.
   */
  showPanels?: ShowPanel[];
  /** Fields checked live against the server while typed in the create and edit forms (e.g. a free product name). */
  liveChecks?: LiveCheck[];
}

/**
 * A live check of one field: GET `path` with `{ [param]: value }` (and `{ [idParam]: id }` on edit, so
 * the record's own value passes) answering `{ available: boolean, takenBy?: string | null }`. It
 * informs while typing; the server still refuses a taken value on save.
 */
export interface LiveCheck { source: string; path: string; param: string; idParam?: string }

/** One extra panel of a show page: a registered console panel, its heading, and the ability it needs (default: the show's). */
export interface ShowPanel { name: string; title: string; ability?: string }

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
