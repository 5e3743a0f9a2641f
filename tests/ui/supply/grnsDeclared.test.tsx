import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import grns from '../../../resources/grns';
import purchaseOrders from '../../../resources/purchaseOrders';
import { ok, type Call, type Reply } from '../fakeApi';
import { renderGenerated, filtersLoaded } from '../generatedHarness';

/**
 * GRNs are declared (resources/grns.ts, schemas/grn.schema.json): the list on the contract's
 * GET /grn/fetch-all, one GRN with its lines and a link to its PO, the actions by ability and
 * status, and a PO's GRNs as a related list (GET /grn/fetch-po-grns), each opening its GRN.
 */
afterEach(() => vi.restoreAllMocks());

const head = (patch: object = {}) => ({ id: 9, grnNo: '000009', poId: 5, poNo: '000005', supplierName: 'Acme', status: 'completed', netTotal: 280, agentName: 'Nimali Perera', createdAt: '2026-11-20T08:00:00Z', lineCount: 1, ...patch });
const line = { id: 91, product_id: 7, product_name: 'Panadol 500mg', batch_name: '05-2031', grn_qty: 70, returned_qty: 4, net_qty: 66, returnable_qty: 60, purchase_price: 4, retail_price: 10, line_total: 280 };
const serve = (more: (c: Call) => Reply | undefined = () => undefined) => (c: Call): Reply | undefined => {
  if (c.url === '/audit/records') return ok({ items: [], count: 0 });
  return more(c);
};

describe('GRN list (generated)', () => {
  it('asks the contract list page by page, sends search and status, and a row opens the GRN', async () => {
    const api = renderGenerated(grns, '/app/purchases-grn/view-grn-list', serve((c) => (c.url === '/grn/fetch-all' ? ok({ items: [head()], count: 1 }) : undefined)), 'grn_officer');
    const row = (await screen.findByText('000009')).closest('tr')!;
    expect(row.textContent).toContain('Acme');
    expect(row.textContent).toContain('000005');
    expect(api.calls.find((c) => c.url === '/grn/fetch-all')?.params).toEqual({ skip: 0, limit: 25 });
    await filtersLoaded();
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'Acme' } });
    await waitFor(() => expect(api.calls.at(-1)?.params).toMatchObject({ searchTerm: 'Acme', skip: 0 }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cancelled' }));
    await waitFor(() => expect(api.calls.at(-1)?.params).toMatchObject({ searchTerm: 'Acme', reportType: 'cancelled' }));
    fireEvent.click(within(row).getByText('Acme'));
    await waitFor(() => expect(api.calls.some((c) => c.url === '/grn/fetch-grn-details')).toBe(true));
    expect(api.calls.find((c) => c.url === '/grn/fetch-grn-details')?.params).toEqual({ GRNId: '9' });
  });
});

describe('GRN details (generated)', () => {
  it('shows the lines read-only and the PO as a link to it', async () => {
    renderGenerated(grns, '/app/purchases-grn/grn-details/9', serve((c) => (c.url === '/grn/fetch-grn-details' ? ok({ grn: head(), lineItems: [line] }) : undefined)), 'grn_officer');
    const lines = await screen.findByRole('table', { name: 'Lines' });
    expect(within(lines).getByText('Panadol 500mg')).toBeTruthy();
    expect(within(lines).getByText('05-2031')).toBeTruthy();
    expect(within(lines).queryByRole('textbox')).toBeNull();
    expect(within(lines).queryByRole('spinbutton')).toBeNull();
    expect(screen.getByRole('link', { name: '000005' }).getAttribute('href')).toBe('/app/purchases-grn/view/5');
    expect(screen.getByText('Nimali Perera')).toBeTruthy();
  });

  it('offers Partial return and Cancel GRN only to roles holding them, and says why on a cancelled GRN', async () => {
    const pharmacist = renderGenerated(grns, '/app/purchases-grn/grn-details/9', serve((c) => (c.url === '/grn/fetch-grn-details' ? ok({ grn: head(), lineItems: [line] }) : undefined)), 'pharmacist');
    await screen.findByRole('button', { name: 'Print GRN' });
    expect(screen.queryByRole('button', { name: 'Partial return' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel GRN' })).toBeNull();
    pharmacist.unmount();
    renderGenerated(grns, '/app/purchases-grn/grn-details/9', serve((c) => (c.url === '/grn/fetch-grn-details' ? ok({ grn: head({ status: 'cancelled' }), lineItems: [line] }) : undefined)), 'grn_officer');
    for (const name of ['Partial return', 'Cancel GRN']) {
      const button = (await screen.findByRole('button', { name })) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Only when status is Completed (now Cancelled)');
    }
  });
});

describe("a PO's GRNs (a declared related list)", () => {
  it('lists them from GET /grn/fetch-po-grns?poId and a row opens its GRN', async () => {
    const po = { po: { id: 5, poNo: '000005', status: 'received', supplierId: 2, supplierName: 'Acme', netTotal: 400, agentName: 'Nimali', createdAt: '2026-11-20T08:00:00Z' }, poItems: [] };
    const api = renderGenerated(purchaseOrders, '/app/purchases-grn/view/5', serve((c) => {
      if (c.url === '/po/fetch/5') return ok(po);
      if (c.url === '/supplier/admin/fetch-all' || c.url === '/supplier/get-supplier-master') return ok({ items: [{ id: 2, name: 'Acme' }], count: 1 });
      if (c.url === '/grn/fetch-po-grns') return ok({ items: [head(), head({ id: 10, grnNo: '000010', status: 'cancelled' })], count: 2 });
      if (c.url === '/grn/fetch-grn-details') return ok({ grn: head(), lineItems: [line] });
      return undefined;
    }), 'grn_officer', [grns]);
    const section = await screen.findByRole('region', { name: 'GRNs' });
    await within(section).findByText('000010');
    expect(api.calls.find((c) => c.url === '/grn/fetch-po-grns')?.params).toEqual({ poId: 5 });
    fireEvent.click(within(section).getByText('000009'));
    await waitFor(() => expect(api.calls.find((c) => c.url === '/grn/fetch-grn-details')?.params).toEqual({ GRNId: '9' }));
  });
});
