import { sql, type RawBuilder } from 'kysely';
import { PREPARED_MARK, type Db } from '../../db/connection';
import { STAGES } from '../../../shared/orders/stages';
import { documentMatch, escapeLike, orderMatch } from './search';

/**
 * The SQL of every order list (chat lists, chat manager, kanban columns, find, past orders).
 * A page is chosen on `orders` alone, in an order that an index of 0003_orders.sql serves
 * (stage/agent/location + last_status_update_time, stage + sorting_date_for_sort, created_at),
 * and only that page's rows are joined to customers, patients, slots, agents and quotations.
 */

export interface OrderFilter {
  stages?: string[];
  excludeStages?: string[];
  statuses?: number[];
  locationId?: number | null;
  cityId?: number;
  /** Assigned to this agent. */
  agentId?: number;
  /** true: assigned to anyone; false: nobody. */
  assigned?: boolean;
  /** Received (created) on or after / on or before these days, 'YYYY-MM-DD'. */
  receivedFrom?: string;
  receivedTo?: string;
  search?: string;
  customerId?: number;
  patientId?: number;
  prescriptionId?: number;
  excludeOrderId?: number;
  /** Keyset paging: continue after this row (its sort key as PostgreSQL prints it, and its id). */
  after?: { key: string; id: number };
  /** Find orders: display id prefix ("HN0001"), customer name, contact number or patient name (contains). */
  orderPrefix?: string;
  customerName?: string;
  contactNumber?: string;
  patientName?: string;
}

export type OrderSort = 'status_update' | 'sorting_date' | 'received';

/** Sort keys: each is an index order (or its exact reverse). */
export const SORT_COLUMNS: Record<OrderSort, [string, 'ASC' | 'DESC']> = {
  status_update: ['last_status_update_time', 'DESC'],
  sorting_date: ['sorting_date_for_sort', 'ASC'],
  received: ['created_at', 'DESC'],
};

export function orderBy(sort: OrderSort, reverse: boolean): RawBuilder<unknown> {
  const [col, natural] = SORT_COLUMNS[sort];
  const dir = reverse ? (natural === 'ASC' ? 'DESC' : 'ASC') : natural;
  return sql.raw(`o.${col} ${dir}, o.id ${dir}`);
}

const DISPLAY_ID = /^HN(?:CX|PT|RX)?0*\d+$/i;

/** A search term: a display id (HN…, HNCX…, HNPT…, HNRX…), a number, or words of a name or phone. */
function searchCondition(term: string): RawBuilder<unknown> {
  const t = term.trim();
  const id = (re: RegExp) => { const m = re.exec(t); return m ? Number(m[1].slice(0, 15)) : null; };
  const customer = id(/^HNCX0*(\d+)$/i);
  if (customer !== null) return sql`o.customer_id = ${Math.min(customer, 2147483647)}`;
  const patient = id(/^HNPT0*(\d+)$/i);
  if (patient !== null) return sql`o.patient_id = ${Math.min(patient, 2147483647)}`;
  const prescription = id(/^HNRX0*(\d+)$/i);
  if (prescription !== null) return sql`o.prescription_id = ${Math.min(prescription, 2147483647)}`;
  const order = id(/^HN0*(\d+)$/i);
  if (order !== null) return sql`o.id = ${order}`;
  // Every order whose customer name, number, patient or ids contain the term (or, for 2
  // characters, whose customer name starts with it); a bare number is also an order id.
  const match = orderMatch(t, 'any');
  return /^\d{3,15}$/.test(t) ? sql`(${match} OR o.id = ${Number(t)})` : match;
}

/**
 * Stage exclusions are written as literals (stage names are code constants): the planner can then
 * prove a partial index's predicate (0020: open orders) also inside a prepared statement.
 */
function stagesExcluded(stages: string[]): RawBuilder<unknown> {
  if (stages.every((s) => /^[a-z_]+$/.test(s))) return sql.raw(`o.stage NOT IN (${stages.map((s) => `'${s}'`).join(', ')})`);
  return sql`o.stage <> ALL(${stages}::text[])`;
}

