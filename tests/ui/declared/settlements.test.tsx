import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import settlements from '../../../resources/settlements';
import riders from '../../../resources/riders';
import { buildMenu } from '../../../src/console/layout/menuModel';
import { fail, ok, type Call, type Reply } from '../fakeApi';
import { filtersLoaded, renderGenerated } from '../generatedHarness';
import { abilitiesFor } from '../signedIn';
import { forbidBrowserConfirm } from '../confirm/answer';

// Manage settlements is declared (resources/settlements.ts): a generated list with a bulk action.
const payment = (id: number, patch: object = {}) => ({
  id, order_id: `HN${String(id).padStart(6, '0')}`, customer: `Customer ${id}`, delivered_at: '2026-11-20T09:30:00.000Z', rider_id: 31, rider_name: 'Ruwan Fernando',
  dispatch_run: 'HNDR000007', mode1_type: 'cash', mode1_amount: 24, mode2_type: null, mode2_amount: null, collected: 24, settlement_id: null, ...patch,
});
const RIDERS = [{ id: 31, name: 'Ruwan Fernando' }, { id: 32, name: 'Saman Kumara' }];
const data = (items: ReturnType<typeof payment>[]) => {
  const byMode: Record<string, number> = {};
  const byRider: Record<number, number> = {};
  for (const p of items) {
    byMode[p.mode1_type] = (byMode[p.mode1_type] ?? 0) + p.mode1_amount;
    if (p.mode2_type) byMode[p.mode2_type] = (byMode[p.mode2_type] ?? 0) + (p.mode2_amount ?? 0);
    byRider[p.rider_id] = (byRider[p.rider_id] ?? 0) + p.collected;
  }
  const name = (id: number) => RIDERS.find((r) => r.id === id)!.name;
  return { items, count: items.length, totals: { amount: items.reduce((n, p) => n + p.collected, 0), byMode, byRider: Object.entries(byRider).map(([r, t]) => ({ riderId: Number(r), riderName: name(Number(r)), total: t })) } };
};
const rows = [
  payment(301),
  payment(302, { mode1_amount: 14.5, mode2_type: 'card', mode2_amount: 9.5, collected: 24 }),
  payment(303, { rider_id: 32, rider_name: 'Saman Kumara', mode1_type: 'online', mode1_amount: 50.25, collected: 50.25 }),
  payment(304, { settlement_id: 5 }),
];

