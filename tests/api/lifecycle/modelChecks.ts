import { sql } from 'kysely';
import { can } from '../../../src/shared/permissions/model';
import { ROLES } from '../../../src/shared/roles';
import { TERMINAL_STATUSES, ORDER_STATUS as S } from '../../../src/shared/orders/statuses';
import { STAGES, STAGE_SLUGS } from '../../../src/shared/orders/stages';
import { openTransitions, type RunState } from '../../../src/shared/orders/transitions';
import { abilitiesOf } from '../../../src/shared/orders/transitions';
import { orderRunProblem } from '../../../src/shared/orders/runStates';
import { checkMoneyInvariants } from '../../../src/server/db/moneyChecks';
import { checkDatabase } from '../../../src/server/db/check';
import type { OrderState, Shared, World } from './modelWorld';

/**
 * What must hold after a step of the lifecycle model, each answered as a list of problems (empty:
 * all well). The per-step checks read only the sequence's own rows (its products' batches, its
 * orders' money, its location's lists), by index, so a check costs the same after the 500th
 * sequence as after the first; the whole database is checked every so many steps (fullProblems).
 */

/** Every order not final sits where the lifecycle can reach and has a move some role (or the customer, or the system) may make. */
export function movabilityProblems(s: Shared, orders: OrderState[]): string[] {
  const out: string[] = [];
  for (const o of orders) {
    if (TERMINAL_STATUSES.includes(o.status as never)) continue;
    const problem = orderRunProblem(o.status, o.run as RunState);
    if (problem) out.push(`order ${o.id}: ${problem}`);
    const movable = openTransitions(o.status, o.run as RunState)
      .filter((t) => t.customer || t.system || abilitiesOf(t).some((a) => ROLES.some((r) => can(s.app.permissions.abilitiesOf(r), a))));
    if (!movable.length) out.push(`order ${o.id}: status ${o.status} in run state ${o.run}: no role may move it`);
  }
  return out;
}

/** Stock of the world's products: every batch equals its ledger and its active reservations, never negative. */
export async function stockProblems(s: Shared, w: World): Promise<string[]> {
  const rows = (await sql<{ m: string }>`SELECT format('stock: batch %s: quantity %s reserved %s, ledger %s / %s, active reservations %s', b.id, b.quantity,
      b.reserved_quantity, coalesce(m.q, 0), coalesce(m.r, 0), coalesce(v.n, 0)) AS m
    FROM product_batches b
    LEFT JOIN LATERAL (SELECT sum(quantity_delta) AS q, sum(reserved_delta) AS r FROM stock_movements WHERE batch_id = b.id) m ON true
    LEFT JOIN LATERAL (SELECT sum(quantity) AS n FROM reservations WHERE batch_id = b.id AND status = 'active') v ON true
    WHERE b.product_id = ANY(${w.products}::int[]) AND (b.quantity <> coalesce(m.q, 0) OR b.reserved_quantity <> coalesce(m.r, 0) OR b.quantity < 0
      OR b.reserved_quantity < 0 OR b.reserved_quantity > b.quantity OR b.reserved_quantity <> coalesce(v.n, 0))`.execute(s.app.db)).rows;
  return rows.map((r) => r.m);
}

/** The money invariants of db:check (moneyChecks.ts), over the world's orders only. */
export async function moneyProblems(s: Shared, w: World): Promise<string[]> {
  return (await checkMoneyInvariants(s.app.db, 20, w.orders)).map((m) => `money: ${m}`);
}

/**
 * The lists of the world's location (its orders are the only ones there) count what they list, and
 * agree with its orders. `badges`: the chat badges per stage (fetch-chats-counts, from the counts
 * table) and All Chats (its count, its rows and each row's stage). `boards`: the kanban board (each
 * column's count and cards), All Chats of each stage an order is in (the stage-filtered path) and
 * the planner's Assign Dispatch and Returned Orders lists when an order is prepared or returned.
 */
export async function listProblems(s: Shared, w: World, orders: OrderState[], what: { badges: boolean; boards: boolean }): Promise<string[]> {
  const out: string[] = [];
  const idsIn = (stage: string) => orders.filter((o) => o.stage === stage).map((o) => o.id).join(' ');
  const get = async <X>(url: string, ability: string): Promise<X> => {
    const res = await s.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: s.as(ability).headers });
    if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  type Page = { items: Array<{ id: number; stage: string; status: number }>; count: number };
  const listed = (page: Page) => page.items.map((r) => r.id).sort((a, b) => a - b).join(' ');
  const compare = (what: string, page: Page, want: string) => {
    const n = want ? want.split(' ').length : 0;
    if (page.count !== n || listed(page) !== want) out.push(`list: ${what} counts ${page.count} and lists [${listed(page)}], location ${w.locationId} has [${want}]`);
  };
  if (what.badges) {
    const counts = await get<{ all: Record<string, number> }>(`chats/fetch-chats-counts?userLocation=${w.locationId}`, 'chats.all');
    const all = await get<Page>(`chats/all-threads?location=${w.locationId}&limit=50`, 'chats.all');
    compare('All Chats', all, orders.filter((o) => o.stage !== 'draft').map((o) => o.id).join(' '));
    for (const stage of STAGES) {
      const want = idsIn(stage);
      if (counts.all[stage] !== (want ? want.split(' ').length : 0)) out.push(`list: chat counts say ${counts.all[stage]} ${stage}, location ${w.locationId} has [${want}]`);
      const rows = all.items.filter((r) => r.stage === stage).map((r) => r.id).sort((a, b) => a - b).join(' ');
      if (rows !== want) out.push(`list: All Chats shows [${rows}] as ${stage}, location ${w.locationId} has [${want}] there`);
    }
  }
  if (what.boards) {
    const board = await get<{ columns: Array<Page & { stage: string }> }>(`orders/admin/get-kanban-board-data-to-initial-load?location=${w.locationId}&limit=50`, 'dashboards.kanban');
    for (const stage of STAGES) compare(`kanban ${stage}`, board.columns.find((c) => c.stage === stage) ?? { items: [], count: -1 }, idsIn(stage));
    for (const stage of new Set(orders.map((o) => o.stage))) {
      if (!(STAGES as readonly string[]).includes(stage)) continue;
      compare(`All Chats ${stage}`, await get<Page>(`chats/all-threads?stage=${STAGE_SLUGS[stage as keyof typeof STAGE_SLUGS]}&location=${w.locationId}&limit=50`, 'chats.all'), idsIn(stage));
    }
  }
  for (const [orderType, status] of [['assign', S.prepared], ['returned', S.dispatch_end]] as const) {
    if (what.boards && orders.some((o) => o.status === status)) {
      const want = orders.filter((o) => o.status === status).map((o) => o.id).join(' ');
      compare(`planner ${orderType}`, await get<Page>(`orders/admin/get-prepared-orders?orderType=${orderType}&pharmacyLocation=${w.locationId}&limit=50`, 'logistics.view'), want);
    }
  }
  return out;
}

/** Every invariant of db:check over the whole database (stock, money, rollups, counts tables, run states). */
export async function fullProblems(s: Shared): Promise<string[]> {
  return (await checkDatabase(s.app.db)).map((v) => `db:check ${v.check}: ${v.message}`);
}
