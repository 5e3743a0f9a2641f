import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import CreditNoteDialog from '../../../src/console/orders/detail/creditNote/CreditNoteDialog';
import { abilitiesFor, signInAs } from '../signedIn';
import { fail, ok, type Call, type Reply } from '../fakeApi';
import { renderPage } from '../workflows/harness';

const info = { invoice: { invoiceNo: '000007', status: 'posted' }, creditNotes: [], lineItems: [
  { invoiceLineId: 71, productName: 'Panadol 500mg Tablets', productCode: 'P000001', lowestUom: 'Tablet', batchName: '12-2031', batchQty: 12, unitPrice: 10, credited: 0, remaining: 12 },
  { invoiceLineId: 73, productName: 'Amoxil 250mg', productCode: 'P000003', lowestUom: 'Capsule', batchName: '06-2031', batchQty: 10, unitPrice: 25, credited: 0, remaining: 10 },
] };
const messageOf = (el: HTMLElement) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');

function open(extra: (c: Call) => Reply | undefined = () => undefined) {
  signInAs('finance', abilitiesFor('finance'));
  return renderPage(<CreditNoteDialog orderId={42} displayId="HN000042" onClose={() => undefined} onDone={vi.fn()} />, {
    path: '/app/', api: (c) => extra(c) ?? (c.url === '/quotations/get-credit-note-info' ? ok(info) : undefined),
  });
}

describe('credit note fields (one form mechanism)', () => {
  it('refuses a credit quantity of 13 of 12 with a message naming the line and the field, and Issue says why', async () => {
    open();
    const qty = await screen.findByLabelText('Credit qty Panadol 500mg Tablets 12-2031');
    fireEvent.change(qty, { target: { value: '13' } });
    const message = 'Credit qty of Panadol 500mg Tablets (12-2031) must be 12 or less';
    expect(messageOf(qty)).toContain(message);
    expect(qty.getAttribute('aria-invalid')).toBe('true');
    const issue = screen.getByRole('button', { name: 'Issue credit note' }) as HTMLButtonElement;
    expect(issue.disabled).toBe(true);
    expect(messageOf(issue)).toBe(message);
  });

  it('puts a server refusal naming a credited line under that line', async () => {
    open((c) => (c.url === '/quotations/admin/generate-credit-note-batch-wise'
      ? fail(400, 'Quantity is above what is left', 'VALIDATION_FAILED', [{ field: 'lineItems.0.quantity', message: 'Quantity of Amoxil 250mg is above what is left to credit (2)' }])
      : undefined));
    const amoxil = await screen.findByLabelText('Credit qty Amoxil 250mg 06-2031');
    fireEvent.change(amoxil, { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Damaged' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() => expect(messageOf(amoxil)).toContain('Quantity of Amoxil 250mg is above what is left to credit (2)'));
    expect(messageOf(screen.getByLabelText('Credit qty Panadol 500mg Tablets 12-2031'))).not.toContain('Amoxil');
  });
});
