import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import HistoryPanel from '../../../src/console/history/HistoryPanel';
import { RecordTabs } from '../../../src/console/history/RecordTabs';
import OrderDetailDialog from '../../../src/console/orders/detail/OrderDetailDialog';
import { abilitiesFor, signInAs } from '../signedIn';
import { ok, fail } from '../fakeApi';
import { renderPage } from '../workflows/harness';

const row = (id: number, patch: object = {}) => ({
  id, at: '2025-03-04T10:15:00.000Z', agentId: 7, agentName: 'Nimali Perera', agentDisplayId: 'HNAD000007', role: 'procurement_officer',
  locationId: 1, locationName: 'Colombo 03', entity: 'supplier', recordId: '12', action: 'update',
  changes: { contactPerson: { before: 'Dilani Fernando', after: 'Ruwan Silva' } }, ...patch,
});

describe('History tab', () => {
  it('shows who, role, when, action and each field before → after, newest first as the server orders them', async () => {
    signInAs('procurement_officer', abilitiesFor('procurement_officer'));
    const { calls } = renderPage(<HistoryPanel entity="supplier" recordId={12} labels={{ contactPerson: 'Contact person' }} />, {
      path: '/app/',
      api: (c) => (c.url === '/audit/records' ? ok({ items: [
        row(3),
        row(2, { action: 'update', changes: { password: { before: '[redacted]', after: '[redacted]' } } }),
        row(1, { action: 'create', agentName: null, agentId: null, role: 'customer', locationName: null, changes: { name: { before: null, after: 'Ruhunu Medical' } } }),
      ], count: 3 }) : undefined),
    });
    const rows = await screen.findAllByTestId('history-row');
    expect(rows).toHaveLength(3);
    expect(calls[0].params).toMatchObject({ entity: 'supplier', recordId: '12', skip: 0, limit: 10 });
    expect(within(rows[0]).getByText(/Nimali Perera \(Procurement/)).toBeTruthy();
    expect(within(rows[0]).getByText(/Colombo 03/)).toBeTruthy();
    expect(within(rows[0]).getByText('Edited')).toBeTruthy();
    expect(within(rows[0]).getByText('Contact person:')).toBeTruthy();
    expect(within(rows[0]).getByText('Dilani Fernando')).toBeTruthy();
    expect(within(rows[0]).getByText(/Ruwan Silva/)).toBeTruthy();
    expect(within(rows[1]).getByText('changed (hidden)')).toBeTruthy();
    expect(within(rows[2]).getByText('Created')).toBeTruthy();
    expect(within(rows[2]).getByText('Customer')).toBeTruthy();
    expect(within(rows[2]).getByText(/Ruhunu Medical/)).toBeTruthy();
  });

  it('pages through a long History', async () => {
    signInAs('procurement_officer', abilitiesFor('procurement_officer'));
    const { calls } = renderPage(<HistoryPanel entity="supplier" recordId="12" />, {
      path: '/app/',
      api: (c) => (c.url === '/audit/records' ? ok({ items: [row(Number(c.params.skip) + 1)], count: 23 }) : undefined),
    });
    await screen.findByTestId('history-row');
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(calls.at(-1)?.params).toMatchObject({ skip: 10, limit: 10 }));
  });

  it('says so when nothing was recorded, and shows a refusal with retry', async () => {
    signInAs('procurement_officer', abilitiesFor('procurement_officer'));
    renderPage(<HistoryPanel entity="supplier" recordId="99" />, { path: '/app/', api: () => ok({ items: [], count: 0 }) });
    expect(await screen.findByText('No changes recorded yet.')).toBeTruthy();
  });

  it('shows the server\'s message when History is refused', async () => {
    signInAs('pharmacist', abilitiesFor('pharmacist'));
    renderPage(<HistoryPanel entity="supplier" recordId="1" />, { path: '/app/', api: () => fail(403, 'Your role may not read supplier records, nor their History', 'FORBIDDEN') });
    expect(await screen.findByText(/may not read supplier records/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('a show page gets Details and History tabs; a role without audit.view_history only the details', async () => {
    signInAs('procurement_officer', abilitiesFor('procurement_officer'));
    const { unmount } = renderPage(<RecordTabs schemaId="supplier" recordId="12"><div>supplier fields</div></RecordTabs>, {
      path: '/app/', api: (c) => (c.url === '/audit/records' ? ok({ items: [row(1)], count: 1 }) : undefined),
    });
    expect(screen.getByText('supplier fields')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByTestId('history-row')).toBeTruthy();
    expect(screen.getByText('Contact person:')).toBeTruthy();
    unmount();
    signInAs('delivery_agent', abilitiesFor('delivery_agent'));
    renderPage(<RecordTabs schemaId="supplier" recordId="12"><div>supplier fields</div></RecordTabs>, { path: '/app/', api: () => undefined });
    expect(screen.getByText('supplier fields')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'History' })).toBeNull();
  });
});

describe('order detail History tab', () => {
  it('lists the order\'s audited transitions with status names', async () => {
    signInAs('pharmacist', abilitiesFor('pharmacist'));
    const { calls } = renderPage(<OrderDetailDialog orderId={42} onClose={() => undefined} />, {
      path: '/app/',
      api: (c) => {
        if (c.url === '/orders/admin/get-order-updated-details') return ok({ orderId: 42, order_id: 'HN000042', orderStatus: 17, grossTotal: 0, netTotal: 0, discountTotal: 0 });
        if (c.url === '/audit/records') return ok({ items: [row(5, { entity: 'order', recordId: '42', action: 'cancel', role: 'pharmacist', changes: { status: { before: 1, after: 17 } } })], count: 1 });
        return undefined;
      },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'History' }));
    const r = await screen.findByTestId('history-row');
    expect(calls.find((c) => c.url === '/audit/records')?.params).toMatchObject({ entity: 'order', recordId: '42' });
    expect(within(r).getByText('cancel')).toBeTruthy();
    expect(within(r).getByText(/\(1\)/)).toBeTruthy();
    expect(within(r).getByText(/\(17\)/)).toBeTruthy();
  });
});
