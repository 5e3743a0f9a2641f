import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import BatchInvoicePage from '../../../src/console/workflows/batchInvoice/BatchInvoicePage';
import { abilitiesFor, signInAs } from '../signedIn';
import { fail, ok, type Call, type Reply } from '../fakeApi';
import { renderPage } from '../workflows/harness';

const batches = [
  { _id: 1, batch_name: '02-2031', quantity: 30, expiry_date: '2031-02-28', show: true, expired: false, expires_before_delivery: false },
  { _id: 2, batch_name: '12-2031', quantity: 100, expiry_date: '2031-12-31', show: true, expired: false, expires_before_delivery: false },
];
const line = (id: number, batchId: number, qty: number, available = batches) => ({
  _id: id, product_id: 9, product_name: 'Panadol 500mg Tablets', odoo_product_id: 'P000009', lowest_uom: 'Tablet', quantity: 35,
  batch: batches.find((b) => b._id === batchId)!.batch_name, batch_id: batchId, batch_qty: qty, unit_price: 10, discount: 0, line_total: qty * 10,
  batch_qty_overloaded: false, expires_before_delivery: false, available_batches: available,
});
const invoice = (status: string) => ({ invoiceId: 3, invoiceNo: '000003', status, linesTotal: 350, deliveryFee: 150, promoDiscount: 0, netTotal: 500 });
const draft = { orderId: 42, order_id: 'HN000042', orderStatus: 6, deliveryDate: '2030-03-15', editable: true, invoice: invoice('draft'), line_items: [line(1, 1, 30), line(2, 2, 5)] };

function open(api: (c: Call) => Reply | undefined) {
  signInAs('invoicing_assistant', abilitiesFor('invoicing_assistant'));
  return renderPage(<BatchInvoicePage />, { path: '/app/batch-invoice/42', route: '/app/batch-invoice/:orderId', api });
}
const messageOf = (el: HTMLElement) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');

describe('batch-wise invoice fields (one form mechanism)', () => {
  it.each([['2.5', 'Batch qty must be a whole number'], ['-1', 'Batch qty must be 0 or more'], ['-', 'Batch qty must be a whole number']])(
    'keeps a batch qty of %s as typed and refuses it with a message; save and post say why they are off', async (text, message) => {
      open((c) => (c.url === '/quotations/fetch-batch-wise-invoice' ? ok(draft) : undefined));
      const qty = within(await screen.findByTestId('batch-line-2')).getByLabelText(/Batch qty Panadol/) as HTMLInputElement;
      fireEvent.change(qty, { target: { value: text } });
      expect(qty.value).toBe(text);
      expect(messageOf(qty)).toContain(message);
      for (const name of ['Save batches', 'Post invoice']) {
        const button = screen.getByRole('button', { name }) as HTMLButtonElement;
        expect(button.disabled).toBe(true);
        expect(messageOf(button)).toContain(message);
      }
    });

  it('puts a server refusal naming a line under that line\'s batch qty', async () => {
    open((c) => {
      if (c.url === '/quotations/fetch-batch-wise-invoice') return ok(draft);
      if (c.url === '/quotations/edit-batches') return fail(400, 'Batch qty must be 1000000 or less', 'VALIDATION_FAILED', [{ field: 'lines.1.batch_qty', message: 'Batch qty must be 1000000 or less' }]);
      return undefined;
    });
    await screen.findByTestId('batch-line-2');
    fireEvent.click(screen.getByRole('button', { name: 'Save batches' }));
    const second = within(screen.getByTestId('batch-line-2')).getByLabelText(/Batch qty Panadol/);
    await waitFor(() => expect(messageOf(second)).toContain('Batch qty must be 1000000 or less'));
    expect(messageOf(within(screen.getByTestId('batch-line-1')).getByLabelText(/Batch qty Panadol/))).not.toContain('1000000');
  });

  it('shows the batches of a posted invoice (the server offers none to choose from)', async () => {
    const posted = { ...draft, orderStatus: 7, editable: false, invoice: invoice('posted'), line_items: [line(1, 1, 30, []), line(2, 2, 5, [])] };
    open((c) => (c.url === '/quotations/fetch-batch-wise-invoice' ? ok(posted) : undefined));
    expect((await screen.findByTestId('batch-line-1')).textContent).toContain('02-2031');
    expect(screen.getByTestId('batch-line-2').textContent).toContain('12-2031');
    expect(screen.getByTestId('batch-line-1').textContent).not.toContain('—');
  });

  it('offers to start invoicing an order opened at Placed, instead of saying it can no longer be edited', async () => {
    const { calls } = open((c) => {
      if (c.url === '/quotations/fetch-batch-wise-invoice') return ok({ orderId: 42, order_id: 'HN000042', orderStatus: 5, deliveryDate: '2030-03-15', invoice: null, line_items: [] });
      if (c.url === '/quotations/submit-invoice-pending-status') return ok(draft);
      return undefined;
    });
    const notice = await screen.findByTestId('no-invoice');
    expect(notice.textContent).not.toMatch(/can no longer be edited/);
    fireEvent.click(within(notice).getByRole('button', { name: 'Start batch-wise invoice' }));
    expect(await screen.findByTestId('batch-line-1')).toBeTruthy();
    expect(calls.find((c) => c.url === '/quotations/submit-invoice-pending-status')?.body).toEqual({ orderId: 42 });
  });
});
