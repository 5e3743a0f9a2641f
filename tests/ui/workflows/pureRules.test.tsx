import { describe, expect, it } from 'vitest';
import { abilitiesFor } from '../signedIn';
import { parseChatRoute, CHAT_SUBLISTS } from '../../../src/console/orders/subLists';
import { emptyBoard, keepUnchangedBoard, placeCard, withCounts } from '../../../src/console/workflows/kanban/board';
import { orderActions } from '../../../src/console/orders/detail/orderActions';
import { attachmentProblem, groupBySteps } from '../../../src/console/workflows/chats/threadTypes';
import { row } from './harness';

describe('chat routes (spec 2)', () => {
  it('reads /chats/{assignStatus}/{chatType} and /chats/{chatType}', () => {
    expect(parseChatRoute('/app/chats/my/new-requests')).toEqual({ assignStatus: 'my', stage: 'new_requests', search: false, valid: true });
    expect(parseChatRoute('/chats/all/on-delivery')).toMatchObject({ assignStatus: 'all', stage: 'on_delivery', valid: true });
    expect(parseChatRoute('/app/chats/action-required')).toEqual({ stage: 'action_required', search: false, valid: true });
    expect(parseChatRoute('/app/chats/all/search')).toMatchObject({ assignStatus: 'all', search: true, valid: true });
    expect(parseChatRoute('/app/chats/my/search').valid).toBe(false);
    expect(parseChatRoute('/app/chats/my/nonsense').valid).toBe(false);
    expect(parseChatRoute('/app/chats/someone/new-requests').valid).toBe(false);
  });

  it('lists the eight sub-lists in the menu order of the spec', () => {
    expect(CHAT_SUBLISTS).toEqual(['new_requests', 'action_required', 'to_be_invoiced', 'awaiting_response', 'on_dispensing', 'on_delivery', 'completed', 'cancelled']);
  });
});

describe('kanban realtime placement', () => {
  const board = () => {
    const b = emptyBoard();
    b.new_requests = { rows: [row({ id: 1, last_status_update_time: '2025-01-10T10:00:00Z', sorting_status_update_date: '2025-01-10T10:00:00Z' }), row({ id: 2, last_status_update_time: '2025-01-10T08:00:00Z', sorting_status_update_date: '2025-01-10T08:00:00Z' })], count: 2 };
    b.awaiting_response = { rows: [row({ id: 3, stage: 'awaiting_response', status: 3, sorting_status_update_date: '2025-01-10T09:00:00Z' })], count: 5 };
    return b;
  };

  it('moves a card to the column of its new stage, newest status change first', () => {
    const moved = placeCard(board(), row({ id: 2, stage: 'awaiting_response', status: 3, sorting_status_update_date: '2025-01-11T09:00:00Z' }), 'status_update');
    expect(moved.new_requests.rows.map((r) => r.id)).toEqual([1]);
    expect(moved.awaiting_response.rows.map((r) => r.id)).toEqual([2, 3]);
  });

  it('does not append a card after a partly loaded column (it comes with the next page)', () => {
    const moved = placeCard(board(), row({ id: 9, stage: 'awaiting_response', status: 3, sorting_status_update_date: '2024-01-01T00:00:00Z' }), 'status_update');
    expect(moved.awaiting_response.rows.map((r) => r.id)).toEqual([3]);
  });

  it('sorts by the sorting dates when asked (earliest first)', () => {
    const b = emptyBoard();
    b.on_dispensing = { rows: [row({ id: 1, stage: 'on_dispensing', sorting_date_for_sort: '2025-02-01T00:00:00Z' }), row({ id: 2, stage: 'on_dispensing', sorting_date_for_sort: '2025-02-05T00:00:00Z' })], count: 2 };
    const moved = placeCard(b, row({ id: 3, stage: 'on_dispensing', sorting_date_for_sort: '2025-02-03T00:00:00Z' }), 'sorting_date');
    expect(moved.on_dispensing.rows.map((r) => r.id)).toEqual([1, 3, 2]);
  });

  it('takes counts from the server but never below the loaded cards', () => {
    const b = withCounts(board(), { new_requests: 40, awaiting_response: 0 });
    expect(b.new_requests.count).toBe(40);
    expect(b.awaiting_response.count).toBe(1);
  });

  it('a board read again keeps what did not change: the board itself, else each equal column and card', () => {
    const shown = board();
    expect(keepUnchangedBoard(shown, structuredClone(shown))).toBe(shown);
    const read = structuredClone(shown);
    read.new_requests.rows[1] = { ...read.new_requests.rows[1], customer: 'Changed' };
    const kept = keepUnchangedBoard(shown, read);
    expect(kept).not.toBe(shown);
    expect(kept.awaiting_response).toBe(shown.awaiting_response);
    expect(kept.new_requests.rows[0]).toBe(shown.new_requests.rows[0]);
    expect(kept.new_requests.rows[1]).toEqual(read.new_requests.rows[1]);
    const counted = structuredClone(shown);
    counted.awaiting_response.count = 6;
    expect(keepUnchangedBoard(shown, counted).awaiting_response).toEqual({ rows: shown.awaiting_response.rows, count: 6 });
  });
});

describe('order actions offered in the detail modal', () => {
  it('follows the role (permissions.yaml) and the status (transition table)', () => {
    const pharmacist = abilitiesFor('pharmacist');
    expect(orderActions(1, pharmacist)).toEqual({ cancel: true, complete: false });
    expect(orderActions(15, pharmacist)).toEqual({ cancel: false, complete: true });
    expect(orderActions(8, pharmacist)).toEqual({ cancel: false, complete: false }); // invoiced: needs orders.cancel_invoiced
    expect(orderActions(8, abilitiesFor('finance'))).toEqual({ cancel: true, complete: false });
    expect(orderActions(1, abilitiesFor('management'))).toEqual({ cancel: false, complete: false });
    expect(orderActions(17, abilitiesFor('super_admin'))).toEqual({ cancel: false, complete: false });
  });
});

describe('chat thread helpers', () => {
  it('groups messages by the step they were written at, in order', () => {
    const m = (id: number, step: number) => ({ id, sender: 'customer', step, createdAt: '2025-01-01T00:00:00Z' });
    expect(groupBySteps([m(1, 1), m(2, 1), m(3, 3), m(4, 1)]).map((g) => [g.step, g.messages.map((x) => x.id)])).toEqual([[1, [1, 2]], [3, [3]], [1, [4]]]);
  });

  it('refuses files the server would refuse', () => {
    expect(attachmentProblem({ size: 10, type: 'image/png' })).toBeNull();
    expect(attachmentProblem({ size: 10, type: 'text/plain' })).toBe('rx.chats.attachment_type');
    expect(attachmentProblem({ size: 6 * 1024 * 1024, type: 'application/pdf' })).toBe('rx.chats.attachment_size');
  });
});
