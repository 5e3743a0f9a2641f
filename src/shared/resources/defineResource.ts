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
  /**
   * The answer's key that holds the record when the record comes wrapped (`{ po, poItems }`: `po`);
   * the answer's other keys join it as properties (the record's `poItems`).
   */
  unwrap?: string;
  /**
   * The contract's names of the body's fields where they differ from the schema's: `{ poItems: 'lineItems',
   * 'poItems.product_id': 'productId' }` (a line's cell as `<array>.<cell>`). A refusal naming a
   * contract field is put back on the schema's.
   */
  names?: Record<string, string>;
  /** A list answered under other keys than `{ items, count }` (`{ promoCodes, total }`). */
  listKeys?: { items: string; count: string };
  /** false: the call takes no sortBy/sortOrder (its order is fixed, e.g. newest first). */
  sortable?: false;
  /** `module`: a business module serves this call even on a generic resource (the generic server leaves it alone). */
  servedBy?: 'module';
  /**
   * A list call whose rows have another shape than the record (find-orders answers order list rows):
   * the `$id` of the rows' schema; the list's columns, sort and filters are its properties.
   */
  schema?: string;
  /**
   * A list call that answers only a search: the filters that must hold a value before it is called
   * (find-orders: `searchKey`). Until then the list asks nothing and says what to type.
   */
  needs?: string[];
  /** Fixed query values sent with every call (`{ anyLocation: true }`: riders of every location). */
  params?: Record<string, unknown>;
  /** A list's other answer keys kept beside its rows (`['totals']`), for config.summary. */
  meta?: string[];
  /** false: the list call takes no skip/limit (it answers every record at once, e.g. the riders pick-list). */
  paged?: false;
}

export interface ListColumn {
  source: string;
  label?: string;
  sortable?: boolean;
  /** Shown when the row has no value (a key never used: "Never"); default blank. */
  empty?: string;
  /** A named display widget (src/console/generated/displayWidgets.tsx) drawing the cell: `payment-split`, `audit-changes`… */
  widget?: string;
}

export interface ListFilter {
  source: string;
  label?: string;
  /** `search` is the free-text box; the others filter one field. */
  type: 'search' | 'equals' | 'select' | 'boolean' | 'dateFrom' | 'dateTo';
  alwaysOn?: boolean;
  /** The schema property the filter works on when its name differs (`locationId` filters `locations`). */
  property?: string;
  /**
   * A `select`'s values when they are not the property's enum: words of the call's own values
   * (`['all', 'active']`, worded as choicesOf words them), or `{ id, name }` pairs (find-orders'
   * search types: `{ id: 'orderId', name: 'Order ID' }`).
   */
  choices?: Array<string | { id: string; name: string }>;
  /**
   * A `dateTo`'s longest range from its `dateFrom`, in days counted inclusively, when the list call
   * bounds it (the day-range rule, shared/schemas/dayRange.ts); the order of the two is always checked.
   */
  maxDays?: number;
  /** The filter's value when the list opens (settlements: `unsettled`); the user may change it. */
  default?: unknown;
  /** A reference picker for a filter whose property is not one (the audit's user): the referenced resource and its label field. */
  reference?: { resource: string; labelField?: string };
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
   * `reference`: the call that lists records by a foreign key when it is not the list's (the PO's
   * GRNs: GET /grn/fetch-po-grns?poId); related lists use it with `{ [target]: id }`, paged here.
   */
  api: Partial<Record<'list' | 'getOne' | 'create' | 'update' | 'options' | 'reference', ApiCall>>;
  /** Console routes under /app for each screen; `:id` marks the id. */
  routes: Partial<Record<ResourceAction, string>>;
  columns: ListColumn[];
  filters: ListFilter[];
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** Side-menu placement; omitted: not in the menu. `create`: a second entry, the create page (for roles that may create). */
  menu?: { group: string; label: string; order?: number; create?: { label: string; order?: number } };
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
  /** Record actions and status transitions: buttons on the show page (and list rows where declared). */
  actions?: RecordAction[];
  /** Records of other resources listed on the show page (e.g. a promo code's redemptions). */
  related?: RelatedList[];
  /** Only records whose `field` is one of `in` can be edited (a PO while draft): Edit is offered only then. */
  editWhen?: { field: string; in: unknown[] };
  /** More lists of the same records, each at its own route with a fixed filter (pending and completed runs). */
  views?: ListView[];
  /** Actions over the rows ticked on the list (settle the selected payments); see BulkAction. */
  bulkActions?: BulkAction[];
  /** With bulk actions: only rows whose `field` is one of `in` can be ticked (an unsettled payment). */
  selectableWhen?: { field: string; in: unknown[] };
  /** The list page's title when it is not `label` (the API's wording, e.g. "Customer API keys"). */
  title?: string;
  /** Realtime events (ARCHITECTURE.md, Realtime) after which the list and show pages read again: `stepChanged`. */
  refreshOn?: string[];
  /**
   * A line above the list drawn by a named display widget from one key of the list's answer (kept by
   * the list call's `meta`): the settlements' totals per payment mode and rider for the filters set.
   */
  summary?: { from: string; widget: string };
}

/**
 * Another list of a resource's records: its own console route (under /app), title, fixed filter
 * values sent with every call, and its own menu entry (gated by the list ability).
 */
export interface ListView {
  route: string;
  title: string;
  filter: Record<string, unknown>;
  menu?: { group: string; label: string; order?: number };
}