const open = (api: (c: Call) => Reply | undefined) => renderGenerated(settlements, '/app/purchases-grn/manage-settlements', (c) => {
  if (c.url === '/agent/auth/get-delivery-agents') return ok(RIDERS);
  return api(c);
}, 'finance', [riders]);
const dataCalls = (calls: Call[]) => calls.filter((c) => c.url === '/orders/admin/get-invoice-settlements-data');
const processCalls = (calls: Call[]) => calls.filter((c) => c.url === '/orders/admin/process-settlements');
const rowOf = async (order: string) => (await screen.findByText(order)).closest('tr') as HTMLElement;
const tick = async (order: string) => fireEvent.click(within(await rowOf(order)).getByRole('checkbox'));
async function choose(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('manage settlements (declared)', () => {
  it('shows the totals per payment mode and per rider (by name) and each payment split', async () => {
    open((c) => (c.url === '/orders/admin/get-invoice-settlements-data' ? ok(data(rows)) : undefined));
    const row302 = await rowOf('HN000302');
    await waitFor(() => expect(screen.getByTestId('collection-totals').textContent).toBe(
      'Total 122.25 · cash 62.50 · card 9.50 · online 50.25 · Ruwan Fernando 72.00 · Saman Kumara 50.25',
    ));
    const cells = within(row302).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toContain('cash 14.50 + card 9.50');
    expect(cells).toContain('24');
    expect(cells).toContain('HNDR000007');
  });

  it('sends every filter (dates, rider by picker, settlement status), each from page 1; unsettled by default', async () => {
    const { calls } = open((c) => (c.url === '/orders/admin/get-invoice-settlements-data' ? ok(data(rows.slice(0, 1))) : undefined));
    await rowOf('HN000301');
    expect(dataCalls(calls)[0].params).toMatchObject({ settlementStatus: 'unsettled', skip: 0, limit: 25 });
    await filtersLoaded(); // until then the date boxes are the outline's disabled ones
    fireEvent.change(screen.getByLabelText('Delivered from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Delivered to'), { target: { value: '2026-11-30' } });
    await choose('Rider', 'Saman Kumara');
    expect(calls.find((c) => c.url === '/agent/auth/get-delivery-agents')!.params).toMatchObject({ anyLocation: true });
    await choose('Settlement', 'All');
    await waitFor(() => expect(dataCalls(calls).at(-1)!.params).toMatchObject({
      startDate: '2026-11-01', endDate: '2026-11-30', deliveryAgent: 32, settlementStatus: 'all', skip: 0,
    }));
    await choose('Settlement', 'Settled');
    await waitFor(() => expect(dataCalls(calls).at(-1)!.params).toMatchObject({ settlementStatus: 'settled', deliveryAgent: 32 }));
  });

  it('shows a tick in the click\'s own render: the rows\' deferred render (DeferredRows) is for a page of data only', async () => {
    open((c) => (c.url === '/orders/admin/get-invoice-settlements-data' ? ok(data(rows)) : undefined));
    const box = () => within(screen.getByText('HN000301').closest('tr') as HTMLElement).getByRole('checkbox', { name: 'Select this row' }) as HTMLInputElement;
    await waitFor(() => expect(box().checked).toBe(false));
    // A click outside act(), as a browser makes it: React renders its update within the click's
    // microtasks; a deferred render would come only in a later task, after this check.
    box().click();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(box().checked).toBe(true);
  });

  it('selects unsettled orders only, confirms the selected total in-app, processes them once, says so and reloads', async () => {
    forbidBrowserConfirm();
    let settled = false;
    const { calls } = open((c) => {
      if (c.url === '/orders/admin/get-invoice-settlements-data') return ok(data(settled ? [rows[2], rows[3]] : rows));
      if (c.url === '/orders/admin/process-settlements') { settled = true; return ok({ settlementId: 6, orderCount: 2, total: 48, byMode: { cash: 38.5, card: 9.5 }, byRider: [{ riderId: 31, total: 48 }] }); }
      return undefined;
    });
    expect(within(await rowOf('HN000304')).getByRole('checkbox')).toHaveProperty('disabled', true); // already settled
    expect(within(await rowOf('HN000301')).getByRole('checkbox')).toBeTruthy();
    // Each row's tick box is named on the box itself (react-admin labels MUI's outer span: axe found it unlabelled).
    await waitFor(() => expect(within(screen.getByText('HN000301').closest('tr') as HTMLElement).getByRole('checkbox', { name: 'Select this row' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Settle selected' })).toBeNull(); // nothing ticked yet
    await tick('HN000301');
    await tick('HN000302');
    fireEvent.click(await screen.findByRole('button', { name: 'Settle selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settle selected?' });
    expect(dialog.textContent).toMatch(/Settle 2 order\(s\) for 48\.00\? This cannot be undone\./);
    expect(processCalls(calls)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Settle selected' }));
    await waitFor(() => expect(screen.queryByText('HN000301')).toBeNull());
    expect(processCalls(calls).map((c) => c.body)).toEqual([{ orderIds: [301, 302] }]);
    expect(await screen.findByText('Settlement 6: 2 order(s), 48.00')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Settle selected' })).toBeNull()); // the ticks are cleared
  });

  it('cancel sends nothing; a refusal (already settled) is shown and the rows stay ticked', async () => {
    const { calls } = open((c) => {
      if (c.url === '/orders/admin/get-invoice-settlements-data') return ok(data(rows));
      if (c.url === '/orders/admin/process-settlements') return fail(409, 'Order HN000301 is already settled (settlement 5)', 'CONFLICT');
      return undefined;
    });
    await tick('HN000301');
    fireEvent.click(await screen.findByRole('button', { name: 'Settle selected' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(processCalls(calls)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Settle selected' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Settle selected' }));
    expect(await within(dialog).findByText('Order HN000301 is already settled (settlement 5)')).toBeTruthy();
    expect(processCalls(calls)).toHaveLength(1);
    // Behind the open dialog (aria-hidden while it is up), the row is still ticked.
    expect(within(await rowOf('HN000301')).getByRole('checkbox', { hidden: true })).toHaveProperty('checked', true);
  });

  it('a role without finance.settlements gets no tick boxes and no Settle; the menu follows permissions', () => {
    const entries = (role: string) => buildMenu([settlements], [], abilitiesFor(role)).flatMap((g) => g.entries.map((e) => `${g.name}: ${e.label} ${e.path}`));
    expect(entries('finance')).toEqual(['Finance: Manage Settlements /purchases-grn/manage-settlements']);
    expect(entries('pharmacist')).toEqual([]);
  });
});
