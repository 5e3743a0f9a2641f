import { describe, expect, it } from 'vitest';
import { initialFilters } from '../../../src/console/reports/filterValues';
import { isoDay } from '../../../src/console/reports/format';
import deliveryList from '../../../reports/deliveryList';
import orderDetails from '../../../reports/orderDetails';

describe('a report page opens on data, not on a refusal', () => {
  it('a required single day starts at today', () => {
    expect(initialFilters(deliveryList).selectedDate).toBe(isoDay(0));
  });

  it('a declared date range keeps its last 30 days even when its ends are required', () => {
    const v = initialFilters(orderDetails);
    const { from, to } = orderDetails.dateRange!;
    expect(orderDetails.filters.required).toEqual(expect.arrayContaining([from, to]));
    expect(v[from]).toBe(isoDay(-29));
    expect(v[to]).toBe(isoDay(0));
  });
});
