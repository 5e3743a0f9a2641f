import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import purchaseOrders from '../../../resources/purchaseOrders';
import { ok } from '../fakeApi';
import { renderGenerated } from '../generatedHarness';

/**
 * Issue 20 §3: the PO's required date follows the purchaseOrder schema's rule (x-date-range: today or
 * later) on the generated PO form as on the server, and Submit waits for a date, saying why.
 */
afterEach(() => { vi.restoreAllMocks(); });

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const draft = (requiredDate: string | null) => ({
  po: { id: 7, poNo: '000007', status: 'draft', supplierId: 3, supplierName: 'Acme', requiredDate, netTotal: 40, agentName: 'Nimali', createdAt: '2026-11-20T08:00:00Z' },
  poItems: [{ id: 70, product_id: 1, product_name: 'Panadol', order_qty: 10, last_purchase_price: 4, retail_price: 10, est_line_total: 40, received_qty: 0 }],
});
const reasonOf = (name: string) => {
  const button = screen.getByRole('button', { name });
  return (button as HTMLButtonElement).disabled ? document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent : null;
};

function open(requiredDate: string | null) {
  return renderGenerated(purchaseOrders, '/app/purchases-grn/edit/7', (c) => {
    if (c.url === '/po/fetch/7') return ok(draft(requiredDate));
    if (c.url === '/supplier/admin/fetch-all' || c.url === '/supplier/get-supplier-master') return ok({ items: [{ id: 3, name: 'Acme' }], count: 1 });
    if (c.url === '/product/admin/get-product-info') return ok({ id: 1, productName: 'Panadol' });
    if (c.url === '/product/admin/find-products') return ok({ items: [{ id: 1, productName: 'Panadol' }], count: 1 });
    if (c.url === '/grn/fetch-po-grns' || c.url === '/audit/records') return ok({ items: [], count: 0 });
    return undefined;
  }, 'procurement_officer');
}

describe('generated PO form: required date', () => {
  it('disables Submit while the PO has no required date, and says why', async () => {
    open(null);
    await screen.findByRole('button', { name: 'Submit PO' });
    await waitFor(() => expect(reasonOf('Submit PO')).toMatch(/required date/i));
  });

  it('refuses a date in the past with the server\'s words, and neither saves nor submits it', async () => {
    const api = open(day(7));
    const date = await screen.findByLabelText(/Required date/);
    fireEvent.change(date, { target: { value: '2020-01-01' } });
    expect(await screen.findAllByText(/Required date must be today or later/)).not.toHaveLength(0);
    await waitFor(() => expect(reasonOf('Submit PO')).toBeTruthy());
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
