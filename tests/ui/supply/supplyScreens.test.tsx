import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import GeneratedCreate from '../../../src/console/generated/GeneratedCreate';
import GeneratedShow from '../../../src/console/generated/GeneratedShow';
import { createDataProvider } from '../../../src/console/data/dataProvider';
import { createHttpClient } from '../../../src/console/data/httpClient';
import { HttpProvider } from '../../../src/console/data/apiContext';
import grns from '../../../resources/grns';
import { ProductSearch } from '../../../src/console/orders/detail/quotation/ProductSearch';
import products from '../../../resources/products';
import suppliers from '../../../resources/suppliers';
import purchaseOrders from '../../../resources/purchaseOrders';
import { fakeApi, ok, type Call, type Reply } from '../fakeApi';
import { abilitiesFor, signInAs } from '../signedIn';
import { renderInAdmin } from '../renderInAdmin';
import { renderPage } from '../workflows/harness';

/** Supply screens beyond GRN entry: live product name check, supplier's POs, near-expiry chip, PO and GRN print. */
afterEach(() => { vi.unstubAllGlobals(); vi.restoreAllMocks(); });

function renderGenerated(role: string, path: string, routes: ReactElement, route: (c: Call) => Reply | undefined) {
  signInAs(role, abilitiesFor(role));
  const api = fakeApi(route);
  const http = createHttpClient({ adapter: api.adapter, onError: () => undefined, onSessionLost: () => undefined });
  renderInAdmin(<HttpProvider http={http}><Routes>{routes}</Routes></HttpProvider>, { path, dataProvider: createDataProvider(http) });
  return api;
}

describe('product create form', () => {
  it('checks the product name live as it is typed', async () => {
    const api = renderGenerated('procurement_officer', '/app/inventory/create-new-product',
      <Route path="/app/inventory/create-new-product" element={<GeneratedCreate config={products} />} />,
      (c) => (c.url === '/product/admin/check-product-name-availability'
        ? ok(String(c.params.productName).toLowerCase() === 'panadol 500mg' ? { available: false, takenBy: 'P000003' } : { available: true })
        : c.url === '/supplier/admin/fetch-all' ? ok({ items: [], count: 0 }) : undefined));
    const name = await screen.findByLabelText('Product name');
    fireEvent.change(name, { target: { value: 'Panadol 500mg' } });
    expect(await screen.findByText('"Panadol 500mg" is already used by P000003')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Panadol 650mg' } });
    expect(await screen.findByText('"Panadol 650mg" is available')).toBeTruthy();
    const checks = api.calls.filter((c) => c.url === '/product/admin/check-product-name-availability');
    expect(checks.map((c) => c.params.productName)).toEqual(['Panadol 500mg', 'Panadol 650mg']); // debounced: one call per pause
  });
});

describe('supplier show page', () => {
  it("lists the supplier's purchase orders under its details", async () => {
    const supplier = { id: 12, displayId: 'S000012', name: 'Hemas Pharmaceuticals', address: '12 Galle Road', contactPerson: 'Ruwan', email: 'o@hemas.lk', contactNo: '+94 11 234 5678' };
    const api = renderGenerated('procurement_officer', '/app/purchases-grn/supplier/12',
      <Route path="/app/purchases-grn/supplier/:id" element={<GeneratedShow config={suppliers} />} />,
      (c) => (c.url === '/supplier/admin/fetch' ? ok(supplier)
        : c.url === '/po/get-po-list' ? ok({ items: [{ id: 5, poNo: '000005', status: 'partially_received', netTotal: 550, lineCount: 2, requiredDate: null, createdAt: '2026-01-10T08:00:00Z' }], count: 1 }) : undefined));
    expect(await screen.findByText('000005')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Purchase orders' })).toBeTruthy();
    expect(screen.getByText(/partially received/i)).toBeTruthy();
    expect(api.calls.find((c) => c.url === '/po/get-po-list')?.params).toMatchObject({ supplier: 12, skip: 0, limit: 25 });
  });
});

describe('quotation product search', () => {
  it('flags a product whose first batch with stock is near expiry', async () => {
    signInAs('pharmacist', abilitiesFor('pharmacist'));
    const base = { productCode: 'P000001', genericName: 'x', lowestUom: 'Tablet', retailPrice: 10, coldStorage: false, narcotic: false, maxDiscountPercentage: 0, available: 40 };
    renderPage(<ProductSearch value={null} onChange={() => undefined} />, {
      path: '/app/', api: (c) => (c.url === '/quotations/get-products-master' ? ok([
        { ...base, productId: 1, productName: 'Panadol 500mg', nextExpiry: '2026-12-31', nearExpiry: true },
        { ...base, productId: 2, productName: 'Panadeine', nextExpiry: '2028-01-31', nearExpiry: false },
      ]) : undefined),
    });
    const box = await screen.findByLabelText('Search product master');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'pana' } });
    expect(await screen.findByRole('option', { name: /Panadeine/ })).toBeTruthy();
    expect(screen.getAllByText(/^Near expiry/).map((e) => e.textContent)).toEqual(['Near expiry 2026-12-31']);
  });
});