/**
 * How a page of a "contains" search is found (issue 13). The planner's estimate of a trigram match
 * is poor (it guesses ~100 rows for a term with 20,000), so the service chooses, from the bounded
 * count it has already made:
 * - `walk`: a common term (the count reached its bound): walk the list's sort index and look each
 *   order up in order_search (a subquery per row, which the planner cannot turn into a join), so
 *   the first page stops after a few hundred lookups;
 * - `{ ids }`: a rare term: the count has already found every match (at most its bound), so only
 *   those orders are fetched, sorted and cut;
 * - `collect`: a common term's deep page: collect the matching ids from the trigram index first
 *   (an array built once), then fetch, sort and cut only those orders;
 * - `planner`: no such search, or a term order_search does not answer alone.
 */
export type SearchPlan = 'planner' | 'walk' | 'collect' | { ids: number[] };

/**
 * The filter's single "contains" search as a condition on order_search (alias s), and the rest of
 * the filter; null when it has none (or a display id, a number, a 2-character term, two searches).
 */
export function containsSearch(f: OrderFilter): { match: RawBuilder<unknown>; rest: OrderFilter } | null {
  const terms = (['search', 'customerName', 'contactNumber', 'patientName'] as const).filter((k) => f[k]?.trim());
  if (terms.length !== 1) return null;
  const key = terms[0];
  const term = f[key]!.trim();
  if (key === 'search' && (DISPLAY_ID.test(term) || /^\d{3,15}$/.test(term))) return null;
  const match = documentMatch(term, key === 'search' ? 'any' : key);
  return match ? { match, rest: { ...f, [key]: undefined } } : null;
}

/** Filters under which walking a list's index meets a search's matches evenly (no date, city or record narrowing). */
export const walkable = (f: OrderFilter): boolean =>
  f.cityId == null && !f.receivedFrom && !f.receivedTo && f.customerId == null && f.patientId == null && f.prescriptionId == null && !f.orderPrefix;

export function whereOf(f: OrderFilter, plan: SearchPlan = 'planner'): RawBuilder<unknown> {
  const search = plan !== 'planner' && containsSearch(f);
  const parts = search ? [...conditionsOf(search.rest), searchPlanned(search.match, plan)] : conditionsOf(f);
  return parts.length ? sql.join(parts, sql` AND `) : sql`TRUE`;
}

function searchPlanned(match: RawBuilder<unknown>, plan: Exclude<SearchPlan, 'planner'>): RawBuilder<unknown> {
  if (typeof plan === 'object') return sql`o.id = ANY(${plan.ids}::bigint[])`;
  return plan === 'walk'
    ? sql`(SELECT ${match} FROM order_search s WHERE s.order_id = o.id)`
    : sql`o.id = ANY(ARRAY(SELECT s.order_id FROM order_search s WHERE ${match}))`;
}

