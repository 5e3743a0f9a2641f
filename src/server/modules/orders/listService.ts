import type { Db } from '../../db/connection';
import { ValidationError } from '../../errors';
import { ORDER_STATUSES } from '../../../shared/orders/statuses';
import { STAGES, STAGE_LABELS, type KanbanStage } from '../../../shared/orders/stages';
import * as q from './listQueries';
import { parseStage } from './scope';
import { checkTerm } from './search';
import { decodeCursor, encodeCursor } from './cursor';
import { checkDayRange } from '../../platform/dayRange';
import { ORDER_LIST_DAYS } from '../../../shared/forms/dayRanges';

/** The query of a list call, as validated by schemas.ts. */
export interface ListQuery {
  skip?: number; limit?: number; cursor?: string; sortBy?: string; sortOrder?: string; searchTerm?: string;
  statusArray?: string[]; 'statusArray[]'?: string[]; startDate?: string; endDate?: string;
  city?: number; location?: number; assignee?: number; stage?: string; chatType?: string; agentId?: number;
}

export type FindOrdersType = 'orderId' | 'customerName' | 'contactNumber' | 'patientName' | 'prescriptionId';
export const FIND_ORDERS_TYPES: FindOrdersType[] = ['orderId', 'customerName', 'contactNumber', 'patientName', 'prescriptionId'];

/**
 * A page of a list. `countCapped`: the count stopped at its bound (more match; the console says
 * "more than N — refine the search"). `nextCursor`: pass as `cursor` for the next page (null at the end).
 */
export interface ListPage { items: q.OrderRow[]; count: number; countCapped?: boolean; nextCursor: string | null }

/** Stages the chat manager deals with (orders still moving). */
const CLOSED_STAGES = ['draft', 'completed', 'cancelled'];
/** A count the counts table cannot answer stops here (paging shows "10,000+"). */
export const COUNT_CAP = 10000;
/**
 * A search's count stops here: counting every one of 20,000 "perera" orders reads 5,000 pages;
 * the first 1,000 are counted within the latency budget and the reply says when there are more.
 */
export const SEARCH_COUNT_CAP = 1000;
/**
 * A common term's page is found by walking the list's index (SearchPlan 'walk') while skip + limit
 * stays within this: more than 1,000 matches means at most one order in N/1,000 is looked at in
 * vain per row wanted; deeper pages by skip collect every match instead (by cursor, skip is 0 and
 * every next page walks).
 */
const WALK_MAX_ROWS = 100;
const isSearch = (f: q.OrderFilter) => !!(f.search || f.customerName || f.contactNumber || f.patientName);

const SORTS: Record<string, q.OrderSort> = {
  status_update: 'status_update', last_status_update_time: 'status_update',
  sorting_date: 'sorting_date', sorting_date_for_sort: 'sorting_date', received: 'received', created: 'received',
};
const NATURAL_DESC: Record<q.OrderSort, boolean> = { status_update: true, sorting_date: false, received: true };

function statusesOf(query: ListQuery): number[] | undefined {
  const raw = [...(query.statusArray ?? []), ...(query['statusArray[]'] ?? [])].flatMap((s) => s.split(','));
  if (!raw.length) return undefined;
  const out = [...new Set(raw.map(Number))];
  const bad = out.filter((n) => !ORDER_STATUSES.includes(n as never));
  if (bad.length) throw new ValidationError([{ field: 'querystring.statusArray', message: `has unknown status ${bad.join(', ')}` }]);
  return out;
}

/** The common filters (search, statuses, received dates, city, location, assignee) of a query. */
function baseFilter(query: ListQuery, scope: number | null): q.OrderFilter {
  if (scope !== null && query.location !== undefined && query.location !== scope) {
    // A limited role asking for another location sees nothing rather than an error.
    return { locationId: -1 };
  }
  checkDayRange(query, ORDER_LIST_DAYS);
  return {
    statuses: statusesOf(query),
    receivedFrom: query.startDate, receivedTo: query.endDate,
    cityId: query.city, locationId: scope ?? query.location ?? null,
    search: searchTermOf(query),
  };
}

