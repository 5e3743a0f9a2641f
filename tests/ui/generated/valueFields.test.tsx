import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { fieldFor } from '../../../src/console/generated/fieldFor';

/**
 * A generated screen's dates, date-times and numbers (fieldFor → valueFields.tsx) read as the order
 * rows' do ("Nov 01, 2026", "1,234.5"), right-aligned numbers in a table, the empty text when there
 * is no value, and without asking Intl (whose first use is a long task on a phone).
 */
const shown = (field: ReturnType<typeof fieldFor>, record: Record<string, unknown>) => {
  const view = render(<AdminContext><RecordContextProvider value={{ id: 1, ...record }}>{field}</RecordContextProvider></AdminContext>);
  const text = view.container.textContent;
  view.unmount();
  return text;
};

describe('a generated screen\'s date and number fields', () => {
  it('write dates, times and numbers as the console does, and the empty text for none', () => {
    const intl = [vi.spyOn(Intl, 'DateTimeFormat'), vi.spyOn(Intl, 'NumberFormat'), vi.spyOn(Number.prototype, 'toLocaleString'), vi.spyOn(Date.prototype, 'toLocaleDateString')];
    const at = new Date(2019, 2, 4, 15, 7);
    expect(shown(fieldFor('startsAt', { type: 'string', format: 'date' }), { startsAt: '2026-11-01' })).toBe('Nov 01, 2026');
    expect(shown(fieldFor('at', { type: 'string', format: 'date-time' }), { at: at.toISOString() })).toBe('Mar 04, 2019, 03:07 PM');
    expect(shown(fieldFor('discount', { type: 'number' }), { discount: 1234.5 })).toBe('1,234.5');
    expect(shown(fieldFor('limit', { type: 'integer' }), { limit: 1000000 })).toBe('1,000,000');
    expect(shown(fieldFor('limit', { type: ['integer', 'null'] } as never, { emptyText: 'Unlimited' }), { limit: null })).toBe('Unlimited');
    expect(shown(fieldFor('endsAt', { type: 'string', format: 'date' }), { endsAt: null })).toBe('');
    expect(intl.map((s) => s.mock.calls.length)).toEqual([0, 0, 0, 0]);
    vi.restoreAllMocks();
  });

  it('a number column is right-aligned, as react-admin\'s was', () => {
    expect(fieldFor('discount', { type: 'number' }).props.textAlign).toBe('right');
  });
});