function conditionsOf(f: OrderFilter): RawBuilder<unknown>[] {
  const parts: RawBuilder<unknown>[] = [];
  if (f.stages?.length) parts.push(f.stages.length === 1 ? sql`o.stage = ${f.stages[0]}` : sql`o.stage = ANY(${f.stages}::text[])`);
  if (f.excludeStages?.length) parts.push(stagesExcluded(f.excludeStages));
  if (f.statuses?.length) parts.push(sql`o.status = ANY(${f.statuses}::smallint[])`);
  if (f.locationId != null) parts.push(sql`o.location_id = ${f.locationId}`);
  if (f.cityId != null) parts.push(sql`o.delivery_city_id = ${f.cityId}`);
  if (f.agentId != null) parts.push(sql`o.assigned_agent_id = ${f.agentId}`);
  if (f.assigned === true) parts.push(sql`o.assigned_agent_id IS NOT NULL`);
  if (f.assigned === false) parts.push(sql`o.assigned_agent_id IS NULL`);
  if (f.receivedFrom) parts.push(sql`o.created_at >= ${f.receivedFrom}::date`);
  if (f.receivedTo) parts.push(sql`o.created_at < ${f.receivedTo}::date + 1`);
  if (f.customerId != null) parts.push(sql`o.customer_id = ${f.customerId}`);
  if (f.patientId != null) parts.push(sql`o.patient_id = ${f.patientId}`);
  if (f.prescriptionId != null) parts.push(sql`o.prescription_id = ${f.prescriptionId}`);
  if (f.excludeOrderId != null) parts.push(sql`o.id <> ${f.excludeOrderId}`);
  if (f.search?.trim()) parts.push(searchCondition(f.search));
  if (f.orderPrefix) parts.push(sql`o.display_id LIKE ${`${escapeLike(f.orderPrefix)}%`}`);
  if (f.customerName) parts.push(orderMatch(f.customerName, 'customerName'));
  if (f.contactNumber) parts.push(orderMatch(f.contactNumber, 'contactNumber'));
  if (f.patientName) parts.push(orderMatch(f.patientName, 'patientName'));
  return parts;
}

/**
 * What a row carries. 'list': the order list-row of spec 3 with the ids and names the list screens
 * and the order dialogs read. 'card': a kanban card's (spec 2, Kanban board: order data, its sorting
 * dates and delivery date): the spec's list row, the order's id and stage, and its assignee's name.
 * A board is 160 cards; the columns no card shows (contact, city, location, payment, parent, ids)
 * were a quarter of its reply (129 KiB), read, parsed and serialised for nothing.
 */
export type RowShape = 'list' | 'card';

/**
 * The names a row shows from the small reference tables (a handful to a few hundred rows each).
 * A page of ~10 rows looks each one up by key (scalar subqueries: they plan in a fraction of a
 * join's time, and for ten rows a join saves nothing measurable); a prepared board of many pages
 * (the kanban's 160 cards) joins each table once: one small hash table per table instead of 640
 * lookups.
 */
const REFERENCE_NAMES = [
  { as: 'delivery_city', table: 'cities', alias: 'ci', key: 'delivery_city_id', value: 'ci.name', card: false },
  { as: 'delivery_slot', table: 'delivery_slots', alias: 'ds', key: 'delivery_slot_id', value: 'ds.name', card: true },
  { as: 'location_name', table: 'pharmacy_locations', alias: 'l', key: 'location_id', value: 'l.name', card: false },
  { as: 'assigned_agent_name', table: 'agents', alias: 'a', key: 'assigned_agent_id', value: "a.first_name || ' ' || a.last_name", card: true },
] as const;

type NameLookup = 'subquery' | 'join';

/** Whether a column (or a reference name) is part of a row of this shape. */
const inShape = (shape: RowShape) => (c: { card: boolean }) => shape === 'list' || c.card;

/**
 * The order list-row of spec 3 (wire names), plus ids and names the screens need (replySchemas.ts
 * describes each). Patient names and the quotation total come from scalar subqueries by key, the
 * customer from a join. `card`: a kanban card carries it too.
 */
