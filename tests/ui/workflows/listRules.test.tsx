import { describe, expect, it } from 'vitest';
import { applyOrderUpdate, applyOrderUpdates } from '../../../src/console/orders/listRules';
import { toListUpdate } from '../../../src/console/orders/realtimeRows';
import { row } from './harness';

const state = (ids: number[]) => ({ rows: ids.map((id) => row({ id })), count: ids.length + 20 });

describe('the realtime order-list rules of spec 4', () => {
  it('replaces the existing row in place, keeping its position and the count', () => {
    const before = state([1, 2, 3]);
    const after = applyOrderUpdate(before, { row: row({ id: 2, status: 3, stage: 'awaiting_response' }), fromList: 1, toList: 1 });
    expect(after.rows.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(after.rows[1].status).toBe(3);
    expect(after.rows[1].stage).toBe('awaiting_response');
    expect(after.count).toBe(23);
    expect(before.rows[1].status).toBe(1); // pure: the input is untouched
  });

  it('replaces the row even when the update says it moved lists', () => {
    const after = applyOrderUpdate(state([1, 2]), { row: row({ id: 1, assigned_agent_id: 9 }), fromList: 0, toList: 1 });
    expect(after.rows.map((r) => r.id)).toEqual([1, 2]);
    expect(after.rows[0].assigned_agent_id).toBe(9);
  });

  it('adds a missing row that moves from list 0 to list 1, at the top, and counts it', () => {
    const after = applyOrderUpdate(state([1, 2]), { row: row({ id: 7 }), fromList: 0, toList: 1 });
    expect(after.rows.map((r) => r.id)).toEqual([7, 1, 2]);
    expect(after.count).toBe(23);
  });

  it('ignores a missing row for any other move', () => {
    const before = state([1, 2]);
    expect(applyOrderUpdate(before, { row: row({ id: 7 }), fromList: 1, toList: 1 })).toBe(before);
    expect(applyOrderUpdate(before, { row: row({ id: 7 }), fromList: 1, toList: 0 })).toBe(before);
    expect(applyOrderUpdate(before, { row: row({ id: 7 }), fromList: 0, toList: 0 })).toBe(before);
    expect(applyOrderUpdate(before, { row: row({ id: 7 }) })).toBe(before);
  });

  it('keeps a full page at its size when a row is added', () => {
    const after = applyOrderUpdate(state([1, 2, 3]), { row: row({ id: 9 }), fromList: 0, toList: 1 }, { pageSize: 3 });
    expect(after.rows.map((r) => r.id)).toEqual([9, 1, 2]);
  });

  it('matches ids given as numbers or strings, and applies bursts in order', () => {
    const after = applyOrderUpdates(state([1, 2]), [
      { row: { ...row({ id: 5 }), id: '5' as unknown as number }, fromList: 0, toList: 1 },
      { row: row({ id: 5, status: 2 }), fromList: 1, toList: 1 },
      { row: row({ id: 2, status: 17 }) },
    ]);
    expect(after.rows.map((r) => String(r.id))).toEqual(['5', '1', '2']);
    expect(after.rows[0].status).toBe(2);
    expect(after.rows[2].status).toBe(17);
  });
});

describe('events as list updates', () => {
  const newRequestsOfAll = { stage: 'new_requests', belongs: (r: { stage?: string }) => r.stage === 'new_requests' };

  it('a step change into the shown stage is a move from list 0 to list 1', () => {
    const u = toListUpdate('stepChanged', { orderId: 3, from: 4, to: 2, row: row({ id: 3, status: 2, stage: 'new_requests' }) }, newRequestsOfAll);
    expect(u).toMatchObject({ fromList: 0, toList: 1 });
  });

  it('a step change within the stage stays in list 1; leaving it goes to list 0', () => {
    expect(toListUpdate('stepChanged', { from: 1, row: row({ id: 3, status: 2 }) }, newRequestsOfAll)).toMatchObject({ fromList: 1, toList: 1 });
    expect(toListUpdate('stepChanged', { from: 2, row: row({ id: 3, status: 3, stage: 'awaiting_response' }) }, newRequestsOfAll)).toMatchObject({ fromList: 1, toList: 0 });
  });

  it('an assignment is a move out of the unassigned list', () => {
    const mine = { belongs: (r: { assigned_agent_id?: number | null }) => r.assigned_agent_id === 7 };
    expect(toListUpdate('chatCounts', { reason: 'assigned', orderIds: [3], row: row({ id: 3, assigned_agent_id: 7 }) }, mine)).toMatchObject({ fromList: 0, toList: 1 });
  });

  it('an event without a row is no list update', () => {
    expect(toListUpdate('chatCounts', { reason: 'assigned', orderIds: [3] }, newRequestsOfAll)).toBeNull();
    expect(toListUpdate('newOrder', null, newRequestsOfAll)).toBeNull();
  });
});