/** The list filters' search term, refused when too short for any index. */
function searchTermOf(query: ListQuery): string | undefined {
  const term = query.searchTerm?.trim();
  if (!term) return undefined;
  checkTerm(term, 'any', 'querystring.searchTerm');
  return term;
}

/** A count that stopped past `cap` (it reads cap + 1 rows at most) is answered as cap, flagged. */
const bounded = (n: number, cap: number) => (n > cap ? { count: cap, capped: true } : { count: n, capped: false });

/** Sort, direction and page size of a list call. */
function pagingOf(query: ListQuery, defaultSort: q.OrderSort) {
  const sort = SORTS[query.sortBy ?? ''] ?? defaultSort;
  const desc = query.sortOrder ? query.sortOrder.toUpperCase() === 'DESC' : NATURAL_DESC[sort];
  return { sort, desc, reverse: desc !== NATURAL_DESC[sort], limit: query.limit ?? 10, skip: query.skip ?? 0 };
}

/** The next cursor from a full page's last row; the rows lose their internal sort key. */
function finishPage(page: Omit<ListPage, 'nextCursor'>, sort: q.OrderSort, desc: boolean, limit: number): ListPage {
  const last = page.items.length === limit ? page.items[page.items.length - 1] : undefined;
  const nextCursor = last?.sort_key ? encodeCursor({ sort, desc, key: last.sort_key, id: last.id }) : null;
  for (const row of page.items) delete row.sort_key;
  return { ...page, nextCursor };
}

/** A kanban column: one stage, optionally one agent's cards; 20 cards unless asked otherwise. */
const kanbanFilter = (query: ListQuery, scope: number | null, stage: KanbanStage): q.OrderFilter =>
  ({ ...baseFilter(query, scope), stages: [stage], ...(query.agentId ? { agentId: query.agentId } : {}) });
const kanbanQuery = (query: ListQuery): ListQuery => ({ ...query, limit: query.limit ?? 20 });

/** Order lists of every kind: one way to page, sort and count them. */
export class OrderListService {
  constructor(private readonly db: Db) {}

  async page(filter: q.OrderFilter, query: ListQuery, defaultSort: q.OrderSort = 'status_update', shape: q.RowShape = 'list'): Promise<ListPage> {
    const { sort, reverse, desc, limit, skip } = pagingOf(query, defaultSort);
    // A cursor continues after its row; skip then counts from there (normally 0).
    const f = query.cursor ? { ...filter, after: decodeCursor(query.cursor, sort, desc) } : filter;
    if (q.countableFromStageCounts(f)) {
      const { rows, total } = await q.listOrderRowsCounted(this.db, f, sort, reverse, skip, limit, shape);
      return finishPage({ items: rows, count: total }, sort, desc, limit);
    }
    const search = q.containsSearch(filter);
    let items: q.OrderRow[];
    let total: { count: number; capped: boolean };
    if (search) {
      // The matches first (up to the bound): whether the term is common decides how its page is found.
      const ids = await q.searchMatches(this.db, search, SEARCH_COUNT_CAP);
      total = bounded(ids.length, SEARCH_COUNT_CAP);
      const plan: q.SearchPlan = !total.capped ? { ids } : skip + limit <= WALK_MAX_ROWS && q.walkable(search.rest) ? 'walk' : 'collect';
      items = ids.length ? await q.listOrderRows(this.db, f, sort, reverse, skip, limit, plan, shape) : [];
    } else {
      [items, total] = await Promise.all([q.listOrderRows(this.db, f, sort, reverse, skip, limit, 'planner', shape), this.count(filter)]);
    }
    return finishPage(total.capped ? { items, count: total.count, countCapped: true } : { items, count: total.count }, sort, desc, limit);
  }