const ROW_COLUMNS: ReadonlyArray<{ as: string; value: string; card: boolean }> = [
  { as: 'id', value: 'o.id', card: true },
  { as: 'order_id', value: 'o.display_id', card: true },
  { as: 'status', value: 'o.status', card: true },
  { as: 'stage', value: 'o.stage', card: true },
  { as: 'actionRequired', value: 'o.action_required', card: true },
  { as: 'customer', value: 'c.name', card: true },
  { as: 'customer_id', value: 'o.customer_id', card: false },
  { as: 'customer_contact', value: 'c.contact_number', card: false },
  { as: 'patient_first_name', value: '(SELECT p.first_name FROM patients p WHERE p.id = o.patient_id)', card: true },
  { as: 'patient_last_name', value: '(SELECT p.last_name FROM patients p WHERE p.id = o.patient_id)', card: true },
  { as: 'address', value: 'o.delivery_address', card: true },
  { as: 'delivery_date', value: 'o.delivery_date', card: true },
  { as: 'created', value: 'o.created_at', card: true },
  { as: 'quotation_total', value: '(SELECT qq.net_total FROM quotations qq WHERE qq.order_id = o.id AND qq.status IN (0, 1) ORDER BY qq.id DESC LIMIT 1)', card: true },
  { as: 'location_id', value: 'o.location_id', card: false },
  { as: 'assigned_agent_id', value: 'o.assigned_agent_id', card: false },
  { as: 'payment_method', value: 'o.payment_method', card: false },
  { as: 'parent_order_id', value: 'o.parent_order_id', card: false },
  { as: 'last_status_update_time', value: 'o.last_status_update_time', card: true },
  { as: 'sorting_type', value: "CASE WHEN o.delivery_date IS NULL THEN 'received_date' ELSE 'delivery_date' END", card: true },
  { as: 'sorting_date', value: "to_char(o.sorting_date_for_sort AT TIME ZONE 'UTC', 'YYYY-MM-DD')", card: true },
  { as: 'sorting_date_for_sort', value: 'o.sorting_date_for_sort', card: true },
  { as: 'sorting_status_update_date', value: 'o.last_status_update_time', card: true },
];

/** The wire names of a row of this shape: its columns, then the reference names. */
export const rowFields = (shape: RowShape): string[] =>
  [...ROW_COLUMNS.filter(inShape(shape)).map((c) => c.as), ...REFERENCE_NAMES.filter(inShape(shape)).map((r) => r.as)];

/** A row's select list and the joins its names need, for a shape and a way of looking names up. */
function rowSql(shape: RowShape, lookup: NameLookup): { select: RawBuilder<unknown>; joins: RawBuilder<unknown> } {
  const names = REFERENCE_NAMES.filter(inShape(shape));
  const columns = ROW_COLUMNS.filter(inShape(shape)).map((c) => (c.value === `o.${c.as}` ? c.value : `${c.value} AS "${c.as}"`));
  const named = names.map((r) => `${lookup === 'join' ? r.value : `(SELECT ${r.value} FROM ${r.table} ${r.alias} WHERE ${r.alias}.id = o.${r.key})`} AS ${r.as}`);
  return {
    select: sql.raw([...columns, ...named].join(', ')),
    joins: sql.raw(lookup === 'join' ? names.map((r) => ` LEFT JOIN ${r.table} ${r.alias} ON ${r.alias}.id = o.${r.key}`).join('') : ''),
  };
}

/** Each shape's and lookup's SQL, written once when the module loads rather than on every list call. */
const ROW_SQL: Record<RowShape, Record<NameLookup, ReturnType<typeof rowSql>>> = {
  list: { subquery: rowSql('list', 'subquery'), join: rowSql('list', 'join') },
  card: { subquery: rowSql('card', 'subquery'), join: rowSql('card', 'join') },
};

const PAGE_COLUMNS = sql.raw(`o.id, o.display_id, o.status, o.stage, o.action_required, o.customer_id, o.patient_id, o.delivery_address,
  o.delivery_city_id, o.delivery_date, o.delivery_slot_id, o.created_at, o.location_id, o.assigned_agent_id, o.payment_method,
  o.parent_order_id, o.last_status_update_time, o.sorting_date_for_sort`);

/**
 * Adds the names its rows show to a page of orders (alias o); with a sort, also `sort_key`, the
 * sort column as text with its full precision (the service makes the next cursor of the last one).
 * `tagged`: the page carries __part and __total (a board of several pages), kept in the rows, and
 * an empty page's one row (its total, no order) is kept by a left join.
 */
