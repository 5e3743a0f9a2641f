import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import dispatchRuns from '../../../resources/dispatchRuns';
import dispatchRunOrders from '../../../resources/dispatchRunOrders';
import { buildMenu } from '../../../src/console/layout/menuModel';
import { pagesOutOfReach } from '../../../src/console/layout/reachable';
import { ok, type Call, type Reply } from '../fakeApi';
import { renderGenerated, filtersLoaded } from '../generatedHarness';
import { abilitiesFor } from '../signedIn';
import { forbidBrowserConfirm } from '../confirm/answer';

// The realtime connection, replaced: the test sends the events a rider's step would.
const live = vi.hoisted(() => ({ handlers: new Map<string, Set<() => void>>() }));
vi.mock('../../../src/console/data/realtime', () => ({
  onRealtime: (name: string, h: () => void) => { const set = live.handlers.get(name) ?? new Set(); set.add(h); live.handlers.set(name, set); return () => set.delete(h); },
  onResync: () => () => undefined,
  useRealtimeEvent: () => undefined,
  startRealtime: () => null, startRealtimeSoon: () => () => undefined, getSocket: () => null,
}));
const emit = (name: string) => live.handlers.get(name)?.forEach((h) => h());

// Dispatch runs are declared (resources/dispatchRuns.ts): two list views and the run's page.
const run = (id: number, patch: object = {}) => ({
  id, display_id: `HNDR${String(id).padStart(6, '0')}`, agent_id: 31, status: 'pending', delivery_date: '2026-11-25', delivery_slot: 'Morning', vehicle_number: null,
  order_count: 4, delivered_count: 1, rider_name: 'Ruwan Fernando', ...patch,
});
const order = (id: number, patch: object = {}) => ({
  id, order_id: `HN${String(id).padStart(6, '0')}`, status: 13, customer: 'Kamala Silva', customer_contact: null, delivery_address: '12 Galle Road', delivery_city: null,
  payment_method: 'cash', amount_due: 24, mode1_type: null, mode1_amount: null, mode2_type: null, mode2_amount: null, cold_chain: false, narcotic: false, ...patch,
});
const runCalls = (calls: Call[]) => calls.filter((c) => c.url === '/orders/admin/get-ongoing-and-pending-dispach-buckets');

beforeEach(() => {
  // The app bar's title slot (react-admin's TitlePortal), where a list says its title.
  const slot = document.createElement('span');
  slot.id = 'react-admin-title';
  document.body.appendChild(slot);
});
afterEach(() => { document.getElementById('react-admin-title')?.remove(); live.handlers.clear(); });

