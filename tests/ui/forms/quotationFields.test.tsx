import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import QuotationEditor from '../../../src/console/orders/detail/quotation/QuotationEditor';
import { abilitiesFor, signInAs } from '../signedIn';
import { fail, ok, type Call } from '../fakeApi';
import { renderPage } from '../workflows/harness';

const panadol = { productId: 1, productCode: 'P000001', productName: 'Panadol 500mg Tablets', genericName: 'Paracetamol', lowestUom: 'Tablet', retailPrice: 10, coldStorage: false, narcotic: false, maxDiscountPercentage: 20, available: 30 };
const details = {
  orderId: 42, order_id: 'HN000042', orderStatus: 2, editable: true, submittable: true,
  quotation: { quotationId: 5, status: 0, deliveryFee: 150, dispensePeriod: null, dispenseType: null, linesTotal: 120, promoDiscount: 0, netTotal: 270, validUntil: null, promoCode: null },
  lineItems: [{ lineId: 11, ...panadol, quantity: 12, unitPrice: 10, discount: 0, lineTotal: 120 }],
};

function open(extra: (c: Call) => ReturnType<typeof ok> | undefined = () => undefined) {
  signInAs('pharmacist', abilitiesFor('pharmacist'));
  return renderPage(<QuotationEditor orderId={42} />, {
    path: '/app/', api: (c) => extra(c) ?? (c.url === '/quotations/get-order-quotation-details' ? ok(details) : undefined),
  });
}

/** The message MUI shows under a box (its helper text, tied to the input by aria-describedby). */
const messageOf = (input: HTMLElement) => (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');

describe('quotation editor fields (one form mechanism)', () => {
  it.each([
    ['-5', 'Quantity must be 1 or more'], ['0', 'Quantity must be 1 or more'],
    ['2.5', 'Quantity must be a whole number'], ['abc', 'Quantity must be a whole number'],
  ])('refuses a new line quantity %s with a message naming the field, and says why Add is off', async (text, message) => {
    open();
    const qty = await screen.findByLabelText('Quantity');
    fireEvent.change(qty, { target: { value: text } });
    expect((qty as HTMLInputElement).value).toBe(text);
    expect(qty.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(qty)).toContain(message);
    const add = screen.getByRole('button', { name: 'Add line' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(messageOf(add)).toBe('Choose a product to add');
  });

  it.each(['-5', '0', '2.5', 'abc', '99999999999999999999'])('refuses a line quantity %s under the line, without calling the server', async (text) => {
    const { calls } = open();
    const qty = await screen.findByLabelText('Quantity Panadol 500mg Tablets');
    fireEvent.change(qty, { target: { value: text } });
    fireEvent.blur(qty);
    expect(messageOf(qty)).toMatch(/^Quantity must be/);
    expect(qty.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.url === '/quotations/update-quotation-line-item')).toBe(false);
  });

  it('keeps a quantity the stock refuses in the box with the reason, not beside a line that still says 12', async () => {
    open((c) => (c.url === '/quotations/update-quotation-line-item'
      ? fail(409, 'INSUFFICIENT_QTY__30', 'CONFLICT', [{ field: 'quantity', message: 'only 30 available, 500 requested', productId: 1, available: 30, requested: 500 }])
      : undefined));
    const qty = await screen.findByLabelText('Quantity Panadol 500mg Tablets');
    fireEvent.change(qty, { target: { value: '500' } });
    fireEvent.blur(qty);
    await waitFor(() => expect(messageOf(qty)).toContain('Quantity is more than the 30 Tablet available'));
    expect((qty as HTMLInputElement).value).toBe('500');
    expect(qty.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a server refusal of a line quantity under the box it names', async () => {
    open((c) => (c.url === '/quotations/update-quotation-line-item'
      ? fail(400, 'Quantity must be 1000000 or less', 'VALIDATION_FAILED', [{ field: 'formValues.quantity', message: 'Quantity must be 1000000 or less' }])
      : undefined));
    const qty = await screen.findByLabelText('Quantity Panadol 500mg Tablets');
    fireEvent.change(qty, { target: { value: '2000000' } });
    fireEvent.blur(qty);
    await waitFor(() => expect(messageOf(qty)).toContain('Quantity must be 1000000 or less'));
    expect((qty as HTMLInputElement).value).toBe('2000000');
  });

  it('refuses a dispense period of -1 with a message, and Submit says why it is off', async () => {
    open();
    const period = await screen.findByLabelText('Dispense period (days)');
    fireEvent.change(period, { target: { value: '-1' } });
    expect(messageOf(period)).toContain('Dispense period (days) must be 1 or more');
    const submit = screen.getByRole('button', { name: 'Submit quotation' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(messageOf(submit)).toBe('Dispense period (days) must be 1 or more');
    // The upper bound is the quotation schema's (365 days), as the route takes it.
    fireEvent.change(period, { target: { value: '366' } });
    expect(messageOf(period)).toContain('Dispense period (days) must be 365 or less');
    fireEvent.change(period, { target: { value: '365' } });
    expect(messageOf(period)).not.toContain('must be');
  });
});

describe('quotation dialogs say why their button is off', () => {
  it('confirm for the customer waits for a slot and says so', async () => {
    signInAs('pharmacist', abilitiesFor('pharmacist'));
    renderPage(<QuotationEditor orderId={42} />, {
      path: '/app/', api: (c) => (c.url === '/quotations/get-order-quotation-details' ? ok({ ...details, orderStatus: 3, editable: false, submittable: false })
        : c.url === '/orders/delivery-slot' ? ok([{ id: 2, name: 'Evening', capacity: 10, remaining: 4, full: false }]) : undefined),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm for customer' }));
    const confirm = await screen.findByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(messageOf(confirm)).toBe('Choose a delivery slot with room');
  });
});