const rowsOf = (page: RawBuilder<unknown>, order: RawBuilder<unknown>, sort?: OrderSort, lookup: NameLookup = 'subquery', tagged = false, shape: RowShape = 'list') => sql<OrderRow>`SELECT
  ${tagged ? sql`o.__part, o.__total, ` : sql``}${ROW_SQL[shape][lookup].select}
  ${sort ? sql.raw(`, o.${SORT_COLUMNS[sort][0]}::text AS sort_key`) : sql``}
  FROM (${page}) o ${tagged ? sql`LEFT JOIN` : sql`JOIN`} customers c ON c.id = o.customer_id${ROW_SQL[shape][lookup].joins}
  ORDER BY ${order}`;

export interface OrderRow {
  id: number; order_id: string; status: number; stage: string; actionRequired: boolean; customer: string; customer_id: number;
  location_id: number; assigned_agent_id: number | null; last_status_update_time: Date; sort_key?: string; [k: string]: unknown;
}

const ALL_STAGES: string[] = [...STAGES, 'draft'];

/**
 * One page of list rows. A list over several stages (All Chats, My Chats without a sub-list, the
 * search page) is answered as a merge of one index-ordered branch per stage, each cut at
 * skip + limit rows, instead of sorting every matching order.
 */
export async function listOrderRows(db: Db, f: OrderFilter, sort: OrderSort, reverse: boolean, skip: number, limit: number, plan: SearchPlan = 'planner', shape: RowShape = 'list'): Promise<OrderRow[]> {
  return (await rowsOf(ordersPage(f, sort, reverse, skip, limit, plan), orderBy(sort, reverse), sort, 'subquery', false, shape).execute(db)).rows;
}

/**
 * LIMIT and OFFSET are written into the text (checked integers): with them as parameters
 * PostgreSQL cannot reuse a prepared plan (it assumes 10 % of the rows are wanted).
 */
const int = (n: number) => {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return sql.lit(n);
};
/** Prepared (see PREPARED_MARK) only for the first pages, so the statements per connection stay few. */
const isPrepared = (skip: number) => skip <= 100;
const prepared = (skip: number) => sql.raw(isPrepared(skip) ? PREPARED_MARK : '');

/**
 * After the cursor's row in the list's order: one row comparison on (sort column, id), which the
 * list's index (sort column, id) answers as a range start.
 */
function keysetAfter(f: OrderFilter, sort: OrderSort, reverse: boolean): RawBuilder<unknown> {
  if (!f.after) return sql`TRUE`;
  const [col, natural] = SORT_COLUMNS[sort];
  const desc = (natural === 'DESC') !== reverse;
  return sql`(${sql.raw(`o.${col}, o.id`)}) ${sql.raw(desc ? '<' : '>')} (${f.after.key}::timestamptz, ${f.after.id}::bigint)`;
}

/** A page of orders (PAGE_COLUMNS, no names yet) in the list's order. */
function ordersPage(f: OrderFilter, sort: OrderSort, reverse: boolean, skip: number, limit: number, plan: SearchPlan = 'planner') {
  const order = orderBy(sort, reverse);
  const stages = (f.stages?.length ? f.stages : ALL_STAGES).filter((s) => !f.excludeStages?.includes(s));
  // orders_updated_idx (0020) serves the status-update order across stages; the sorting date and a
  // location's list are served per stage (stage-leading indexes), merged.
  const merge = (sort === 'sorting_date' || f.locationId != null) && sort !== 'received' && stages.length > 1 && countableFromStageCounts(f);
  const after = keysetAfter(f, sort, reverse);
  return merge
    ? sql`SELECT * FROM (${sql.join(stages.map((stage) => sql`(SELECT ${PAGE_COLUMNS} FROM orders o
        WHERE ${whereOf({ ...f, stages: [stage], excludeStages: undefined }, plan)} AND ${after} ORDER BY ${order} LIMIT ${int(skip + limit)})`), sql` UNION ALL `)}) o
      ORDER BY ${order} LIMIT ${int(limit)} OFFSET ${int(skip)}`
    : sql`SELECT ${PAGE_COLUMNS} FROM orders o WHERE ${whereOf(f, plan)} AND ${after} ORDER BY ${order} LIMIT ${int(limit)} OFFSET ${int(skip)}`;
}