describe('the dispatch runs lists (declared views)', () => {
  const openRuns = (api: (c: Call) => Reply | undefined, which = 'pending') =>
    renderGenerated(dispatchRuns, `/app/logistics-planner/dispatch-runs/${which}`, api, 'logistic_planner', [dispatchRunOrders]);

  it('lists pending and ongoing runs with rider, progress and a way to the dispatch details; search restarts at page 1', async () => {
    const { calls } = openRuns((c) => (c.url === '/orders/admin/get-ongoing-and-pending-dispach-buckets'
      ? ok({ items: [run(7), run(8, { status: 'ongoing', rider_name: 'Saman Kumara', vehicle_number: 'WP BHK-4521' })], count: 2 }) : undefined));
    const row8 = (await screen.findByText('HNDR000008')).closest('tr')!;
    expect(await screen.findByText('Dispatches: Pending & Ongoing')).toBeTruthy();
    expect(within(row8).getByText('Saman Kumara')).toBeTruthy();
    expect(within(row8).getByText('Ongoing')).toBeTruthy();
    expect(within(row8).getByText('WP BHK-4521')).toBeTruthy();
    const cells = within(row8).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(expect.arrayContaining(['1', '4']));
    expect(within(screen.getByText('HNDR000007').closest('tr')!).getByText('No vehicle')).toBeTruthy();
    expect(runCalls(calls)[0].params).toMatchObject({ dispatchStatus: 'pending_ongoing', skip: 0, limit: 25 });
    fireEvent.click(screen.getByText('HNDR000007'));
    await waitFor(() => expect(calls.some((c) => c.url === '/orders/admin/get-dispatch-related-orders' && c.params.dispatchId === '7')).toBe(true));
  });

  it('search is sent with the fixed status, from page 1', async () => {
    const { calls } = openRuns((c) => (c.url === '/orders/admin/get-ongoing-and-pending-dispach-buckets' ? ok({ items: [run(7)], count: 1 }) : undefined));
    await screen.findByText('HNDR000007');
    await filtersLoaded();
    fireEvent.change(screen.getByPlaceholderText('Search run, rider or vehicle'), { target: { value: 'Saman' } });
    await waitFor(() => expect(runCalls(calls).at(-1)!.params).toMatchObject({ dispatchStatus: 'pending_ongoing', searchKey: 'Saman', skip: 0 }));
  });

  it('the completed list asks for completed runs and says when there are none', async () => {
    const { calls } = openRuns((c) => (c.url === '/orders/admin/get-ongoing-and-pending-dispach-buckets' ? ok({ items: [], count: 0 }) : undefined), 'completed');
    expect(await screen.findByText('Dispatches: Completed')).toBeTruthy();
    expect(await screen.findByText(/No Dispatch runs/i)).toBeTruthy();
    expect(runCalls(calls)[0].params).toMatchObject({ dispatchStatus: 'completed' });
  });

  it('reads the list again when a rider moves an order (stepChanged)', async () => {
    const { calls } = openRuns((c) => (c.url === '/orders/admin/get-ongoing-and-pending-dispach-buckets' ? ok({ items: [run(7)], count: 1 }) : undefined));
    await screen.findByText('HNDR000007');
    const before = runCalls(calls).length;
    emit('stepChanged');
    await waitFor(() => expect(runCalls(calls).length).toBeGreaterThan(before));
  });

  it('both views are in the Logistic Planner menu of the roles holding logistics.dispatch_runs, and every permitted page is reachable', () => {
    const entries = (role: string) => buildMenu([dispatchRuns], [], abilitiesFor(role)).flatMap((g) => g.entries.map((e) => `${g.name}: ${e.label} ${e.path}`));
    expect(entries('logistic_planner')).toEqual([
      'Logistic Planner: View Dispatches (Pending & Ongoing) /logistics-planner/dispatch-runs/pending',
      'Logistic Planner: View Dispatches (Completed) /logistics-planner/dispatch-runs/completed',
    ]);
    expect(entries('pharmacist')).toEqual([]);
    expect(pagesOutOfReach([dispatchRuns], [], abilitiesFor('logistic_planner'))).toEqual([]);
  });
});