describe('printing', () => {
  const tab = () => {
    const t = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(t as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:pdf-1');
    URL.revokeObjectURL = vi.fn();
    return t;
  };
  const pdf: Reply = { status: 200, body: new Blob(['%PDF-1.3'], { type: 'application/pdf' }) };

  it('prints the PO with the contract POST generate-po-pdf?poId', async () => {
    const t = tab();
    signInAs('procurement_officer', abilitiesFor('procurement_officer'));
    const calls = renderGenerated('procurement_officer', '/app/purchases-grn/view/5',
      <Route path="/app/purchases-grn/view/:id" element={<GeneratedShow config={purchaseOrders} />} />,
      (c) => (c.url === '/po/fetch/5' ? ok({ po: { id: 5, poNo: '000005', status: 'submitted', supplierName: 'Acme', netTotal: 400, agentName: 'Nimali' }, poItems: [] })
        : c.url === '/grn/fetch-po-grns' ? ok({ items: [], count: 0 }) : c.url === '/po/generate-po-pdf' ? pdf : c.url === '/audit/records' ? ok({ items: [], count: 0 }) : undefined)).calls;
    fireEvent.click(await screen.findByRole('button', { name: 'Print PO' }));
    await waitFor(() => expect(t.location.href).toBe('blob:pdf-1'));
    expect(calls.find((c) => c.url === '/po/generate-po-pdf')).toMatchObject({ method: 'POST', params: { poId: 5 } });
  });

  it('prints the GRN with the contract POST generate-grn-pdf?grnId', async () => {
    const t = tab();
    // The GRN's show page and Print GRN are declared (resources/grns.ts).
    const { calls } = renderGenerated('grn_officer', '/app/purchases-grn/grn-details/9',
      <Route path="/app/purchases-grn/grn-details/:id" element={<GeneratedShow config={grns} />} />,
      (c) => (c.url === '/grn/fetch-grn-details'
        ? ok({ grn: { id: 9, grnNo: '000009', poId: 5, poNo: '000005', status: 'completed', supplierName: 'Acme', agentName: 'Nimali', netTotal: 340, createdAt: '2026-01-10T08:00:00Z' }, lineItems: [] })
        : c.url === '/grn/generate-grn-pdf' ? pdf : c.url === '/audit/records' ? ok({ items: [], count: 0 }) : undefined));
    fireEvent.click(await screen.findByRole('button', { name: 'Print GRN' }));
    await waitFor(() => expect(t.location.href).toBe('blob:pdf-1'));
    expect(calls.find((c) => c.url === '/grn/generate-grn-pdf')).toMatchObject({ method: 'POST', params: { grnId: 9 } });
  });
});
