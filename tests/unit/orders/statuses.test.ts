import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUS, ORDER_STATUSES, UNUSED_ORDER_STATUSES, isOrderStatus, orderStatusName, orderStatusLabel,
} from '../../../src/shared/orders/statuses';
import { SPEC_STAGE_STATUSES, STAGES, STAGE_STATUSES, isActionRequired, stageOf } from '../../../src/shared/orders/stages';
import { QUOTATION_STATUS } from '../../../src/shared/orders/quotationStatuses';

describe('order statuses (spec 4)', () => {
  it('has the spec numbers and names, 18 and 22 unused', () => {
    expect(ORDER_STATUS).toMatchObject({ draft: 0, new_order: 1, quatation_pending: 2, quatation_done: 3, change_request: 4, placed: 5,
      invoice_pending: 6, invoice_done: 7, confirm: 8, preparing: 9, prepared: 10, rider_assigned: 11, dispatch_start: 12, on_route: 13,
      arrived: 14, delivered: 15, dispatch_end: 16, cancelled: 17, cancelled_trip: 19, failed_trip: 20, completed: 21, quotation_expired: 23,
      request_new_quotation: 24, cashless_request_change: 25, cashless_request_change_response: 26, cashless_approved: 27 });
    expect(ORDER_STATUSES).toHaveLength(26);
    for (const n of UNUSED_ORDER_STATUSES) expect(isOrderStatus(n)).toBe(false);
    expect(orderStatusName(3)).toBe('quatation_done');
    expect(orderStatusLabel(3)).toBe('Quotation done');
    expect(() => orderStatusName(18)).toThrow(/Unknown order status 18/);
  });

  it('has the quotation statuses', () => {
    expect(QUOTATION_STATUS).toEqual({ odoo_quotation: 0, odoo_invoice: 1, cancelled: 2, expired: 3 });
  });
});

describe('stage groups', () => {
  it('lists the kanban columns in the spec order', () => {
    expect(STAGES).toEqual(['new_requests', 'action_required', 'awaiting_response', 'to_be_invoiced', 'on_dispensing', 'on_delivery', 'completed', 'cancelled']);
  });

  it('keeps every spec group, and places every status in exactly one stage', () => {
    for (const [stage, statuses] of Object.entries(SPEC_STAGE_STATUSES)) {
      for (const s of statuses) expect(stageOf(s), `status ${s}`).toBe(stage);
    }
    const placed = Object.values(STAGE_STATUSES).flat();
    expect(new Set(placed).size).toBe(placed.length);
    for (const s of ORDER_STATUSES) expect(() => stageOf(s)).not.toThrow();
  });

  it('applies the action-required rule', () => {
    expect(stageOf(4)).toBe('action_required');
    expect(stageOf(24)).toBe('action_required');
    expect(stageOf(25)).toBe('action_required');
    expect(stageOf(3, true)).toBe('action_required');
    expect(stageOf(3, false)).toBe('awaiting_response');
    expect(isActionRequired(21, true)).toBe(false);
    expect(stageOf(17, true)).toBe('cancelled');
  });
});
