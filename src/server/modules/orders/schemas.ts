import { LIST_SEARCH } from '../../../shared/forms/requestFields';
import { dayRangeFields } from '../../platform/dayRange';
import { ORDER_LIST_DAYS } from '../../../shared/forms/dayRanges';

/** Request schemas shared by the orders, chats and kanban routes (querystrings are coerced). */

const idOrDisplay = { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'string', minLength: 1, maxLength: 20 }] };
const statusList = { type: 'array', items: { type: 'string', pattern: '^[0-9]{1,2}(,[0-9]{1,2})*$' }, maxItems: 30 };
/** An id column (integer in PostgreSQL): larger numbers are a 400, not a database error. */
export const INT_ID = { type: 'integer', minimum: 1, maximum: 2147483647 };

export const PAGE_PROPS = {
  skip: { type: 'integer', minimum: 0, maximum: 1000000, default: 0 },
  limit: { type: 'integer', minimum: 1, maximum: 500, default: 10 },
};

/** Keyset paging (issue 13): the `nextCursor` of the previous page; replaces skip for deep pages. */
export const CURSOR_PROPS = { cursor: { type: 'string', minLength: 8, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' } };

/** sortBy: the status-update date (default) or the sorting dates; sortOrder flips the natural direction. */
export const SORT_PROPS = {
  sortBy: { type: 'string', enum: ['status_update', 'last_status_update_time', 'sorting_date', 'sorting_date_for_sort', 'received', 'created'] },
  sortOrder: { type: 'string', enum: ['ASC', 'DESC', 'asc', 'desc'] },
};

/** Filters of spec 7's order lists; statusArray as repeated keys, `statusArray[]` or "1,2". */
export const FILTER_PROPS = {
  searchTerm: LIST_SEARCH,
  statusArray: statusList,
  'statusArray[]': statusList,
  ...dayRangeFields(ORDER_LIST_DAYS),
  city: INT_ID,
  location: INT_ID,
  assignee: INT_ID,
};

export const query = (properties: Record<string, unknown>, required: string[] = []) =>
  ({ type: 'object', properties, required, additionalProperties: false });

export const body = (properties: Record<string, unknown>, required: string[] = []) =>
  ({ type: 'object', properties, required, additionalProperties: false });

export const ORDER_ID_QUERY = query({ orderId: idOrDisplay }, ['orderId']);
export const ORDER_REF = idOrDisplay;

export const STAGE_PROP = { type: 'string', pattern: '^[a-z_-]{3,30}$' };

export const CHAT_LIST_QUERY = query({ ...PAGE_PROPS, ...CURSOR_PROPS, ...SORT_PROPS, ...FILTER_PROPS, stage: STAGE_PROP, chatType: STAGE_PROP, agentId: INT_ID });
export const MANAGER_LIST_QUERY = query({ ...PAGE_PROPS, ...CURSOR_PROPS, ...SORT_PROPS, ...FILTER_PROPS });
export const KANBAN_QUERY = query({
  ...SORT_PROPS, ...FILTER_PROPS, ...CURSOR_PROPS, stage: STAGE_PROP, agentId: INT_ID,
  skip: PAGE_PROPS.skip, limit: { type: 'integer', minimum: 1, maximum: 500, default: 20 },
});
