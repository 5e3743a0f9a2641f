import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import OrderDetailsPage from '../../../src/console/workflows/rider/OrderDetailsPage';
import DispatchDetailsPage from '../../../src/console/workflows/rider/DispatchDetailsPage';
import { abilitiesFor, signInAs } from '../signedIn';
import { ok, fail, type Call, type Reply } from '../fakeApi';
import { renderPage } from '../workflows/harness';

const order = (status: number, patch: object = {}) => ({
  id: 42, order_id: 'HN000042', status, customer: 'Kamala Silva', customer_contact: '+94 77 300 1000', delivery_address: '12 Galle Road',
  delivery_city: 'Colombo', payment_method: 'cash', amount_due: 24, mode1_type: status === 14 ? 'cash' : null, mode1_amount: status === 14 ? 24 : null,
  mode2_type: null, mode2_amount: null, cold_chain: false, narcotic: false, ...patch,
});
const run = { id: 7, display_id: 'HNDR000007', status: 'ongoing', delivery_date: '2026-11-25', delivery_slot: 'Morning', vehicle_number: null, order_count: 1, delivered_count: 0 };

function open(api: (c: Call) => Reply | undefined) {
  signInAs('delivery_agent', abilitiesFor('delivery_agent'));
  return renderPage(<OrderDetailsPage />, { path: '/app/rider/order-details/42?dispatchId=7', route: '/app/rider/order-details/:orderId', api });
}

/** The actions that cannot be undone: where they are offered, what the dialog must say, where they lead. */
const IRREVERSIBLE = [
  { label: 'Reset trip', path: '/chats/reset-trip', from: 14, to: 12, says: /payment recorded \(cash 24\.00\) is voided/ },
  { label: 'Reset trip', path: '/chats/reset-trip', from: 20, to: 12, says: /goes back to Run started/ },
  { label: 'Failed trip', path: '/chats/failed-trip', from: 14, to: 20, says: /payment recorded \(cash 24\.00\) is voided/ },
  { label: 'Failed trip', path: '/chats/failed-trip', from: 13, to: 20, says: /marked Trip failed/ },
  { label: 'Cancel trip', path: '/chats/cancel-trip', from: 12, to: 19, says: /HN000042 is marked Trip cancelled/ },
];

describe('the rider asks before what cannot be undone', () => {
  it('reset, failed and cancel trip open an in-app dialog saying what will happen; only its go-ahead sends, once', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...IRREVERSIBLE), fc.boolean(), async (a, goAhead) => {
      let status = a.from;
      const { calls, unmount } = open((c) => {
        if (c.url === '/orders/admin/get-dispatch-related-orders') return ok({ run, items: [order(status)] });
        if (c.url === a.path) { status = a.to; return ok({ status: a.to }); }
        return undefined;
      });
      fireEvent.click(await screen.findByRole('button', { name: a.label }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog.textContent).toMatch(a.says);
      expect(calls.filter((c) => c.url === a.path)).toHaveLength(0);
      fireEvent.click(within(dialog).getByRole('button', { name: goAhead ? a.label : /Go back|Keep the trip/ }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(calls.filter((c) => c.url === a.path)).toHaveLength(goAhead ? 1 : 0));
      unmount();
    }), { numRuns: 10 });
  });

  it('End run asks in an in-app dialog, not an inline alert', async () => {
    signInAs('delivery_agent', abilitiesFor('delivery_agent'));
    const { calls } = renderPage(<DispatchDetailsPage />, { path: '/app/rider/dispatch-details/7', route: '/app/rider/dispatch-details/:dispatchId', api: (c) => {
      if (c.url === '/orders/admin/get-dispatch-related-orders') return ok({ run, items: [order(13)] });
      if (c.url === '/orders/admin/end-dispatch') return ok({});
      return undefined;
    } });
    fireEvent.click(await screen.findByRole('button', { name: 'End run' }));
    const dialog = await screen.findByRole('dialog', { name: 'End run HNDR000007?' });
    expect(dialog.textContent).toMatch(/1 order not yet arrived return to the pharmacy/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'End run' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/orders/admin/end-dispatch')).toHaveLength(1));
  });
});

/** Actions whose request may reach the server while its reply is lost. */
const LOSABLE = [
  { label: 'Start delivery', path: '/chats/delivery-start', from: 12, to: 13, shown: 'On route' },
  { label: 'Delivered', path: '/chats/delivered', from: 14, to: 15, shown: 'Delivered' },
  { label: /Arrived/, path: '/chats/arrived', from: 13, to: 14, shown: 'Arrived', name: 'Arrived' },
];

describe('a lost reply is told truthfully', () => {
  it('the effect reached the server: the rider reads "<action>" was recorded, never "was not sent"; a retry sends nothing twice', async () => {
    // offlineFor: how many order reads fail after the lost reply (0: the network is back at once).
    await fc.assert(fc.asyncProperty(fc.constantFrom(...LOSABLE), fc.integer({ min: 0, max: 2 }), async (a, offlineFor) => {
      let status = a.from;
      let sent = 0;
      let failingReads = 0;
      const { unmount } = open((c) => {
        if (c.url === '/orders/admin/get-dispatch-related-orders') {
          if (failingReads > 0) { failingReads--; return { networkError: true }; }
          return ok({ run, items: [order(status)] });
        }
        if (c.url === a.path) {
          sent++;
          if (status === a.to) return fail(409, `Order HN000042 is already ${a.shown}`, 'CONFLICT');
          status = a.to;
          failingReads = offlineFor;
          return { networkError: true }; // recorded, but the answer never arrives
        }
        return undefined;
      });
      fireEvent.click(await screen.findByRole('button', { name: a.label }));
      const name = a.name ?? (a.label as string);
      if (offlineFor > 0) {
        expect((await screen.findByTestId('action-failed')).textContent).toMatch(new RegExp(`"${name}" could not be confirmed`));
        fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      }
      expect((await screen.findByTestId('action-recorded')).textContent).toBe(`"${name}" was recorded.`);
      expect(screen.queryByTestId('action-failed')).toBeNull();
      await waitFor(() => expect(screen.getByTestId('trip-status').textContent).toBe(a.shown));
      expect(sent).toBe(offlineFor > 1 ? 2 : 1);
      unmount();
    }), { numRuns: 9 });
  });
});
