import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import OrderDetailDialog from '../../../src/console/orders/detail/OrderDetailDialog';
import { getToasts } from '../../../src/console/notify/notifier';
import { abilitiesFor, signInAs } from '../signedIn';
import { ok, fail, type Reply } from '../fakeApi';
import { renderPage } from '../workflows/harness';

const summary = { orderId: 42, order_id: 'HN000042', orderStatus: 3, stage: 'new_requests', receivedDate: '2025-01-10T08:00:00Z', location: { id: 1, name: 'Colombo 03' }, customer: { id: 5, name: 'Kamal Silva' }, patient: null, quotation: null };

function open(pdf: Reply) {
  signInAs('pharmacist', abilitiesFor('pharmacist'));
  return renderPage(<OrderDetailDialog orderId={42} onClose={() => undefined} />, {
    path: '/app/',
    api: (c) => (c.url === '/orders/admin/get-order-updated-details' ? ok(summary) : c.url === '/orders/admin/order-summary-pdf' ? pdf : undefined),
  });
}

afterEach(() => { vi.unstubAllGlobals(); vi.restoreAllMocks(); });

describe('Print summary in the order detail', () => {
  it('fetches the order summary PDF through the console http client and opens it in a new tab', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:pdf-1');
    URL.revokeObjectURL = vi.fn();
    const { calls } = open({ status: 200, body: new Blob(['%PDF-1.3'], { type: 'application/pdf' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Print summary' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:pdf-1'));
    const call = calls.find((c) => c.url === '/orders/admin/order-summary-pdf')!;
    expect(call.params).toEqual({ orderId: 42 });
  });

  it('closes the empty tab and says what went wrong when the server refuses', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    open(fail(404, 'Order 42 was not found', 'NOT_FOUND'));
    fireEvent.click(await screen.findByRole('button', { name: 'Print summary' }));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    await waitFor(() => expect(getToasts().map((t) => t.text)).toContain('The document could not be found (it may have been removed or is outside your location).'));
  });
});
