import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { PagedTable } from '../../../src/console/tables/PagedTable';
import { abilitiesFor, signInAs } from '../signedIn';
import { ok, type Call } from '../fakeApi';
import { renderPage } from '../workflows/harness';

const PATH = '/inventory/admin/po-and-grn-logs';
type Row = { id: number; name: string };

/** A parent whose button changes the table's filter, as Product info's tabs and picker do. */
function Host() {
  const [logsFor, setLogsFor] = useState('inventory');
  return (
    <>
      <button type="button" onClick={() => setLogsFor('grn')}>GRNs</button>
      <PagedTable<Row> path={PATH} params={{ id: 7, logsFor, empty: '' }} empty="Nothing yet."
        columns={[{ label: 'Name', cell: (r) => r.name }]} />
    </>
  );
}

const listCalls = (calls: Call[]) => calls.filter((c) => c.url === PATH);

describe('PagedTable (a server-paged GET list)', () => {
  it('pages on the server, and a new filter asks once, for its first page; empty params are not sent', async () => {
    signInAs('procurement_officer', abilitiesFor('procurement_officer'));
    const { calls } = renderPage(<Host />, {
      path: '/app/', api: (c) => {
        if (c.url !== PATH) return undefined;
        const skip = Number(c.params.skip);
        return ok({ items: [{ id: skip + 1, name: `${String(c.params.logsFor)} ${skip + 1}` }], count: 60 });
      },
    });
    await screen.findByText('inventory 1');
    expect(listCalls(calls).map((c) => c.params)).toEqual([{ id: 7, logsFor: 'inventory', skip: 0, limit: 25 }]);

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('inventory 26');
    expect(listCalls(calls).length).toBe(2);

    // From page 2, another filter: one request, page 1 of the new filter.
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'GRNs' })); });
    await screen.findByText('grn 1');
    await waitFor(() => expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('false'));
    expect(listCalls(calls).slice(2).map((c) => c.params)).toEqual([{ id: 7, logsFor: 'grn', skip: 0, limit: 25 }]);
  });

  it('shows the empty text, and a refused list as an error', async () => {
    signInAs('procurement_officer', abilitiesFor('procurement_officer'));
    let refuse = false;
    renderPage(<Host />, {
      path: '/app/', api: (c) => {
        if (c.url !== PATH) return undefined;
        if (refuse) return { status: 403, body: { message: 'Not allowed to read GRN logs' } };
        return ok({ items: [], count: 0 });
      },
    });
    expect(await screen.findByText('Nothing yet.')).toBeTruthy();
    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: 'GRNs' }));
    expect(await screen.findByText('Not allowed to read GRN logs')).toBeTruthy();
  });
});