  /**
   * First pages of several lists at once (the kanban's columns, no cursor): when the counts table
   * answers every filter, one statement for all of them; otherwise one page call each, in parallel.
   */
  async firstPages(filters: q.OrderFilter[], query: ListQuery, defaultSort: q.OrderSort = 'status_update', shape: q.RowShape = 'list'): Promise<ListPage[]> {
    const first = { ...query, cursor: undefined };
    if (!filters.every(q.countableFromStageCounts)) return Promise.all(filters.map((f) => this.page(f, first, defaultSort, shape)));
    const { sort, reverse, desc, limit, skip } = pagingOf(first, defaultSort);
    const pages = await q.listOrderRowsCountedMany(this.db, filters, sort, reverse, skip, limit, shape);
    return pages.map(({ rows, total }) => finishPage({ items: rows, count: total }, sort, desc, limit));
  }

  /**
   * Exact from order_stage_counts when the filter allows it, else a count bounded by COUNT_CAP
   * (searches that are not "contains" searches, such as a number: SEARCH_COUNT_CAP).
   */
  async count(filter: q.OrderFilter): Promise<{ count: number; capped: boolean }> {
    if (q.countableFromStageCounts(filter)) return { count: await q.countFromStageCounts(this.db, filter), capped: false };
    const cap = isSearch(filter) ? SEARCH_COUNT_CAP : COUNT_CAP;
    return bounded(await q.boundedCount(this.db, filter, cap), cap);
  }

  /** My Chats: orders assigned to the agent, one stage (chatType) or all open ones. */
  myChats(agentId: number, scope: number | null, query: ListQuery) {
    return this.page({ ...this.chatFilter(query, scope), agentId }, query);
  }

  /** All Chats (and "Search - All Chats" when only searchTerm is given). */
  allChats(scope: number | null, query: ListQuery) {
    const f = this.chatFilter(query, scope);
    if (query.agentId !== undefined || query.assignee !== undefined) f.agentId = query.agentId ?? query.assignee;
    return this.page(f, query);
  }

  private chatFilter(query: ListQuery, scope: number | null): q.OrderFilter {
    const stageValue = query.stage ?? query.chatType;
    const f = baseFilter(query, scope);
    if (stageValue) f.stages = [parseStage(stageValue, stageValue === query.stage ? 'querystring.stage' : 'querystring.chatType')];
    else f.excludeStages = ['draft'];
    return f;
  }

  /** Chat manager: open orders nobody is assigned to, newest first. */
  unassigned(scope: number | null, query: ListQuery) {
    return this.page({ ...baseFilter(query, scope), excludeStages: CLOSED_STAGES, assigned: false }, query, 'received');
  }

  /** Chat manager (re-assign): open orders with an assignee, optionally one assignee's. */
  assigned(scope: number | null, query: ListQuery) {
    const f: q.OrderFilter = { ...baseFilter(query, scope), excludeStages: CLOSED_STAGES };
    if (query.assignee !== undefined) f.agentId = query.assignee;
    else f.assigned = true;
    return this.page(f, query, 'received');
  }

  /** find-orders: by order id, customer name, contact number, patient name or prescription id. */
  find(scope: number | null, searchType: FindOrdersType, searchKey: string, query: ListQuery) {
    const key = searchKey.trim();
    const f: q.OrderFilter = { locationId: scope };
    const bad = (message: string) => new ValidationError([{ field: 'querystring.searchKey', message }]);
    if (searchType === 'orderId') {
      const m = /^(?:HN)?(\d{1,15})$/i.exec(key);
      if (!m) throw bad('must be an order id such as HN000123 or 123');
      if (/^HN/i.test(key) && m[1].length < 6) f.orderPrefix = `HN${m[1]}`;
      else f.orderPrefix = `HN${m[1].replace(/^0+/, '').padStart(6, '0')}`;
    } else if (searchType === 'prescriptionId') {
      const m = /^(?:HNRX)?0*(\d{1,9})$/i.exec(key);
      if (!m) throw bad('must be a prescription id such as HNRX000042');
      f.prescriptionId = Number(m[1]);
    } else {
      checkTerm(key, searchType, 'querystring.searchKey');
      if (searchType === 'customerName') f.customerName = key;
      else if (searchType === 'contactNumber') f.contactNumber = key;
      else f.patientName = key;
    }
    return this.page(f, { ...query, sortBy: query.sortBy ?? 'received' }, 'received');
  }

