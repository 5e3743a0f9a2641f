import { ACTION_REQUIRED_STATUSES, STAGES, STAGE_LABELS, STAGE_STATUSES, type KanbanStage } from '../../../shared/orders/stages';
import { ORDER_STATUS as S, orderStatusLabel, type OrderStatus } from '../../../shared/orders/statuses';
import { ORDER_MEASURES, type Measures } from './queries';

/**
 * The arithmetic of the dashboards over summed rollup rows: rates and averages are computed
 * from sums here, once, so every dashboard shows the same number for the same thing. A figure
 * with nothing to average over is null (the console shows "—"), never a 0 that reads as a result.
 */

export const zero = (): Measures => Object.fromEntries(ORDER_MEASURES.map((m) => [m, 0])) as Measures;

export function add(into: Measures, row: Partial<Measures>): Measures {
  for (const m of ORDER_MEASURES) into[m] += Number(row[m] ?? 0);
  return into;
}

/** Sums rows into one, optionally only those whose status passes `keep`. */
export function total<T extends Measures & { status: number }>(rows: T[], keep: (status: number) => boolean = () => true): Measures {
  return rows.filter((r) => keep(r.status)).reduce(add, zero());
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** part / whole as a percentage to one decimal. */
export const percent = (part: number, whole: number): number | null => (whole > 0 ? round((part / whole) * 100, 1) : null);

/** An average duration from a sum of seconds: whole minutes, and hours to one decimal. */
export function duration(seconds: number, count: number): { minutes: number | null; hours: number | null } {
  if (count <= 0) return { minutes: null, hours: null };
  const avg = seconds / count;
  return { minutes: Math.round(avg / 60), hours: round(avg / 3600, 1) };
}

export const ratings = (m: Measures) => [m.rating_1, m.rating_2, m.rating_3, m.rating_4, m.rating_5];

/** Average feedback rating to one decimal (spec 9). */
export function averageRating(m: Measures): number | null {
  const counts = ratings(m);
  const n = counts.reduce((a, b) => a + b, 0);
  return n ? round(counts.reduce((sum, c, i) => sum + c * (i + 1), 0) / n, 1) : null;
}

export const isDraft = (status: number) => status === S.draft;
const CLOSED: number[] = [S.draft, S.delivered, S.completed, S.cancelled];
export const isOpen = (status: number) => !CLOSED.includes(status);

/** Where an order stands now: completed (delivered or completed), cancelled, quotation expired, or in progress. */
export const OUTCOMES = ['completed', 'cancelled', 'quotation_expired', 'in_progress'] as const;
export function outcomeOf(status: number): (typeof OUTCOMES)[number] | null {
  if (status === S.draft) return null;
  if (status === S.delivered || status === S.completed) return 'completed';
  if (status === S.cancelled) return 'cancelled';
  if (status === S.quotation_expired) return 'quotation_expired';
  return 'in_progress';
}

/**
 * The kanban stage of a status. The rollup keeps statuses, not the chat-driven "awaiting reply"
 * flag, so action required here means statuses 4, 24 and 25 (the customer asked for something).
 */
export function stageOfStatus(status: number): KanbanStage | null {
  if (ACTION_REQUIRED_STATUSES.includes(status as OrderStatus)) return 'action_required';
  for (const stage of STAGES) {
    if (stage !== 'action_required' && STAGE_STATUSES[stage].includes(status as OrderStatus)) return stage;
  }
  return null;
}

export function stageCounts(byStatus: Map<number, number>) {
  const counts = new Map<KanbanStage, number>(STAGES.map((s) => [s, 0]));
  for (const [status, n] of byStatus) {
    const stage = stageOfStatus(status);
    if (stage) counts.set(stage, (counts.get(stage) ?? 0) + n);
  }
  return STAGES.map((stage) => ({ stage, label: STAGE_LABELS[stage], count: counts.get(stage) ?? 0 }));
}

export const statusCounts = (byStatus: Map<number, number>) =>
  [...byStatus].filter(([status, n]) => status !== S.draft && n > 0).sort(([a], [b]) => a - b)
    .map(([status, count]) => ({ status, label: orderStatusLabel(status), count }));