/**
 * One action over the ticked rows of a list: `method path` with the ticked ids under `idsField`
 * (plus fixed `body` values), after an in-app confirmation. `confirm` and `done` take `{count}` (rows
 * ticked), `{sum:<field>}` (their total of a number field, to the cent) and, in `done`, the answer's
 * fields as `{field}` / `{field:money}`. A refusal is shown and the rows stay ticked.
 */
export interface BulkAction {
  name: string;
  label: string;
  ability: string;
  method?: HttpMethod;
  path: string;
  idsField: string;
  body?: Record<string, unknown>;
  confirm: string;
  done?: string;
  tone?: 'primary' | 'warning' | 'error';
}

/**
 * One record action or transition, as data. The console draws a button on the show page (and on
 * each list row when `on` says so), hidden without `ability`, disabled with the reason when the
 * record's `when.field` is not one of `when.in`. The call is `method path` with `:id` filled; the
 * body is `body` (fixed values) plus the record id under `idField`, plus the dialog form's values
 * when `form` names a schema. A `document` action fetches a PDF instead and opens it.
 */
export interface RecordAction {
  name: string;
  label: string;
  ability: string;
  method?: HttpMethod;
  /** Under /api/v1; `:id` is the record's id. */
  path: string;
  /** The body field (or, for a document, the query parameter) that carries the record's id; omitted: only `:id` in the path. */
  idField?: string;
  /** The record's property whose value `idField` carries instead of the record's id (an invoice's PDF is asked by its `orderId`). */
  idFrom?: string;
  /** Fixed body values (a transition's target, e.g. `{ status: 'inactive' }`). */
  body?: Record<string, unknown>;
  /** The statuses (values of `field`) the action applies to. */
  when?: { field: string; in: unknown[] };
  /** In-app confirmation; `{field}` is replaced by the record's value. */
  confirm?: string;
  /** `$id` of a schema whose fields are asked for in a dialog and sent in the body. */
  form?: string;
  /** A document (PDF) action: fetched with the session and opened. */
  document?: { fileName: string };
  /** Where the button shows: the show page (default) and/or each list row. */
  on?: Array<'show' | 'list'>;
  /** A destructive or cautionary action is coloured so. */
  tone?: 'primary' | 'warning' | 'error';
  /** The notice after success; `{field}` placeholders as in `confirm`. */
  done?: string;
  /** Fields that must hold a value (a non-empty list) for the action to apply: a PO is submitted with a supplier and lines. */
  needs?: string[];
  /** Where the console goes after success: the record's show page (from its edit form) or the list (a discarded draft). */
  then?: 'show' | 'list';
  /** A link action: opens this console route (`:id` filled; under /app) instead of calling the server (Enter GRN). */
  route?: string;
  /**
   * The dialog form's first values from the record: `{ lines: 'lineItems' }` fills the form's lines
   * from the record's (cells by name or by the cell's `x-from`), e.g. a GRN's lines to return.
   */
  prefill?: Record<string, string>;
  /**
   * Refusals that deserve their own dialog rather than a line of text: a server message starting
   * with `prefix` opens a dialog titled `title` saying `text`, where `{detail}` is the message's part
   * after `prefix__` (spec 8: a GRN cancel refused for stock names the product).
   */
  refusals?: ActionRefusal[];
}

/** One refusal an action words as a dialog (RecordAction.refusals). */
export interface ActionRefusal { prefix: string; title: string; text: string }

/** Records of `resource` whose `target` is this record's id, on the show page. */
export interface RelatedList {
  resource: string;
  target: string;
  title: string;
  /** Columns (sources of the related schema); omitted: the related resource's list columns. */
  columns?: string[];
  /** Needed to see it; default: the related resource's list ability. */
  ability?: string;
  /** Rows a page (default 10). */
  perPage?: number;
  /**
   * The filter that selects them when the related list takes no `{ [target]: id }` (a customer's
   * offline orders: `{ searchBy: 'customerId', searchInput: '{id}' }`); `{field}` is this record's value.
   */
  query?: Record<string, string>;
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

/** `{field}` placeholders of an action's texts filled from the record; `{field:money}` to the cent (400 → 400.00). */
export const fillText = (text: string, record: Record<string, unknown>): string =>
  text.replace(/\{(\w+)(:money)?\}/g, (_, k: string, money?: string) => {
    const v = record[k];
    if (v == null) return '';
    return money ? Number(v).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : String(v);
  });

/**
 * Whether an action applies to the record now; when not, the reason in words (a disabled button
 * says why). `labelOf` words a status value.
 */
export function actionApplies(action: RecordAction, record: Record<string, unknown> | undefined, word: (v: unknown) => string = String,
  label: (field: string) => string = (f) => f): { ok: boolean; reason?: string } {
  if (!record) return { ok: true };
  if (action.when) {
    const value = record[action.when.field];
    if (!action.when.in.some((v) => v === value)) return { ok: false, reason: `Only when ${action.when.field} is ${action.when.in.map(word).join(' or ')} (now ${word(value)})` };
  }
  const missing = (action.needs ?? []).find((f) => { const v = record[f]; return v == null || v === '' || (Array.isArray(v) && !v.length); });
  if (missing) return { ok: false, reason: `${action.label} needs ${label(missing).toLowerCase()}: none is set yet` };
  return { ok: true };
}

/** Fills a route pattern: `/purchases-grn/supplier/:id` + 12 → `/purchases-grn/supplier/12`. */
export const fillRoute = (pattern: string, id: string | number): string => pattern.replace(':id', encodeURIComponent(String(id)));
