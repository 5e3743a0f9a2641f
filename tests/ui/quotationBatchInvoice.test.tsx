import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import BatchInvoicePage from '../../src/console/workflows/batchInvoice/BatchInvoicePage';
import { abilitiesFor, signInAs } from './signedIn';
import { ok, type Call, type Reply } from './fakeApi';
import { renderPage } from './workflows/harness';
import { confirmInApp, forbidBrowserConfirm } from './confirm/answer';

const batches = [
  { _id: 1, batch_name: '02-2026', quantity: 30, expiry_date: '2026-02-28', show: true, expired: false, expires_before_delivery: true },
  { _id: 2, batch_name: '12-2031', quantity: 100, expiry_date: '2031-12-31', show: true, expired: false, expires_before_delivery: false },
];
const line = (id: number, batchId: number | null, qty: number) => ({
  _id: id, product_id: 9, product_name: 'Panadol 500mg Tablets', odoo_product_id: 'P000009', lowest_uom: 'Tablet', quantity: 35,
  batch: batches.find((b) => b._id === batchId)?.batch_name ?? null, batch_id: batchId, batch_qty: qty, unit_price: 10, discount: 0, line_total: qty * 10,
  batch_qty_overloaded: false, expires_before_delivery: batchId === 1, available_batches: batches,
});
const view = (lines: ReturnType<typeof line>[], editable = true, status = 'draft') => ({
  orderId: 42, order_id: 'HN000042', orderStatus: editable ? 6 : 7, deliveryDate: '2026-03-15', editable,
  invoice: { invoiceId: 3, invoiceNo: '000003', status, linesTotal: 350, deliveryFee: 150, promoDiscount: 0, netTotal: 500 }, line_items: lines,
});

function open(api: (c: Call) => Reply | undefined) {
  signInAs('invoicing_assistant', abilitiesFor('invoicing_assistant'));
  return renderPage(<BatchInvoicePage />, { path: '/app/batch-invoice/42', route: '/app/batch-invoice/:orderId', api });
}

afterEach(() => vi.restoreAllMocks());

describe('batch-wise invoice editor', () => {
  it('shows the first-expiry-first proposal, marks a batch expiring before delivery, and hides a batch another line uses', async () => {
    open((c) => (c.url === '/quotations/fetch-batch-wise-invoice' ? ok(view([line(1, 1, 30), line(2, 2, 5)])) : undefined));
    const first = await screen.findByTestId('batch-line-1');
    expect(within(first).getByText(/Expires before delivery/)).toBeTruthy();
    expect(screen.getByTestId('coverage').textContent).toContain('35 of 35');
    fireEvent.mouseDown(within(first).getByLabelText('Batch Panadol 500mg Tablets'));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByText(/12-2031/)).toBeNull();
    expect(within(listbox).getByText(/02-2026/)).toBeTruthy();
  });

  it('clones a line to split across batches; cloning is blocked while a line has batch_qty 0; overload is flagged', async () => {
    open((c) => (c.url === '/quotations/fetch-batch-wise-invoice' ? ok(view([line(1, 1, 35)])) : undefined));
    const first = await screen.findByTestId('batch-line-1');
    expect(within(first).getByText(/batch_qty_overloaded: this batch holds only 30/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Post invoice' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(first).getByRole('button', { name: 'Split to another batch' }));
    expect(screen.getAllByRole('button', { name: 'Split to another batch' }).every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    fireEvent.change(within(first).getByLabelText(/Batch qty Panadol/), { target: { value: '30' } });
    const rows = screen.getAllByTestId(/batch-line-/);
    expect(rows).toHaveLength(2);
    fireEvent.mouseDown(within(rows[1]).getByLabelText('Batch Panadol 500mg Tablets'));
    fireEvent.click(await screen.findByRole('option', { name: /12-2031/ }));
    fireEvent.change(within(rows[1]).getByLabelText(/Batch qty Panadol/), { target: { value: '5' } });
    expect(screen.getByTestId('coverage').textContent).toContain('35 of 35');
    expect((screen.getByRole('button', { name: 'Post invoice' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('posts after confirmation with the lines as edited and shows the posted invoice read-only', async () => {
    forbidBrowserConfirm();
    const { calls } = open((c) => {
      if (c.url === '/quotations/fetch-batch-wise-invoice') return ok(view([line(1, 1, 30), line(2, 2, 5)]));
      if (c.url === '/quotations/batch-wise-invoice') return ok({ ...view([line(1, 1, 30), line(2, 2, 5)], false, 'posted'), alreadyPosted: false });
      return undefined;
    });
    await screen.findByTestId('batch-line-1');
    fireEvent.click(screen.getByRole('button', { name: 'Post invoice' }));
    expect(calls.some((c) => c.url === '/quotations/batch-wise-invoice')).toBe(false);
    expect(await confirmInApp('Post the invoice?')).toMatch(/Stock leaves the chosen batches/);
    await waitFor(() => expect(calls.find((c) => c.url === '/quotations/batch-wise-invoice')?.body).toEqual({
      orderId: 42, lines: [{ _id: 1, product_id: 9, batch_id: 1, batch_qty: 30 }, { _id: 2, product_id: 9, batch_id: 2, batch_qty: 5 }],
    }));
    expect(await screen.findByText('This invoice can no longer be edited.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Post invoice' })).toBeNull();
  });

  it("sets 'data-fetch-failed' when the fetch fails", async () => {
    open((c) => (c.url === '/quotations/fetch-batch-wise-invoice' ? { status: 500, body: { success: false, message: 'boom', error: 'INTERNAL' } } : undefined));
    expect((await screen.findByTestId('fetch-error')).textContent).toContain('data-fetch-failed');
  });
});
