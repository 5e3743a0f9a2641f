import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import PickListPage from '../../../src/console/workflows/preparation/PickListPage';
import PickViewPage from '../../../src/console/workflows/preparation/PickViewPage';
import { abilitiesFor, signInAs } from '../signedIn';
import { fail, ok, type Call, type Reply } from '../fakeApi';
import { pickTotals } from '../../../src/server/modules/preparation/pickTotals';
import { renderPage } from '../workflows/harness';
import { SEARCH_DELAY_MS } from '../../../src/console/tables/useDebouncedSearch';

const queued = (id: number, patch: object = {}) => ({
  id, order_id: `HN${String(id).padStart(6, '0')}`, status: 8, customer: `Customer ${id}`, delivery_date: '2026-11-25', delivery_slot: 'Morning',
  line_count: 3, cold_chain: false, narcotic: false, ...patch,
});
const counts = { toPrepare: 4, preparing: 1, prepared: 9 };

function openList(api: (c: Call) => Reply | undefined) {
  signInAs('pharmacist', abilitiesFor('pharmacist'));
  return renderPage(<PickListPage />, { path: '/app/preparation/pick-list', route: '/app/preparation/pick-list', api });
}
const queueCalls = (calls: Call[]) => calls.filter((c) => c.url === '/orders/admin/get-preparation-orders');