  /** The unassigned badge: from the counts table. */
  async unassignedCount(scope: number | null): Promise<number> {
    return q.countFromStageCounts(this.db, { excludeStages: CLOSED_STAGES, assigned: false, locationId: scope });
  }

  /** One kanban column, paged (the console virtualises thousands of cards), its rows as cards. */
  async kanbanColumn(scope: number | null, stage: KanbanStage, query: ListQuery) {
    return { stage, label: STAGE_LABELS[stage], ...(await this.page(kanbanFilter(query, scope, stage), kanbanQuery(query), 'status_update', 'card')) };
  }

  /**
   * The eight columns with their first cards and counts in one round trip of the console and,
   * unless a search or date narrows them, one statement (each column counted from order_stage_counts).
   */
  async kanbanBoard(scope: number | null, query: ListQuery) {
    const pages = await this.firstPages(STAGES.map((stage) => kanbanFilter(query, scope, stage)), kanbanQuery(query), 'status_update', 'card');
    const columns = STAGES.map((stage, i) => ({ stage, label: STAGE_LABELS[stage], ...pages[i] }));
    return { columns, total: columns.reduce((n, c) => n + c.count, 0) };
  }

  /**
   * The chat badges: per stage, the agent's own (My Chats), all (All Chats) and the unassigned
   * open orders (the chat manager badge). Read from order_stage_counts only.
   */
  async chatCounts(agentId: number, locationId: number | null) {
    const rows = await q.chatCounts(this.db, agentId, locationId);
    const my = Object.fromEntries(STAGES.map((s) => [s, 0])) as Record<KanbanStage, number>;
    const all = { ...my };
    let unassigned = 0;
    for (const r of rows) {
      if (!(STAGES as readonly string[]).includes(r.stage)) continue;
      my[r.stage as KanbanStage] = r.my;
      all[r.stage as KanbanStage] = r.all;
      if (!CLOSED_STAGES.includes(r.stage)) unassigned += r.unassigned;
    }
    const sum = (m: Record<string, number>) => Object.values(m).reduce((a, b) => a + b, 0);
    return { my, all, myTotal: sum(my), allTotal: sum(all), unassigned };
  }

  /** Chat Overview dashboard: orders per stage, and per stage for each agent (and nobody). */
  async overview(locationId: number | null) {
    const rows = (await q.stageCounts(this.db, locationId)).filter((r) => (STAGES as readonly string[]).includes(r.stage));
    const empty = () => Object.fromEntries(STAGES.map((s) => [s, 0])) as Record<KanbanStage, number>;
    const stages = empty();
    const perAgent = new Map<number, Record<KanbanStage, number>>();
    for (const r of rows) {
      stages[r.stage as KanbanStage] += r.n;
      const m = perAgent.get(r.agent_id) ?? empty();
      m[r.stage as KanbanStage] += r.n;
      perAgent.set(r.agent_id, m);
    }
    const names = await q.agentNames(this.db, [...perAgent.keys()].filter((id) => id !== 0));
    const agents = [...perAgent.entries()].filter(([id]) => id !== 0).map(([agentId, counts]) => ({
      agentId, name: names.get(agentId) ?? `Agent ${agentId}`, counts, total: Object.values(counts).reduce((a, b) => a + b, 0),
    })).sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
    return {
      stages: STAGES.map((s) => ({ stage: s, label: STAGE_LABELS[s], count: stages[s] })),
      agents,
      unassigned: perAgent.get(0) ?? empty(),
    };
  }
}
