import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import DispatchDetailsPage from '../../../src/console/workflows/logistics/DispatchDetailsPage';
import { abilitiesFor, signInAs } from '../signedIn';
import { ok } from '../fakeApi';
import { renderPage } from '../workflows/harness';
import { forbidBrowserConfirm } from '../confirm/answer';

const order = { id: 42, order_id: 'HN000042', status: 13, customer: 'Kamala Silva', customer_contact: null, delivery_address: '12 Galle Road', delivery_city: null,
  payment_method: 'cash', amount_due: 24, mode1_type: null, mode1_amount: null, mode2_type: null, mode2_amount: null, cold_chain: false, narcotic: false };
const summary = (run: object) => ({ run: { id: 7, display_id: 'HNDR000007', status: 'ongoing', delivery_date: '2026-11-25', rider_name: 'Kasun Perera', order_count: 1, delivered_count: 0, ...run },
  byStatus: {}, amountDue: 24, collected: {}, totalCollected: 0, items: [order], count: 1 });

function open(run: object, onEnd?: () => void) {
  signInAs('logistic_planner', abilitiesFor('logistic_planner'));
  return renderPage(<DispatchDetailsPage />, { path: '/app/logistics-planner/dispatch-details/7', route: '/app/logistics-planner/dispatch-details/:dispatchId',
    api: (c) => (c.url === '/orders/admin/dispatch-summary' ? ok(summary(run)) : c.url === '/orders/admin/end-dispatch' ? (onEnd?.(), ok({})) : undefined) });
}

describe("the planner's dispatch run", () => {
  it('says what it knows, and no empty "· ·" for a missing slot or vehicle', async () => {
    await fc.assert(fc.asyncProperty(fc.option(fc.constantFrom('Morning', 'Evening'), { nil: null }), fc.option(fc.constantFrom('WP BHK-4521', 'CAB-1'), { nil: null }), async (slot, vehicle) => {
      const { unmount } = open({ delivery_slot: slot, vehicle_number: vehicle });
      const text = (await screen.findByTestId('run-facts')).textContent!;
      expect(text).not.toMatch(/·\s*·|·\s*$|^\s*·/);
      expect(text).toContain(vehicle ? `Vehicle ${vehicle}` : 'No vehicle');
      if (slot) expect(text).toContain(`2026-11-25 ${slot}`);
      unmount();
    }), { numRuns: 9 });
  });

  it('End run asks in the in-app dialog, saying who returns to the pharmacy', async () => {
    forbidBrowserConfirm();
    let ended = 0;
    open({ delivery_slot: null, vehicle_number: null }, () => { ended++; });
    fireEvent.click(await screen.findByRole('button', { name: 'End run' }));
    const dialog = await screen.findByRole('dialog', { name: 'End run HNDR000007?' });
    expect(dialog.textContent).toMatch(/1 order not yet arrived return to the pharmacy/);
    expect(ended).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'End run' }));
    await waitFor(() => expect(ended).toBe(1));
  });
});