describe('the pick list (preparation queue)', () => {
  it('lists the queue with counts, flags and a link to each pick view; search restarts at page 1', async () => {
    const { calls } = openList((c) => {
      if (c.url === '/orders/admin/get-preparation-orders') return ok({ items: [queued(201, { cold_chain: true }), queued(202, { narcotic: true, status: 9 }), queued(203)], count: 3 });
      if (c.url === '/orders/preparation-orders-counts') return ok(counts);
      return undefined;
    });
    expect((await screen.findByTestId('prep-counts')).textContent).toBe('4 to prepare · 1 preparing · 9 prepared');
    const cold = screen.getByTestId('prep-order-201');
    expect(within(cold).getByText('Cold chain')).toBeTruthy();
    expect(within(cold).queryByText('Narcotic')).toBeNull();
    expect(within(screen.getByTestId('prep-order-202')).getByText('Narcotic')).toBeTruthy();
    expect(within(screen.getByTestId('prep-order-203')).queryByText('Cold chain')).toBeNull();
    expect(within(cold).getByRole('link', { name: 'HN000201' }).getAttribute('href')).toBe('/app/preparation/pick-list/pick-view/201');
    expect(within(cold).getByText('Confirmed')).toBeTruthy();
    expect(within(screen.getByTestId('prep-order-202')).getByText('Preparing')).toBeTruthy();
    expect(queueCalls(calls)[0].params).toMatchObject({ skip: 0, limit: 25 });
    fireEvent.change(screen.getByLabelText('Search order, customer or phone'), { target: { value: 'HN0002' } });
    await waitFor(() => expect(queueCalls(calls).at(-1)!.params).toMatchObject({ keyWord: 'HN0002', skip: 0 }));
  });

  it('pages the queue on the server, and a search goes back to the first page', async () => {
    const { calls } = openList((c) => {
      if (c.url === '/orders/admin/get-preparation-orders') return ok({ items: [queued(201 + Number(c.params?.skip ?? 0))], count: 60 });
      if (c.url === '/orders/preparation-orders-counts') return ok(counts);
      return undefined;
    });
    await screen.findByTestId('prep-order-201');
    expect(screen.getByText('1–25 of 60')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByTestId('prep-order-226');
    expect(queueCalls(calls).at(-1)!.params).toMatchObject({ skip: 25, limit: 25 });
    // A burst of keystrokes from page 2 asks once: the newest text, at page 1 (never the old page first).
    const before = queueCalls(calls).length;
    for (const text of ['S', 'Si', 'Sil', 'Silva']) fireEvent.change(screen.getByLabelText('Search order, customer or phone'), { target: { value: text } });
    await waitFor(() => expect(queueCalls(calls).length).toBe(before + 1));
    expect(queueCalls(calls).at(-1)!.params).toMatchObject({ keyWord: 'Silva', skip: 0, limit: 25 });
    await waitFor(() => expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('false'));
    await new Promise((r) => setTimeout(r, SEARCH_DELAY_MS * 2));
    expect(queueCalls(calls).length).toBe(before + 1);
    // A page turn is not typing: it asks at once. On a clock that moves only when told (so a busy
    // machine cannot let the search delay pass meanwhile), 1 ms is enough.
    vi.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
      for (let i = 0; i < 5; i += 1) await act(async () => { vi.advanceTimersByTime(1); await Promise.resolve(); });
      expect(queueCalls(calls).at(-1)!.params).toMatchObject({ keyWord: 'Silva', skip: 25 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a slow answer to an older search never replaces the newer one', async () => {
    const { calls } = openList((c) => {
      if (c.url === '/orders/preparation-orders-counts') return ok(counts);
      if (c.url !== '/orders/admin/get-preparation-orders') return undefined;
      if (c.params?.keyWord === 'Old') return { ...ok({ items: [queued(301)], count: 1 }), delayMs: 600 };
      if (c.params?.keyWord === 'New') return ok({ items: [queued(302)], count: 1 });
      return ok({ items: [queued(201)], count: 1 });
    });
    await screen.findByTestId('prep-order-201');
    const search = screen.getByLabelText('Search order, customer or phone');
    fireEvent.change(search, { target: { value: 'Old' } });
    await waitFor(() => expect(queueCalls(calls).at(-1)!.params).toMatchObject({ keyWord: 'Old' }));
    fireEvent.change(search, { target: { value: 'New' } });
    await screen.findByTestId('prep-order-302');
    expect(queueCalls(calls).find((c) => c.params?.keyWord === 'Old')!.signal?.aborted).toBe(true);
    await new Promise((r) => setTimeout(r, 800));
    expect(screen.queryByTestId('prep-order-301')).toBeNull();
    expect(screen.getByTestId('prep-order-302')).toBeTruthy();
  });

  it('start and end preparation post the order id and reload the queue', async () => {
    let status = 8;
    const { calls } = openList((c) => {
      if (c.url === '/orders/admin/get-preparation-orders') return ok({ items: status === 10 ? [] : [queued(201, { status })], count: status === 10 ? 0 : 1 });
      if (c.url === '/orders/preparation-orders-counts') return ok(counts);
      if (c.url === '/chats/start-pharmacy-preparation') { status = 9; return ok({ status }); }
      if (c.url === '/chats/end-pharmacy-preparation') { status = 10; return ok({ status }); }
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Start preparation' }));
    fireEvent.click(await screen.findByRole('button', { name: 'End preparation' }));
    expect(await screen.findByText('Nothing to prepare.')).toBeTruthy();
    expect(calls.filter((c) => c.url.startsWith('/chats/')).map((c) => [c.url, c.body])).toEqual([
      ['/chats/start-pharmacy-preparation', { orderId: 201 }], ['/chats/end-pharmacy-preparation', { orderId: 201 }],
    ]);
  });

  it("a rider's or another pharmacist's step (stepChanged) reloads the queue without a reload of the page", async () => {
    let gone = false;
    const { calls, emit } = openList((c) => {
      if (c.url === '/orders/admin/get-preparation-orders') return ok({ items: gone ? [] : [queued(201)], count: gone ? 0 : 1 });
      if (c.url === '/orders/preparation-orders-counts') return ok(counts);
      return undefined;
    });
    await screen.findByTestId('prep-order-201');
    const before = queueCalls(calls).length;
    gone = true;
    act(() => emit('stepChanged', { orderId: 201, from: 8, to: 9, status: 9 }));
    expect(await screen.findByText('Nothing to prepare.')).toBeTruthy();
    expect(queueCalls(calls).length).toBe(before + 1);
  });
});

const line = (lineId: number, patch: object = {}) => ({
  lineId, productCode: `P${lineId}`, productName: `Product ${lineId}`, genericName: 'generic', lowestUom: 'tablet', quantity: 20,
  batch: `B-${lineId}`, expiryDate: '2027-03-31', shelfQuantity: 140, coldChain: false, narcotic: false, ...patch,
});
const summary = (status: number, lines = [line(1), line(2, { coldChain: true, batch: 'INS-77', expiryDate: '2026-12-31', shelfQuantity: 6, quantity: 2, lowestUom: 'vial' }), line(3, { narcotic: true, batch: 'MOR-5', shelfQuantity: 12, quantity: 10 })]) => ({
  order: { id: 201, order_id: 'HN000201', status, customer: 'Kamala Silva', patient: 'Sunil Silva', delivery_date: '2026-11-25', delivery_slot: 'Morning', invoice_no: 'INV/2026/0042' },
  lines, flags: { coldChain: lines.some((l) => l.coldChain), narcotic: lines.some((l) => l.narcotic) }, totals: pickTotals(lines),
});

function openView(api: (c: Call) => Reply | undefined) {
  signInAs('pharmacist', abilitiesFor('pharmacist'));
  return renderPage(<PickViewPage />, { path: '/app/preparation/pick-list/pick-view/201', route: '/app/preparation/pick-list/pick-view/:orderId', api });
}

describe('the pick view of one order', () => {
  it('shows each line with batch, expiry, quantity to pick and shelf quantity, and the cold-chain and narcotic flags first', async () => {
    const { calls } = openView((c) => (c.url === '/orders/admin/get-preparation-order-summary' ? ok(summary(8)) : undefined));
    expect(await screen.findByRole('heading', { name: 'Pick view HN000201' })).toBeTruthy();
    expect(calls.find((c) => c.url === '/orders/admin/get-preparation-order-summary')!.params).toEqual({ orderId: '201' });
    expect(screen.getByText(/invoice INV\/2026\/0042/)).toBeTruthy();
    expect(screen.getByTestId('narcotic-alert').textContent).toMatch(/NARCOTIC in this order/);
    expect(screen.getByTestId('cold-alert').textContent).toMatch(/COLD CHAIN in this order/);
    // The flags sit above the lines, so they are read before anything is picked.
    const table = screen.getByRole('table');
    expect(screen.getByTestId('narcotic-alert').compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByTestId('cold-alert').compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const cells = (id: number) => within(screen.getByTestId(`pick-line-${id}`)).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(1)).toEqual(['Product 1P1 · generic', ' ', 'B-1', '2027-03-31', '20 tablet', '140 tablet']);
    expect(cells(2)).toEqual(['Product 2P2 · generic', ' COLD CHAIN', 'INS-77', '2026-12-31', '2 vial', '6 vial']);
    expect(cells(3)).toEqual(['Product 3P3 · generic', 'NARCOTIC ', 'MOR-5', '2027-03-31', '10 tablet', '12 tablet']);
    // Tablets and vials are totalled apart (30 tablets and 2 vials are not "32").
    expect(screen.getByTestId('pick-totals').textContent).toBe('To pick: 30 tablet · 2 vial');
    expect(screen.getByRole('button', { name: 'Start preparation' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End preparation' })).toBeNull();
    expect(screen.getByRole('button', { name: /Print pick list/ })).toBeTruthy();
  });

  it('no alert when nothing is cold-chain or narcotic; a missing batch or shelf quantity shows a dash', async () => {
    openView((c) => (c.url === '/orders/admin/get-preparation-order-summary' ? ok(summary(9, [line(1, { batch: null, expiryDate: null, shelfQuantity: null })])) : undefined));
    await screen.findByTestId('pick-line-1');
    expect(screen.queryByTestId('narcotic-alert')).toBeNull();
    expect(screen.queryByTestId('cold-alert')).toBeNull();
    expect(within(screen.getByTestId('pick-line-1')).getAllByRole('cell').map((c) => c.textContent).slice(2)).toEqual(['—', '—', '20 tablet', '—']);
    expect(screen.getByRole('button', { name: 'End preparation' })).toBeTruthy();
  });

  it('end preparation posts once and shows the server refusal (409) with the order status', async () => {
    const { calls } = openView((c) => {
      if (c.url === '/orders/admin/get-preparation-order-summary') return ok(summary(9));
      if (c.url === '/chats/end-pharmacy-preparation') return fail(409, 'Order HN000201 is prepared (10): "endPreparation" needs preparing (9)', 'CONFLICT');
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'End preparation' }));
    expect((await screen.findByText(/HN000201 is prepared \(10\)/))).toBeTruthy();
    expect(calls.filter((c) => c.url === '/chats/end-pharmacy-preparation').map((c) => c.body)).toEqual([{ orderId: 201 }]);
  });
});
