import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import grnReturn from '@schemas/grnReturn.schema.json';
import grns from '../../../resources/grns';
import { lineBoundProblems, cellMaximum } from '../../../src/console/generated/lineBounds';
import { sentLines, sentLinesProblems } from '../../../src/console/generated/sentLines';
import { prefillValues } from '../../../src/console/generated/actionPrefill';
import { refusalOf } from '../../../src/console/generated/RefusalDialog';
import type { EntitySchema } from '../../../src/shared/schemas/types';

/** The generator's vocabulary for an action's form over a record's lines (a GRN's partial return). */
const schema = grnReturn as unknown as EntitySchema;
const action = (name: string) => grns.actions!.find((a) => a.name === name)!;
const line = (id: number, onHand: number, quantity: number) => ({ grnLineId: id, product_name: `P${id}`, batch_name: '05-2031', net_qty: 70, returnable_qty: onHand, quantity });
const arbLines = fc.array(fc.record({ onHand: fc.integer({ min: 0, max: 100 }), quantity: fc.integer({ min: 0, max: 120 }) }), { minLength: 1, maxLength: 6 })
  .map((ls) => ls.map((l, i) => line(i + 1, l.onHand, l.quantity)));

describe('x-max-from: a cell bounded by its line', () => {
  it('refuses exactly the cells above what their line has on hand, each on its own line and named by it', () => {
    fc.assert(fc.property(arbLines, (lines) => {
      const problems = lineBoundProblems(schema, { lines });
      const expected = lines.flatMap((l, i) => (l.quantity > l.returnable_qty ? [`lines.${i}.quantity`] : []));
      expect(problems.map((p) => p.field)).toEqual(expected);
      problems.forEach((p) => {
        const l = lines[Number(p.field.split('.')[1])];
        expect(p.message).toBe(`Return ${l.product_name} (05-2031) must be ${l.returnable_qty} or less`);
      });
    }));
  });

  it('takes the cell\'s own maximum when the line says more, or says nothing', () => {
    const cell = schema.properties.lines.items!.properties!.quantity;
    expect(cellMaximum(cell, { returnable_qty: 5 })).toBe(5);
    expect(cellMaximum(cell, { returnable_qty: 5e9 })).toBe(1000000);
    expect(cellMaximum(cell, {})).toBe(1000000);
  });
});

describe('x-send-lines-with: only lines with a quantity are sent', () => {
  it('sends the lines above 0 in order, and maps a refusal of the k-th sent line back to the line shown', () => {
    fc.assert(fc.property(arbLines, (lines) => {
      const { body, shown } = sentLines(schema, { lines, reason: 'x' });
      const kept = lines.flatMap((l, i) => (l.quantity > 0 ? [i] : []));
      expect(body.lines).toEqual(kept.map((i) => lines[i]));
      expect(body.reason).toBe('x');
      kept.forEach((shownAt, k) => {
        expect(shown([{ field: `lines[${k}].quantity`, message: 'm' }])[0].field).toBe(`lines.${shownAt}.quantity`);
        expect(shown([{ field: `lines.${k}.quantity`, message: 'm' }])[0].field).toBe(`lines.${shownAt}.quantity`);
      });
      expect(shown([{ field: 'reason', message: 'm' }])[0].field).toBe('reason');
      expect(sentLinesProblems(schema, { lines }).length).toBe(kept.length ? 0 : 1);
    }));
  });
});

describe('prefill: an action form filled from the record', () => {
  it('makes one form line per record line, cells by name or x-from, missing ones from their default', () => {
    const record = { lineItems: [{ id: 91, product_name: 'Panadol 500mg', batch_name: '05-2031', net_qty: 66, returnable_qty: 5, grn_qty: 70 }] };
    expect(prefillValues(action('partial-return'), schema, record)).toEqual({
      lines: [{ grnLineId: 91, product_name: 'Panadol 500mg', batch_name: '05-2031', net_qty: 66, returnable_qty: 5, quantity: 0 }],
    });
  });
});

describe('refusals worded as a dialog', () => {
  it('fills {detail} from the message after its prefix, and leaves other refusals alone', () => {
    const cancel = action('cancel');
    expect(refusalOf(cancel, 'Error: Insufficient QTY__Panadol 500mg')).toEqual({
      title: 'Insufficient quantity',
      text: expect.stringContaining('part of Panadol 500mg received on it has already been sold or reserved'),
    });
    expect(refusalOf(cancel, 'GRN 000009 is cancelled')).toBeNull();
    expect(refusalOf(action('print'), 'Error: Insufficient QTY__X')).toBeNull();
  });
});