/**
 * A page and its total from order_stage_counts in one statement (one round trip: a list call is
 * then a single query). Only for filters countableFromStageCounts accepts.
 */
export async function listOrderRowsCounted(db: Db, f: OrderFilter, sort: OrderSort, reverse: boolean, skip: number, limit: number, shape: RowShape = 'list'): Promise<{ rows: OrderRow[]; total: number }> {
  return (await listOrderRowsCountedMany(db, [f], sort, reverse, skip, limit, shape))[0];
}

/**
 * Several lists' pages and totals in one statement (the kanban's eight columns): one
 * "total + page of orders" branch per filter, tagged with its position, joined by UNION ALL; each
 * branch is planned as listOrderRowsCounted plans it alone. The names are added once, over all
 * the pages' rows (rowsOf).
 */
export async function listOrderRowsCountedMany(db: Db, filters: OrderFilter[], sort: OrderSort, reverse: boolean, skip: number, limit: number, shape: RowShape = 'list'): Promise<Array<{ rows: OrderRow[]; total: number }>> {
  const branch = (f: OrderFilter, part: number) => sql`SELECT ${sql.lit(part)} AS __part, t.n AS __total, r.* FROM (${stageCountQuery(f)}) t
    LEFT JOIN LATERAL (${ordersPage(f, sort, reverse, skip, limit)}) r ON TRUE`;
  const pages = sql`${sql.join(filters.map(branch), sql` UNION ALL `)}`;
  const lookup = filters.length > 1 && isPrepared(skip) ? 'join' : 'subquery';
  const res = await sql<OrderRow & { __part: number; __total: number }>`${prepared(skip)}${rowsOf(pages, sql`o.__part, ${orderBy(sort, reverse)}`, sort, lookup, true, shape)}`.execute(db);
  const out = filters.map(() => ({ rows: [] as OrderRow[], total: 0 }));
  for (const { __part: part, __total: total, ...row } of res.rows) {
    out[part].total = total;
    if (row.id !== null) out[part].rows.push(row as OrderRow);
  }
  return out;
}

/** List rows (or cards) of the given orders (events, single-order answers), in id order. */
export async function orderRowsByIds(db: Db, ids: number[], shape: RowShape = 'list'): Promise<OrderRow[]> {
  if (!ids.length) return [];
  const page = sql`SELECT ${PAGE_COLUMNS} FROM orders o WHERE o.id = ANY(${ids}::bigint[])`;
  return (await rowsOf(page, sql.raw('o.id'), undefined, 'subquery', false, shape).execute(db)).rows;
}

/** True when the filter only narrows by what order_stage_counts is keyed on. */
export const countableFromStageCounts = (f: OrderFilter): boolean =>
  f.cityId == null && !f.receivedFrom && !f.receivedTo && !f.search?.trim() && f.customerId == null && f.patientId == null && f.prescriptionId == null && f.excludeOrderId == null
  && !f.orderPrefix && !f.customerName && !f.contactNumber && !f.patientName;

/** The number of orders matching a countable filter, from order_stage_counts (never scans orders). */
export async function countFromStageCounts(db: Db, f: OrderFilter): Promise<number> {
  return (await sql<{ n: number }>`${sql.raw(PREPARED_MARK)}${stageCountQuery(f)}`.execute(db)).rows[0].n;
}

