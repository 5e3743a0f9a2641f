import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { OrderDetailHost, useOpenOrder } from '../../src/console/orders/OrderDetailHost';
import { abilitiesFor, signInAs } from './signedIn';
import { ok } from './fakeApi';
import { renderPage } from './workflows/harness';

const summary = { orderId: 42, order_id: 'HN000042', orderStatus: 3, stage: 'new_requests', receivedDate: '2025-01-10T08:00:00Z', location: { id: 1, name: 'Colombo 03' },
  customer: { id: 5, displayId: 'HNCX000005', name: 'Kamal Silva', contactNumber: '0771234567' }, grossTotal: 0, netTotal: 0, discountTotal: 0 };

/** A stand-in list: a page counter (its own state) and a row that opens order 42. */
function List() {
  const open = useOpenOrder();
  const [page, setPage] = useState(1);
  const { pathname, search } = useLocation();
  return (
    <>
      <p data-testid="where">{pathname}{search}</p>
      <button type="button" onClick={() => setPage((p) => p + 1)}>Next page</button>
      <p data-testid="page">page {page}</p>
      <button type="button" onClick={() => open?.(42)}>HN000042</button>
    </>
  );
}

const render = (path: string) => {
  signInAs('pharmacist', abilitiesFor('pharmacist'));
  return renderPage(<OrderDetailHost><List /></OrderDetailHost>, {
    path, api: (c) => (c.url === '/orders/admin/get-order-updated-details' ? ok(summary) : c.url.startsWith('/orders') || c.url.startsWith('/prescriptions') ? ok(null) : undefined),
  });
};
const where = () => screen.getByTestId('where').textContent;

describe('an order detail has an address', () => {
  it('opening an order puts it in the URL; closing returns to the list where it was', async () => {
    render('/app/chats/my/new-requests?x=1');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'HN000042' }));
    await waitFor(() => expect(where()).toBe('/app/chats/my/new-requests?x=1&order=42'));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(where()).toBe('/app/chats/my/new-requests?x=1'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('page').textContent).toBe('page 2');
  });

  it('a link (or a reload) with ?order= opens that order; closing leaves the list without it', async () => {
    const { calls } = render('/app/chats/my/new-requests?order=42');
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.url === '/orders/admin/get-order-updated-details' && String(c.params.orderId) === '42')).toBe(true));
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(where()).toBe('/app/chats/my/new-requests'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
