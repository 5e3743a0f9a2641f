import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import OrderDetailDialog from '../../../src/console/orders/detail/OrderDetailDialog';
import { abilitiesFor, signInAs } from '../signedIn';
import { ok, fail } from '../fakeApi';
import { page, renderPage, row } from './harness';

const summary = (orderStatus: number) => ({
  orderId: 42, order_id: 'HN000042', orderStatus, stage: 'new_requests', receivedDate: '2025-01-10T08:00:00Z', location: { id: 1, name: 'Colombo 03' },
  assignedAgent: { id: 7, name: 'Nimali Perera' }, paymentMethod: 'cash', paymentType: 'Cash on delivery',
  customer: { id: 5, displayId: 'HNCX000005', name: 'Kamal Silva', contactNumber: '0771234567' },
  patient: { id: 2, displayId: 'HNPT000002', firstName: 'Sunil', lastName: 'Silva' },
  quotation: { quotationId: 3, status: 0, deliveryFee: 250, lineItems: [{ lineId: 1, productName: 'Paracetamol 500mg', productCode: 'P000001', quantity: 20, unitPrice: 12.5, lineTotal: 250 }] },
  grossTotal: 500, netTotal: 480, discountTotal: 20,
});

function open(status: number, role: string, extra: Parameters<typeof renderPage>[1]['api'] = () => undefined) {
  signInAs(role, abilitiesFor(role));
  let current = status;
  const utils = renderPage(<OrderDetailDialog orderId={42} onClose={() => undefined} />, {
    path: '/app/',
    api: (c) => extra(c) ?? (() => {
      switch (c.url) {
        case '/orders/admin/get-order-updated-details': return ok(summary(current));
        case '/orders/admin/get-all-order-logs': return ok([{ id: 1, action: 'placeOrder', fromStatus: null, toStatus: 1, actor: 'customer', createdAt: '2025-01-10T08:00:00Z', message: null }]);
        case '/orders/admin/order-hierachy': return ok({ orderId: 42, rootOrderId: 40, count: 2, tree: { id: 40, order_id: 'HN000040', status: 21, children: [{ id: 42, order_id: 'HN000042', status: 1, current: true, children: [] }] } });
        case '/orders/admin/past-orders': return ok(page([row({ id: 40, status: 21, stage: 'completed' })]));
        case '/prescriptions/get-prescription-details-using-order-id': return ok(null);
        case '/orders/admin/cancel-order': current = 17; return ok({ to: 17 });
        case '/orders/admin/complete-order': current = 21; return ok({ to: 21 });
        default: return undefined;
      }
    })(),
  });
  return utils;
}

describe('order detail modal', () => {
  it('shows the summary with net and gross totals, payment type and quotation lines', async () => {
    open(3, 'pharmacist');
    const dialog = await screen.findByRole('dialog', { name: /Order HN000042/ });
    expect(await within(dialog).findByText('Cash on delivery')).toBeTruthy();
    expect(within(dialog).getByText('480.00')).toBeTruthy();
    expect(within(dialog).getByText('500.00')).toBeTruthy();
    expect(within(dialog).getByText('Paracetamol 500mg (P000001)')).toBeTruthy();
    expect(within(dialog).getByText('Sunil Silva (HNPT000002)')).toBeTruthy();
  });

  it('reads each tab when opened: logs, hierarchy, past orders, prescription', async () => {
    const { calls } = open(3, 'pharmacist');
    await screen.findByText('Cash on delivery');
    expect(calls.some((c) => c.url === '/orders/admin/get-all-order-logs')).toBe(false);
    fireEvent.click(screen.getByRole('tab', { name: 'Logs' }));
    expect(await screen.findByText('placeOrder')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Hierarchy' }));
    expect(await screen.findByText('2 orders in this family')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'HN000040' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Past orders' }));
    expect(await screen.findByTestId('order-row')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Prescription' }));
    expect(await screen.findByText('This order has no prescription.')).toBeTruthy();
  });

  it('offers cancel on a new order to a pharmacist, asks for a reason, and posts the form values', async () => {
    const { calls } = open(1, 'pharmacist');
    await screen.findByText('Cash on delivery');
    expect(screen.queryByRole('button', { name: 'Complete order' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel order HN000042' });
    // The button says why it is off instead of greying out without a word.
    expect((within(confirm).getByRole('button', { name: 'Cancel the order' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(confirm).getByTestId('disabled-reason').textContent).toBe('Reason is required');
    expect(calls.some((c) => c.url === '/orders/admin/cancel-order')).toBe(false);
    fireEvent.change(within(confirm).getByLabelText(/Reason/), { target: { value: 'Customer asked' } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() => expect(calls.find((c) => c.url === '/orders/admin/cancel-order')?.body).toEqual({ orderId: 42, formValues: { reason: 'Customer asked' } }));
    // The summary is read again: a cancelled order offers neither action.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull());
  });

  it('offers complete on a delivered order and shows the server refusal in the dialog', async () => {
    open(15, 'pharmacist', (c) => (c.url === '/orders/admin/complete-order' ? fail(409, 'Order HN000042 is completed (21)', 'CONFLICT') : undefined));
    await screen.findByText('Cash on delivery');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Complete order' }));
    const confirm = await screen.findByRole('dialog', { name: 'Complete order HN000042' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Complete the order' }));
    expect((await within(confirm).findByTestId('action-error')).textContent).toBe('Order HN000042 is completed (21)');
  });

  it('offers no actions to a role without them', async () => {
    open(1, 'management');
    await screen.findByText('Cash on delivery');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Complete order' })).toBeNull();
  });
});