function stageCountQuery(f: OrderFilter) {
  const parts: RawBuilder<unknown>[] = [sql`n > 0`];
  if (f.stages?.length) parts.push(sql`stage = ANY(${f.stages}::text[])`);
  if (f.excludeStages?.length) parts.push(sql`stage <> ALL(${f.excludeStages}::text[])`);
  if (f.statuses?.length) parts.push(sql`status = ANY(${f.statuses}::smallint[])`);
  if (f.locationId != null) parts.push(sql`location_id = ${f.locationId}`);
  if (f.agentId != null) parts.push(sql`agent_id = ${f.agentId}`);
  if (f.assigned === true) parts.push(sql`agent_id <> 0`);
  if (f.assigned === false) parts.push(sql`agent_id = 0`);
  return sql<{ n: number }>`SELECT coalesce(sum(n), 0)::int AS n FROM order_stage_counts WHERE ${sql.join(parts, sql` AND `)}`;
}

/**
 * A count that stops at `cap` + 1 rows (filters the counts table cannot answer). A "contains"
 * search is counted by searchMatches instead, whose matches also choose how its page is found.
 */
export async function boundedCount(db: Db, f: OrderFilter, cap: number): Promise<number> {
  const res = await sql<{ n: number }>`SELECT count(*)::int AS n FROM (SELECT 1 FROM orders o WHERE ${whereOf(f)} LIMIT ${int(cap + 1)}) s`.execute(db);
  return res.rows[0].n;
}

/**
 * The ids of a "contains" search's matches that meet the rest of its filter, at most cap + 1 (so
 * more than cap means "more"): from the trigram index, each match's order looked up by key for the
 * rest of the filter (a subquery per match the planner keeps as written), so a common term stops
 * after cap + 1 matches instead of walking orders in whatever order the statistics of the day suggest.
 */
export async function searchMatches(db: Db, search: NonNullable<ReturnType<typeof containsSearch>>, cap: number): Promise<number[]> {
  const rest = conditionsOf(search.rest);
  // order_search has a row for every order and none other (its foreign key), so without other
  // conditions the orders table is not read at all.
  const onOrders = rest.length ? sql` AND (SELECT TRUE FROM orders o WHERE o.id = s.order_id AND ${sql.join(rest, sql` AND `)})` : sql``;
  const res = await sql<{ id: string }>`SELECT s.order_id AS id FROM order_search s WHERE ${search.match}${onOrders} LIMIT ${int(cap + 1)}`.execute(db);
  return res.rows.map((r) => Number(r.id));
}

export interface StageCountRow { stage: string; location_id: number; agent_id: number; n: number }

/** The counts table grouped by stage, location and agent (agent 0: unassigned); small by construction. */
export async function stageCounts(db: Db, locationId: number | null): Promise<StageCountRow[]> {
  const where = locationId != null ? sql`location_id = ${locationId} AND n > 0` : sql`n > 0`;
  return (await sql<StageCountRow>`${sql.raw(PREPARED_MARK)}SELECT stage, location_id, agent_id, sum(n)::int AS n FROM order_stage_counts
    WHERE ${where} GROUP BY stage, location_id, agent_id`.execute(db)).rows;
}

/** Per stage: all orders, the agent's own and the unassigned ones (the chat badges), one small scan. */
export async function chatCounts(db: Db, agentId: number, locationId: number | null): Promise<Array<{ stage: string; all: number; my: number; unassigned: number }>> {
  const where = locationId != null ? sql`location_id = ${locationId}` : sql`TRUE`;
  return (await sql<{ stage: string; all: number; my: number; unassigned: number }>`${sql.raw(PREPARED_MARK)}SELECT stage, sum(n)::int AS all,
      coalesce(sum(n) FILTER (WHERE agent_id = ${agentId}), 0)::int AS my, coalesce(sum(n) FILTER (WHERE agent_id = 0), 0)::int AS unassigned
    FROM order_stage_counts WHERE ${where} GROUP BY stage`.execute(db)).rows;
}

/** First and last names of agents, by id. */
export async function agentNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = (await sql<{ id: number; name: string }>`SELECT id, first_name || ' ' || last_name AS name FROM agents WHERE id = ANY(${ids}::int[])`.execute(db)).rows;
  return new Map(rows.map((r) => [r.id, r.name]));
}
