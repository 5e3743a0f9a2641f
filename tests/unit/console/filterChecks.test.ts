import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ListFilter } from '../../../src/shared/resources/defineResource';
import type { EntitySchema } from '../../../src/shared/schemas/types';
import { filterCheck } from '../../../src/console/generated/filterChecks';

const schema: EntitySchema = {
  $id: 'probe', title: 'Probe', type: 'object',
  properties: {
    at: { type: 'string', format: 'date-time' },
    recordId: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,64}$', 'x-pattern-message': 'must be letters, digits and . _ : - only (up to 64)' },
    note: { type: 'string' },
  },
};
const filters: ListFilter[] = [
  { source: 'from', label: 'From', type: 'dateFrom', property: 'at' },
  { source: 'to', label: 'To', type: 'dateTo', property: 'at' },
  { source: 'recordId', label: 'Record ID', type: 'equals' },
  { source: 'note', label: 'Note', type: 'equals' },
];
const check = (source: string) => filterCheck(filters.find((f) => f.source === source)!, filters, schema);
const day = fc.integer({ min: 0, max: 3650 }).map((n) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));

describe('what a generated list filter refuses (filterCheck)', () => {
  it('a To before its From, naming both; any other pair passes (no maxDays: no bound on the span)', () => {
    fc.assert(fc.property(day, day, (from, to) => {
      expect(check('to')!(to, { from })).toBe(to < from ? 'To must not be before From' : undefined);
    }));
    expect(check('to')!('2025-03-01', {})).toBeUndefined();
    expect(check('from')).toBeUndefined();
  });

  it("a To further from its From than the filter's maxDays, counting both days", () => {
    const bounded = filters.map((f) => (f.source === 'to' ? { ...f, maxDays: 31 } : f));
    const to = filterCheck(bounded[1], bounded, schema)!;
    fc.assert(fc.property(day, day, (from, end) => {
      const days = (Date.parse(end) - Date.parse(from)) / 86_400_000 + 1;
      expect(to(end, { from })).toBe(end < from ? 'To must not be before From' : days > 31 ? 'To may be at most 31 days after From' : undefined);
    }));
  });

  it("a value the property's pattern refuses, worded by x-pattern-message; an empty box passes", () => {
    fc.assert(fc.property(fc.string({ maxLength: 80 }), (v) => {
      const ok = v === '' || /^[A-Za-z0-9_.:-]{1,64}$/.test(v);
      expect(check('recordId')!(v, {})).toBe(ok ? undefined : 'Record ID must be letters, digits and . _ : - only (up to 64)');
    }));
  });

  it('nothing to check without a pattern or a date pair', () => {
    expect(check('note')).toBeUndefined();
  });
});

describe('a declared list whose two date filters are over different fields (promo codes: valid on or after / on or before)', () => {
  it('pairs its one From with its To and holds them to the declared bound', async () => {
    const { default: promoCodes } = await import('../../../resources/promoCodes');
    const schemaOf = { $id: 'promo', title: 'Promo', type: 'object', properties: { startsAt: { type: 'string', format: 'date' }, endsAt: { type: 'string', format: 'date' } } } as EntitySchema;
    const to = filterCheck(promoCodes.filters.find((f) => f.source === 'endDate')!, promoCodes.filters, schemaOf)!;
    fc.assert(fc.property(day, day, (startDate, endDate) => {
      const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000 + 1;
      expect(to(endDate, { startDate })).toBe(endDate < startDate ? 'Valid on or before must not be before Valid on or after'
        : days > 731 ? 'Valid on or before may be at most 2 years after Valid on or after' : undefined);
    }));
  });
});
