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

export function orderBy(sort: OrderSort, reverse: boolean, alias = 'o', output = false): RawBuilder<unknown> {
  const [stored, natural] = SORT_COLUMNS[sort];
  // A list row renames created_at to `created`; the other sort columns keep their names.
  const col = output && stored === 'created_at' ? 'created' : stored;
  const dir = reverse ? (natural === 'ASC' ? 'DESC' : 'ASC') : natural;
  return sql.raw(`${alias}.${col} ${dir}, ${alias}.id ${dir}`);
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
 * The order list-row of spec 3 (wire names), plus ids and names the screens need. Names come from
 * scalar subqueries by primary key rather than joins: for a page of rows this plans in a fraction
 * of the time a seven-way join takes, and planning is most of a list call's database time.
 */
const ROW_COLUMNS = sql`o.id, o.display_id AS order_id, o.status, o.stage, o.action_required AS "actionRequired",
  c.name AS customer, o.customer_id, c.contact_number AS customer_contact,
  (SELECT p.first_name FROM patients p WHERE p.id = o.patient_id) AS patient_first_name,
  (SELECT p.last_name FROM patients p WHERE p.id = o.patient_id) AS patient_last_name,
  o.delivery_address AS address, (SELECT ci.name FROM cities ci WHERE ci.id = o.delivery_city_id) AS delivery_city, o.delivery_date,
  (SELECT ds.name FROM delivery_slots ds WHERE ds.id = o.delivery_slot_id) AS delivery_slot, o.created_at AS created,
  (SELECT qq.net_total FROM quotations qq WHERE qq.order_id = o.id AND qq.status IN (0, 1) ORDER BY qq.id DESC LIMIT 1) AS quotation_total,
  o.location_id, (SELECT l.name FROM pharmacy_locations l WHERE l.id = o.location_id) AS location_name, o.assigned_agent_id,
  (SELECT a.first_name || ' ' || a.last_name FROM agents a WHERE a.id = o.assigned_agent_id) AS assigned_agent_name,
  o.payment_method, o.parent_order_id, o.last_status_update_time,
  CASE WHEN o.delivery_date IS NULL THEN 'received_date' ELSE 'delivery_date' END AS sorting_type,
  to_char(o.sorting_date_for_sort AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS sorting_date,
  o.sorting_date_for_sort, o.last_status_update_time AS sorting_status_update_date`;

const PAGE_COLUMNS = sql.raw(`o.id, o.display_id, o.status, o.stage, o.action_required, o.customer_id, o.patient_id, o.delivery_address,
  o.delivery_city_id, o.delivery_date, o.delivery_slot_id, o.created_at, o.location_id, o.assigned_agent_id, o.payment_method,
  o.parent_order_id, o.last_status_update_time, o.sorting_date_for_sort`);

/**
 * Adds the names its rows show to a page of orders (alias o); with a sort, also `sort_key`, the
 * sort column as text with its full precision (the service makes the next cursor of the last one).
 */
const rowsOf = (page: RawBuilder<unknown>, order: RawBuilder<unknown>, sort?: OrderSort) => sql<OrderRow>`SELECT ${ROW_COLUMNS}
  ${sort ? sql.raw(`, o.${SORT_COLUMNS[sort][0]}::text AS sort_key`) : sql``}
  FROM (${page}) o JOIN customers c ON c.id = o.customer_id
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
export async function listOrderRows(db: Db, f: OrderFilter, sort: OrderSort, reverse: boolean, skip: number, limit: number, plan: SearchPlan = 'planner'): Promise<OrderRow[]> {
  return (await pageQuery(f, sort, reverse, skip, limit, plan).execute(db)).rows;
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
const prepared = (skip: number) => sql.raw(skip <= 100 ? PREPARED_MARK : '');

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

function pageQuery(f: OrderFilter, sort: OrderSort, reverse: boolean, skip: number, limit: number, plan: SearchPlan = 'planner') {
  const order = orderBy(sort, reverse);
  const stages = (f.stages?.length ? f.stages : ALL_STAGES).filter((s) => !f.excludeStages?.includes(s));
  // orders_updated_idx (0020) serves the status-update order across stages; the sorting date and a
  // location's list are served per stage (stage-leading indexes), merged.
  const merge = (sort === 'sorting_date' || f.locationId != null) && sort !== 'received' && stages.length > 1 && countableFromStageCounts(f);
  const after = keysetAfter(f, sort, reverse);
  const page = merge
    ? sql`SELECT * FROM (${sql.join(stages.map((stage) => sql`(SELECT ${PAGE_COLUMNS} FROM orders o
        WHERE ${whereOf({ ...f, stages: [stage], excludeStages: undefined }, plan)} AND ${after} ORDER BY ${order} LIMIT ${int(skip + limit)})`), sql` UNION ALL `)}) o
      ORDER BY ${order} LIMIT ${int(limit)} OFFSET ${int(skip)}`
    : sql`SELECT ${PAGE_COLUMNS} FROM orders o WHERE ${whereOf(f, plan)} AND ${after} ORDER BY ${order} LIMIT ${int(limit)} OFFSET ${int(skip)}`;
  return rowsOf(page, order, sort);
}

/**
 * A page and its total from order_stage_counts in one statement (one round trip: a list call is
 * then a single query). Only for filters countableFromStageCounts accepts.
 */
export async function listOrderRowsCounted(db: Db, f: OrderFilter, sort: OrderSort, reverse: boolean, skip: number, limit: number): Promise<{ rows: OrderRow[]; total: number }> {
  return (await listOrderRowsCountedMany(db, [f], sort, reverse, skip, limit))[0];
}

/**
 * Several lists' pages and totals in one statement (the kanban's eight columns): one
 * "total + page" branch per filter, tagged with its position, joined by UNION ALL. Each branch
 * is planned as listOrderRowsCounted plans it alone, so one trip costs what the slowest column costs.
 */
export async function listOrderRowsCountedMany(db: Db, filters: OrderFilter[], sort: OrderSort, reverse: boolean, skip: number, limit: number): Promise<Array<{ rows: OrderRow[]; total: number }>> {
  const branch = (f: OrderFilter, part: number) => sql`SELECT ${sql.lit(part)} AS __part, t.n AS __total, r.* FROM (${stageCountQuery(f)}) t
    LEFT JOIN LATERAL (${pageQuery(f, sort, reverse, skip, limit)}) r ON TRUE`;
  const res = await sql<OrderRow & { __part: number; __total: number }>`${prepared(skip)}SELECT * FROM (${sql.join(filters.map(branch), sql` UNION ALL `)}) u
    ORDER BY u.__part, ${orderBy(sort, reverse, 'u', true)}`.execute(db);
  const out = filters.map(() => ({ rows: [] as OrderRow[], total: 0 }));
  for (const { __part: part, __total: total, ...row } of res.rows) {
    out[part].total = total;
    if (row.id !== null) out[part].rows.push(row as OrderRow);
  }
  return out;
}

/** List rows of the given orders (events, single-order answers), in id order. */
export async function orderRowsByIds(db: Db, ids: number[]): Promise<OrderRow[]> {
  if (!ids.length) return [];
  const page = sql`SELECT ${PAGE_COLUMNS} FROM orders o WHERE o.id = ANY(${ids}::bigint[])`;
  return (await rowsOf(page, sql.raw('o.id')).execute(db)).rows;
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
