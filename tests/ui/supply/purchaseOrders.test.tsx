import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import purchaseOrders from '../../../resources/purchaseOrders';
import { ok, type Call, type Reply } from '../fakeApi';
import { renderGenerated } from '../generatedHarness';
import { forbidBrowserConfirm } from '../confirm/answer';

// Purchase orders are generated from resources/purchaseOrders.ts and schemas/purchaseOrder.schema.json.
afterEach(() => vi.restoreAllMocks());

const line = { id: 71, product_id: 3, product_name: 'Panadol 500mg', available_quantity: 20, order_qty: 400, received_qty: 0, last_purchase_price: 1, est_line_total: 400 };
const poOf = (status: string, patch: object = {}) => ({
  po: { id: 5, poNo: '000005', status, supplierId: 2, supplierName: 'Acme', requiredDate: '2099-01-01', netTotal: 400, agentName: 'Nimali', createdAt: '2026-11-20T08:00:00Z', ...patch },
  poItems: [line],
});
const serve = (more: (c: Call) => Reply | undefined, record: () => unknown) => (c: Call): Reply | undefined => {
  if (c.url === '/po/fetch/5') return ok(record());
  if (c.url === '/supplier/admin/fetch-all' || c.url === '/supplier/get-supplier-master') return ok({ items: [{ id: 2, name: 'Acme' }], count: 1 });
  if (c.url === '/product/admin/get-product-info') return ok({ id: 3, productName: 'Panadol 500mg' });
  if (c.url === '/product/admin/find-products') return ok({ items: [{ id: 3, productName: 'Panadol 500mg' }], count: 1 });
  if (c.url === '/grn/fetch-po-grns' || c.url === '/audit/records') return ok({ items: [], count: 0 });
  return more(c);
};
const reasonOf = (name: string) => {
  const button = screen.getByRole('button', { name });
  return (button as HTMLButtonElement).disabled ? document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent : null;
};

/** PO actions that cannot be undone, the page that offers them, the call they make and what the dialog says. */
const ACTIONS = [
  { page: 'view', status: 'submitted', button: 'Cancel PO', path: '/po/cancel', says: /Acme is no longer expected to deliver/ },
  { page: 'view', status: 'draft', button: 'Discard', path: '/po/discard', says: /deleted; this cannot be undone/ },
  { page: 'edit', status: 'draft', button: 'Discard', path: '/po/discard', says: /deleted; this cannot be undone/ },
  { page: 'edit', status: 'draft', button: 'Submit PO', path: '/po/submit', says: /goes to the supplier for .*400\.00/ },
] as const;

describe('purchase orders ask in the in-app dialog, never the browser confirm()', () => {
  it('cancel, discard and submit say what will happen and send only on the go-ahead', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...ACTIONS), fc.boolean(), async (a, goAhead) => {
      forbidBrowserConfirm();
      const path = `/app/purchases-grn/${a.page === 'view' ? 'view/5' : 'edit/5'}`;
      const api = renderGenerated(purchaseOrders, path, serve((c) => (c.url === a.path ? ok(poOf(a.status)) : undefined), () => poOf(a.status)), 'procurement_officer');
      fireEvent.click(await screen.findByRole('button', { name: a.button }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog.textContent).toMatch(a.says);
      fireEvent.click(goAhead ? within(dialog).getByTestId('confirm-yes') : within(dialog).getAllByRole('button')[0]);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(api.calls.filter((c) => c.url === a.path)).toHaveLength(goAhead ? 1 : 0));
      if (goAhead) expect(api.calls.find((c) => c.url === a.path)?.body).toEqual({ poId: 5 });
      api.unmount();
      vi.restoreAllMocks();
    }), { numRuns: 6 });
  }, 90_000);
});

describe('the PO editor shows what will be saved (issue 21)', () => {
  it.each([['0', 'Ordered qty must be 1 or more'], ['-1', 'Ordered qty must be 1 or more'], ['1.5', 'Ordered qty must be a whole number']])(
    'a line ordered %s: a message under the cell, Submit disabled saying why, nothing sent', async (typed, message) => {
      const api = renderGenerated(purchaseOrders, '/app/purchases-grn/edit/5', serve(() => undefined, () => poOf('draft')), 'procurement_officer');
      const row = await screen.findByTestId('line-row');
      const qty = within(row).getByLabelText('Ordered qty') as HTMLInputElement;
      await waitFor(() => expect(qty.value).toBe('400'));
      await waitFor(() => expect(reasonOf('Submit PO')).toBeNull());
      fireEvent.change(qty, { target: { value: typed } });
      expect(await within(row).findByText(message)).toBeTruthy();
      expect(qty.value).toBe(typed);
      await waitFor(() => expect(reasonOf('Submit PO')).toBe(`Fix the form first: Line 1: ${message}`));
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await within(screen.getByTestId('line-row')).findByText(message)).toBeTruthy();
      expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    });

  it('a PO without a supplier: Submit disabled saying why', async () => {
    renderGenerated(purchaseOrders, '/app/purchases-grn/view/5', serve(() => undefined, () => poOf('draft', { supplierId: null, supplierName: null })), 'procurement_officer');
    await screen.findByText('000005');
    await waitFor(() => expect(reasonOf('Submit PO')).toBe('Submit PO needs supplier: none is set yet'));
  });

  it('saves an edited quantity as the whole draft in the contract names, then the page shows what the server kept', async () => {
    let record = poOf('draft');
    const api = renderGenerated(purchaseOrders, '/app/purchases-grn/edit/5', serve((c) => {
      if (c.url !== '/po/update') return undefined;
      record = poOf('draft', { netTotal: 100 });
      record.poItems = [{ ...line, order_qty: 100, est_line_total: 100 }];
      return ok(record);
    }, () => record), 'procurement_officer');
    const qty = within(await screen.findByTestId('line-row')).getByLabelText('Ordered qty') as HTMLInputElement;
    await waitFor(() => expect(qty.value).toBe('400'));
    fireEvent.change(qty, { target: { value: '100' } });
    await waitFor(() => expect(screen.getByTestId('poItems-total').textContent).toBe('100.00'));
    await waitFor(() => expect(reasonOf('Submit PO')).toBe('Save the changes first'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((c) => c.url === '/po/update')).toBe(true));
    expect(api.calls.find((c) => c.url === '/po/update')?.body).toEqual({ poId: 5, supplierId: 2, requiredDate: '2099-01-01', lineItems: [{ productId: 3, orderedQty: 100 }] });
  });

  it('removing a line on the form keeps the page and sends nothing until saved', async () => {
    const api = renderGenerated(purchaseOrders, '/app/purchases-grn/edit/5', serve(() => undefined, () => ({ ...poOf('draft'), poItems: [line, { ...line, id: 72, product_id: 4 }] })), 'procurement_officer');
    await waitFor(() => expect(screen.getAllByTestId('line-row')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
    await waitFor(() => expect(screen.getAllByTestId('line-row')).toHaveLength(1));
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
