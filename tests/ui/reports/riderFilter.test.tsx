import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import ReportPage from '../../../src/console/reports/ReportPage';
import { reports } from '../../../reports/index';
import { abilitiesFor, signInAs } from '../signedIn';
import { ok, type Call } from '../fakeApi';
import { renderPage } from '../workflows/harness';

/** Every report filter naming a rider, location or other record is a picker of names, never a number box. */
const withRider = reports.filter((r) => 'riderId' in r.filters.properties);
const riders = [{ id: 31, name: 'Kasun Perera' }, { id: 32, name: 'Nuwan Silva' }];

describe('the Rider filter of the finance reports', () => {
  it('every id-valued filter of every report declares a reference (a picker)', () => {
    const idLike = reports.flatMap((r) => Object.entries(r.filters.properties)
      .filter(([name, p]) => p.type === 'integer' && /(Id|^location|^rider|^agent|^supplier|^product)$/i.test(name) && !p['x-reference'])
      .map(([name]) => `${r.name}.${name}`));
    expect(idLike).toEqual([]);
    expect(withRider.length).toBeGreaterThan(0);
  });

  it.each(withRider.map((r) => [r.name, r]))('%s: the rider is chosen by name and sent as the id', async (_name, report) => {
    signInAs('finance', abilitiesFor('finance'));
    const { calls } = renderPage(<ReportPage report={report} />, {
      path: `/app${report.route}`,
      api: (c: Call) => (c.url === '/agent/auth/get-delivery-agents' ? ok(riders) : c.url === report.path ? ok({ items: [], count: 0, totals: {} }) : undefined),
    });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Rider/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Nuwan Silva' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.filter((c) => c.url === report.path).at(-1)!.params).toMatchObject({ riderId: 32 }));
    expect(calls.find((c) => c.url === '/agent/auth/get-delivery-agents')!.params).toMatchObject({ anyLocation: true });
  });
});
