import { createElement } from 'react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getFilterFormValues } from 'ra-core';
import { openingValues } from '../../../src/console/generated/filterOpeningValues';

const SOURCES = ['q', 'status', 'locationId', 'createdAt_gte', 'role'];
const value = fc.oneof(fc.constant(undefined), fc.constant(null), fc.constant(''), fc.string({ maxLength: 6 }), fc.integer(), fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 }));

describe('a generated list\'s filter form starts with the values its live form would reset it to', () => {
  it('holds for any filters, values and shown set (generated): the live form finds nothing to reset', () => {
    fc.assert(fc.property(
      fc.uniqueArray(fc.record({ source: fc.constantFrom(...SOURCES), alwaysOn: fc.boolean() }), { selector: (f) => f.source, maxLength: SOURCES.length }),
      fc.dictionary(fc.constantFrom(...SOURCES), value),
      fc.dictionary(fc.constantFrom(...SOURCES), fc.boolean()),
      (defs, values, displayed) => {
        const filters = defs.map((d) => createElement('input', { key: d.source, source: d.source, alwaysOn: d.alwaysOn || undefined }));
        const opening = openingValues(filters, values, displayed);
        // ra-core's FilterLiveForm resets to getFilterFormValues(getValues(), filterValues) when they differ.
        expect(getFilterFormValues(opening, values)).toEqual(opening);
        // Every input FilterFormBase shows has its value; no other does.
        const shown = defs.filter((d) => d.alwaysOn || displayed[d.source] || !isEmptyValue(values[d.source])).map((d) => d.source);
        expect(Object.keys(opening).sort()).toEqual(shown.sort());
      },
    ), { numRuns: 500 });
  });

  it('gives a shown input without a value an empty text, and keeps a value as given', () => {
    const filters = [createElement('input', { key: 'q', source: 'q', alwaysOn: true }), createElement('input', { key: 'status', source: 'status' }), createElement('input', { key: 'role', source: 'role' })];
    expect(openingValues(filters, { status: 'active' })).toEqual({ q: '', status: 'active' });
    expect(openingValues(filters, {}, { role: true })).toEqual({ q: '', role: '' });
  });
});

/** FilterFormBase's rule for a filter shown because it holds a value (ra-ui-materialui FilterForm.tsx). */
function isEmptyValue(v: unknown): boolean {
  if (v === '' || v == null) return true;
  if (typeof v === 'object') return Object.keys(v as object).every((k) => isEmptyValue((v as Record<string, unknown>)[k]));
  return false;
}