describe("the planner's dispatch run page (declared show)", () => {
  const related = (dispatchId: number, items = [order(42)]) => ({ run: run(dispatchId), items, count: items.length });
  function openRun(patch: object, more: (c: Call) => Reply | undefined = () => undefined, items = [order(42)], role = 'logistic_planner') {
    const r = run(7, { status: 'ongoing', ...patch });
    return renderGenerated(dispatchRuns, '/app/logistics-planner/dispatch-details/7', (c) => {
      if (c.url === '/orders/admin/get-dispatch-related-orders') return ok({ run: r, items, amountDue: 24, collected: { cash: 12.5, card: 3 }, totalCollected: 15.5, notArrived: items.length, byStatus: {} });
      if (c.url === '/orders/admin/dispatch-summary') return ok(related(7, items));
      if (c.url === '/audit/records') return ok({ items: [], count: 0 });
      return more(c);
    }, role, [dispatchRunOrders]);
  }

  it('says what it knows, and "No vehicle" / "No slot" rather than nothing', async () => {
    await fc.assert(fc.asyncProperty(fc.option(fc.constantFrom('Morning', 'Evening'), { nil: null }), fc.option(fc.constantFrom('WP BHK-4521', 'CAB-1'), { nil: null }), async (slot, vehicle) => {
      const { unmount } = openRun({ delivery_slot: slot, vehicle_number: vehicle });
      expect(await screen.findByText('Ruwan Fernando')).toBeTruthy();
      expect(screen.getByText(vehicle ?? 'No vehicle')).toBeTruthy();
      expect(screen.getByText(slot ?? 'No slot')).toBeTruthy();
      unmount();
    }), { numRuns: 6 });
  });

  it("shows the run's totals and its orders as a related list, paged by the server", async () => {
    const { calls } = openRun({}, () => undefined, [order(42, { mode1_type: 'cash', mode1_amount: 14.5, mode2_type: 'card', mode2_amount: 9.5, cold_chain: true })]);
    expect(await screen.findByText('cash 12.50 · card 3.00')).toBeTruthy();
    const section = await screen.findByRole('region', { name: 'Orders of this run' });
    expect(await within(section).findByText('HN000042')).toBeTruthy();
    expect(within(section).getByText('cash 14.50 + card 9.50')).toBeTruthy();
    expect(within(section).getByText('On route')).toBeTruthy();
    expect(calls.find((c) => c.url === '/orders/admin/dispatch-summary')!.params).toMatchObject({ dispatchId: 7, skip: 0, limit: 25 });
  });

  it("each order's pick list PDF is a row action of the related list, for roles holding preparation.pick_list only", async () => {
    const { unmount } = openRun({}, () => undefined, [order(42)], 'super_admin');
    const section = await screen.findByRole('region', { name: 'Orders of this run' });
    const row = (await within(section).findByText('HN000042')).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Pick list' })).toBeTruthy();
    unmount();
    openRun({});
    const planner = await screen.findByRole('region', { name: 'Orders of this run' });
    expect(await within(planner).findByText('HN000042')).toBeTruthy();
    expect(within(planner).queryByRole('button', { name: 'Pick list' })).toBeNull();
  });

  it('End run asks in the in-app dialog, saying how many return to the pharmacy, then ends the run once', async () => {
    forbidBrowserConfirm();
    const { calls } = openRun({}, (c) => (c.url === '/orders/admin/end-dispatch' ? ok({ dispatchId: 7, alreadyEnded: false, delivered: 0, returned: 1 }) : undefined));
    fireEvent.click(await screen.findByRole('button', { name: 'End run' }));
    const dialog = await screen.findByRole('dialog', { name: 'End run?' });
    expect(dialog.textContent).toMatch(/Arrived orders of run HNDR000007 become delivered; orders not yet arrived \(1\) return to the pharmacy/);
    expect(calls.some((c) => c.url === '/orders/admin/end-dispatch')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'End run' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/orders/admin/end-dispatch').map((c) => c.body)).toEqual([{ dispatchId: 7 }]));
  });

  it('End run is disabled with the reason on a pending run; the run sheet is offered', async () => {
    openRun({ status: 'pending' });
    const end = await screen.findByRole('button', { name: 'End run' });
    expect(end).toHaveProperty('disabled', true);
    expect(document.getElementById(end.getAttribute('aria-describedby')!)?.textContent).toMatch(/Only when status is Ongoing \(now Pending\)/);
    expect(screen.getByRole('button', { name: 'Print run sheet' })).toBeTruthy();
  });

  it("reads the run and its orders again when a rider's step moves one (stepChanged)", async () => {
    const { calls } = openRun({});
    await screen.findByText('Ruwan Fernando');
    const reads = () => calls.filter((c) => c.url === '/orders/admin/get-dispatch-related-orders').length;
    const before = reads();
    emit('stepChanged');
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });
});
