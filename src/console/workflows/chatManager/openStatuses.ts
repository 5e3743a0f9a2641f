import { ORDER_STATUSES } from '@shared/orders/statuses';
import { STAGE_STATUSES } from '@shared/orders/stages';

/** Statuses an order can have while the chat manager deals with it (not draft, completed or cancelled). */
const CLOSED = new Set<number>([...STAGE_STATUSES.draft, ...STAGE_STATUSES.completed, ...STAGE_STATUSES.cancelled]);
export const OPEN_STATUSES: number[] = ORDER_STATUSES.filter((s) => !CLOSED.has(s));
