import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import quotations from '@resources/quotations';
import invoices from '@resources/invoices';
import creditNotes from '@resources/creditNotes';
import orders from '@resources/orders';
import { ok, type Call, type Reply } from '../fakeApi';
import { renderGenerated, filtersLoaded } from '../generatedHarness';

/**
 * Quotations, invoices and credit notes are declared (resources/quotations.ts, invoices.ts,
 * creditNotes.ts): generated lists with their filters and pages with their lines. What the issue
 * found on the hand-written screens must hold here: a posted invoice's Batch column is filled.
 */
const QUOTATION = {
  id: 9, quotationId: 9, orderId: 77, orderDisplayId: 'HN000077', customerName: 'Kamal Silva', status: 0, deliveryFee: 250, linesTotal: 985, netTotal: 1235,
  dispensePeriod: 30, dispenseType: 'full', createdAt: '2026-11-25T08:10:00Z', createdByAgentId: 7, createdByAgentName: 'Nimal Perera',
  lineItems: [
    { id: 1, lineId: 1, quotationId: 9, productId: 3, productName: 'Panadol 500mg Tablets', productCode: 'P000003', lowestUom: 'Tablet', quantity: 20, unitPrice: 12.5, discount: 15, lineTotal: 235 },
    { id: 2, lineId: 2, quotationId: 9, productId: 4, productName: 'Amoxil 250mg Capsules', productCode: 'P000004', lowestUom: 'Capsule', quantity: 30, unitPrice: 28, discount: 90, lineTotal: 750 },
  ],
};
const INVOICE = {
  id: 31, invoiceNo: '000031', orderId: 77, orderDisplayId: 'HN000077', customerName: 'Kamal Silva', quotationId: 9, status: 'posted', linesTotal: 985,
  deliveryFee: 250, promoDiscount: 0, netTotal: 1235, postedAt: '2026-11-25T09:00:00Z', createdAt: '2026-11-25T08:20:00Z',
  line_items: [
    { id: 5, invoice_id: 31, product_id: 3, product_name: 'Panadol 500mg Tablets', odoo_product_id: 'P000003', lowest_uom: 'Tablet', quantity: 20, batch: '06-2027', batch_id: 11, batch_qty: 12, unit_price: 12.5, discount: 0, line_total: 150, promo_share: 0 },
    { id: 6, invoice_id: 31, product_id: 3, product_name: 'Panadol 500mg Tablets', odoo_product_id: 'P000003', lowest_uom: 'Tablet', quantity: 20, batch: '12-2030', batch_id: 12, batch_qty: 8, unit_price: 12.5, discount: 0, line_total: 100, promo_share: 0 },
  ],
};
const NOTE = {
  id: 4, creditNote: '000004', orderId: 77, orderDisplayId: 'HN000077', customerName: 'Kamal Silva', invoiceId: 31, invoiceNo: '000031', amount: 25, deliveryFeeRefund: 0,
  reason: 'Damaged strip', createdAt: '2026-11-25T10:00:00Z',
  lineItems: [{ id: 1, creditNoteId: 4, invoiceLineId: 5, productId: 3, productName: 'Panadol 500mg Tablets', batchId: 11, batchName: '06-2027', quantity: 2, unitPrice: 12.5, lineTotal: 25, restock: true }],
};

const serve = (more: (c: Call) => Reply | undefined = () => undefined) => (c: Call): Reply | undefined => {
  if (c.url === '/quotations/quotations-list') return ok({ items: [QUOTATION, { ...QUOTATION, id: 8, quotationId: 8, status: 3 }], count: 2 });
  if (c.url === '/quotations/quotation') return ok(QUOTATION);
  if (c.url === '/quotations/invoices-list') return ok({ items: [INVOICE, { ...INVOICE, id: 30, invoiceNo: '000030', status: 'cancelled' }], count: 2 });
  if (c.url === '/quotations/invoice') return ok(INVOICE);
  if (c.url === '/quotations/credit-notes-list') return ok({ items: [NOTE], count: 1 });
  if (c.url === '/quotations/credit-note') return ok(NOTE);
  if (c.url === '/audit/records') return ok({ items: [], count: 0 });
  return more(c);
};
afterEach(() => { vi.restoreAllMocks(); });
const rowOf = (text: string) => screen.getAllByText(text).map((e) => e.closest('tr')).find((r) => r && r.querySelector('td'))!;

