import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ManageSettlementsPage from '../../../src/console/workflows/settlements/ManageSettlementsPage';
import { getToasts } from '../../../src/console/notify/notifier';
import { abilitiesFor, signInAs } from '../signedIn';
import { fail, ok, type Call, type Reply } from '../fakeApi';
import { renderPage } from '../workflows/harness';

const payment = (id: number, patch: object = {}) => ({
  id, order_id: `HN${String(id).padStart(6, '0')}`, customer: `Customer ${id}`, delivered_at: '2026-11-20T09:30:00.000Z', rider_id: 31, rider_name: 'Ruwan Fernando',
  dispatch_run: 'HNDR000007', mode1_type: 'cash', mode1_amount: 24, mode2_type: null, mode2_amount: null, collected: 24, settlement_id: null, ...patch,
});
const riders = [{ id: 31, name: 'Ruwan Fernando' }, { id: 32, name: 'Saman Kumara' }];
const data = (items: ReturnType<typeof payment>[]) => {
  const byMode: Record<string, number> = {};
  const byRider: Record<number, number> = {};
  for (const p of items) {
    byMode[p.mode1_type] = (byMode[p.mode1_type] ?? 0) + p.mode1_amount;
    if (p.mode2_type) byMode[p.mode2_type] = (byMode[p.mode2_type] ?? 0) + (p.mode2_amount ?? 0);
    byRider[p.rider_id] = (byRider[p.rider_id] ?? 0) + p.collected;
  }
  return { items, count: items.length, totals: { amount: items.reduce((n, p) => n + p.collected, 0), byMode, byRider: Object.entries(byRider).map(([r, t]) => ({ riderId: Number(r), total: t })) } };
};
const rows = [
  payment(301),
  payment(302, { mode1_amount: 14.5, mode2_type: 'card', mode2_amount: 9.5, collected: 24 }),
  payment(303, { rider_id: 32, rider_name: 'Saman Kumara', mode1_type: 'online', mode1_amount: 50.25, collected: 50.25 }),
  payment(304, { settlement_id: 5 }),
];

function open(api: (c: Call) => Reply | undefined) {
  signInAs('finance', abilitiesFor('finance'));
  return renderPage(<ManageSettlementsPage />, { path: '/app/purchases-grn/manage-settlements', route: '/app/purchases-grn/manage-settlements', api });
}
const dataCalls = (calls: Call[]) => calls.filter((c) => c.url === '/orders/admin/get-invoice-settlements-data');
const processCalls = (calls: Call[]) => calls.filter((c) => c.url === '/orders/admin/process-settlements');
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('manage settlements', () => {
  it('shows the totals per payment mode and per rider (by name) and each payment split', async () => {
    open((c) => {
      if (c.url === '/orders/admin/get-invoice-settlements-data') return ok(data(rows));
      if (c.url === '/agent/auth/get-delivery-agents') return ok(riders);
      return undefined;
    });
    await screen.findByTestId('settle-row-301');
    await waitFor(() => expect(screen.getByTestId('settlement-totals').textContent).toBe(
      'Total 122.25 · cash 62.50 · card 9.50 · online 50.25 · Ruwan Fernando 72.00 · Saman Kumara 50.25',
    ));
    const row302 = within(screen.getByTestId('settle-row-302')).getAllByRole('cell').map((c) => c.textContent);
    expect(row302).toContain('cash 14.50 + card 9.50');
    expect(row302).toContain('24.00');
    expect(row302).toContain('HNDR000007');
  });

  it('sends every filter (dates, rider, settlement status), each from page 1; unsettled by default', async () => {
    const { calls } = open((c) => {
      if (c.url === '/orders/admin/get-invoice-settlements-data') return ok(data(rows.slice(0, 1)));
      if (c.url === '/agent/auth/get-delivery-agents') return ok(riders);
      return undefined;
    });
    await screen.findByTestId('settle-row-301');
    expect(dataCalls(calls)[0].params).toMatchObject({ settlementStatus: 'unsettled', skip: 0, limit: 50 });
    expect(calls.find((c) => c.url === '/agent/auth/get-delivery-agents')!.params).toEqual({ anyLocation: true });
    fireEvent.change(screen.getByLabelText('Delivered from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Delivered to'), { target: { value: '2026-11-30' } });
    await choose('Rider', 'Saman Kumara');
    await choose('Settlement', 'All');
    await waitFor(() => expect(dataCalls(calls).at(-1)!.params).toMatchObject({
      startDate: '2026-11-01', endDate: '2026-11-30', deliveryAgent: '32', settlementStatus: 'all', skip: 0, limit: 50,
    }));
    await choose('Settlement', 'Settled');
    await waitFor(() => expect(dataCalls(calls).at(-1)!.params).toMatchObject({ settlementStatus: 'settled', deliveryAgent: '32' }));
  });

  it('selects unsettled orders only, confirms the selected total, processes them once and reloads', async () => {
    let settled = false;
    const { calls } = open((c) => {
      if (c.url === '/orders/admin/get-invoice-settlements-data') return ok(data(settled ? [rows[2], rows[3]] : rows));
      if (c.url === '/agent/auth/get-delivery-agents') return ok(riders);
      if (c.url === '/orders/admin/process-settlements') { settled = true; return ok({ settlementId: 6, orderCount: 2, total: 48, byMode: { cash: 38.5, card: 9.5 }, byRider: [{ riderId: 31, total: 48 }] }); }
      return undefined;
    });
    await screen.findByTestId('settle-row-301');
    const settleButton = () => screen.getByRole('button', { name: /^Settle \d* ?selected$/ });
    expect(settleButton()).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Select HN000304')).toHaveProperty('disabled', true); // already settled
    fireEvent.click(screen.getByTestId('settle-row-304'));
    fireEvent.click(screen.getByLabelText('Select HN000301'));
    fireEvent.click(screen.getByTestId('settle-row-302'));
    expect(settleButton().textContent).toBe('Settle 2 selected');
    fireEvent.click(settleButton());
    expect(screen.getByRole('alert').textContent).toMatch(/Settle 2 order\(s\) for 48\.00\? This cannot be undone\./);
    expect(processCalls(calls)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Settle' }));
    await waitFor(() => expect(screen.queryByTestId('settle-row-301')).toBeNull());
    expect(processCalls(calls).map((c) => c.body)).toEqual([{ orderIds: [301, 302] }]);
    expect(getToasts().map((t) => t.text)).toContain('Settlement 6: 2 order(s), 48.00');
    expect(settleButton().textContent).toBe('Settle  selected');
  });

  it('cancel sends nothing; a refusal (already settled) is shown and nothing is cleared', async () => {
    const { calls } = open((c) => {
      if (c.url === '/orders/admin/get-invoice-settlements-data') return ok(data(rows));
      if (c.url === '/agent/auth/get-delivery-agents') return ok(riders);
      if (c.url === '/orders/admin/process-settlements') return fail(409, 'Order HN000301 is already settled (settlement 5)', 'CONFLICT');
      return undefined;
    });
    await screen.findByTestId('settle-row-301');
    fireEvent.click(screen.getByLabelText('Select HN000301'));
    fireEvent.click(screen.getByRole('button', { name: 'Settle 1 selected' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(processCalls(calls)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Settle 1 selected' }));
    fireEvent.click(screen.getByRole('button', { name: 'Settle' }));
    expect((await screen.findByText('Order HN000301 is already settled (settlement 5)'))).toBeTruthy();
    expect(processCalls(calls)).toHaveLength(1);
    expect(screen.getByLabelText('Select HN000301')).toHaveProperty('checked', true);
  });
});
