import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fillBulkText } from '../../../src/shared/resources/bulkText';

describe("a bulk action's texts (fillBulkText)", () => {
  it('counts the ticked rows and sums a field to the cent, for any rows', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 30 }), (cents) => {
      const rows = cents.map((c, i) => ({ id: i, collected: c / 100 }));
      const total = cents.reduce((a, b) => a + b, 0) / 100;
      expect(fillBulkText('Settle {count} order(s) for {sum:collected}?', rows))
        .toBe(`Settle ${rows.length} order(s) for ${total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}?`);
    }));
  });

  it("fills the answer's fields after the action (money to the cent), leaving a missing one blank", () => {
    expect(fillBulkText('Settlement {settlementId}: {orderCount} order(s), {total:money}', [{}, {}], { settlementId: 6, orderCount: 2, total: 48 }))
      .toBe('Settlement 6: 2 order(s), 48.00');
    expect(fillBulkText('Done {missing}', [], {})).toBe('Done ');
  });
});