describe('quotations (generated)', () => {
  it('lists quotations with their status in words, filters by status, and opens one with its lines read-only', async () => {
    const { calls } = renderGenerated(quotations, '/app/find-orders/quotations', serve(), 'pharmacist', [orders]);
    expect(await screen.findAllByText('HN000077')).toHaveLength(2);
    expect(within(rowOf('Expired')).getByText('HN000077')).toBeTruthy();
    expect(screen.getByText('Open')).toBeTruthy();
    await filtersLoaded();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Expired' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/quotations/quotations-list').at(-1)!.params).toMatchObject({ status: '3', skip: 0, limit: 25 }));
    // The order links to its page; the row opens the quotation.
    expect(within(rowOf('Expired')).getByRole('link', { name: 'HN000077' }).getAttribute('href')).toBe('/app/find-orders/order/77');
    fireEvent.click(rowOf('Expired'));
    const lines = await screen.findByRole('table', { name: 'Line items' });
    expect(within(lines).getByText('Amoxil 250mg Capsules')).toBeTruthy();
    expect(within(lines).getAllByRole('row').map((r) => r.textContent)).toContainEqual(expect.stringContaining('Panadol 500mg Tablets'));
    expect(screen.getByText('Nimal Perera')).toBeTruthy();
    expect(within(lines).queryByRole('textbox')).toBeNull(); // read-only
    expect(screen.queryByRole('link', { name: /edit/i })).toBeNull();
  });
});

describe('invoices (generated)', () => {
  it("shows a posted invoice's batch-wise lines with their batch, prints the PDF by its order, and lists its credit notes", async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:invoice-31');
    URL.revokeObjectURL = vi.fn();
    const pdf = (c: Call): Reply | undefined => (c.url === '/quotations/invoice-pdf' ? { status: 200, body: new Blob(['%PDF-1.3'], { type: 'application/pdf' }) } : undefined);
    const { calls } = renderGenerated(invoices, '/app/find-orders/invoice/31', serve(pdf), 'finance', [creditNotes]);
    const lines = await screen.findByRole('table', { name: 'Line items' });
    const batches = within(lines).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(batches[0]).toContain('06-2027');
    expect(batches[1]).toContain('12-2030');
    expect(within(lines).queryByText('—')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Invoice PDF/ }));
    await waitFor(() => expect(tab.location.href).toBe('blob:invoice-31'));
    expect(calls.find((c) => c.url === '/quotations/invoice-pdf')!.params).toEqual({ orderId: 77 });
    const notes = await screen.findByRole('region', { name: 'Credit notes' });
    expect(await within(notes).findByText('Damaged strip')).toBeTruthy();
    expect(calls.find((c) => c.url === '/quotations/credit-notes-list')!.params).toMatchObject({ invoiceId: 31 });
  });

  it('offers the PDF only for a posted invoice, saying why otherwise, and filters the list by status', async () => {
    const { calls } = renderGenerated(invoices, '/app/find-orders/invoices', serve(), 'finance');
    await screen.findByText('000030');
    const cancelled = within(rowOf('000030')).getByRole('button', { name: /Invoice PDF/ });
    expect(cancelled.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(cancelled.getAttribute('aria-describedby')!)!.textContent).toBe('Only when status is Posted (now Cancelled)');
    expect(within(rowOf('000031')).getByRole('button', { name: /Invoice PDF/ }).hasAttribute('disabled')).toBe(false);
    await filtersLoaded();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Posted' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/quotations/invoices-list').at(-1)!.params).toMatchObject({ status: 'posted' }));
  });
});

describe('credit notes (generated)', () => {
  it('lists credit notes and shows one with its lines (product, batch, quantity, restocked)', async () => {
    renderGenerated(creditNotes, '/app/find-orders/credit-notes', serve(), 'finance');
    fireEvent.click(await screen.findByText('Damaged strip'));
    const lines = await screen.findByRole('table', { name: 'Line items' });
    const cells = within(lines).getAllByRole('row')[1].textContent;
    expect(cells).toContain('Panadol 500mg Tablets');
    expect(cells).toContain('06-2027');
    expect(screen.getAllByText('000031').length).toBeGreaterThan(0);
  });
});
