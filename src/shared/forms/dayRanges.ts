import type { DayRange } from '../schemas/dayRange';

/**
 * The day ranges of the calls whose filters are not declared lists, labelled as their screens label
 * the two boxes: the server refuses by them and the console says the same under the end's box.
 */
/** The order lists (Find Orders, chats, kanban): received dates, no bound on the span. */
export const ORDER_LIST_DAYS: DayRange = { from: 'startDate', to: 'endDate', fromLabel: 'Received from', toLabel: 'Received to', maxDays: Number.POSITIVE_INFINITY };
/** The offline order list: received dates, two years at most. */
export const OFFLINE_ORDER_LIST_DAYS: DayRange = { from: 'startDate', to: 'endDate', fromLabel: 'Received from', toLabel: 'Received to' };
/** The dashboards' filter bar. */
export const DASHBOARD_DAYS: DayRange = { from: 'startDate', to: 'endDate', fromLabel: 'From', toLabel: 'To' };
