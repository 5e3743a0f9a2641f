import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import QuotationEditor from '../../src/console/orders/detail/quotation/QuotationEditor';
import CreditNoteDialog from '../../src/console/orders/detail/creditNote/CreditNoteDialog';
import { abilitiesFor, signInAs } from './signedIn';
import { fail, ok, type Call } from './fakeApi';
import { renderPage } from './workflows/harness';
import { confirmInApp, forbidBrowserConfirm } from './confirm/answer';

const panadol = { productId: 1, productCode: 'P000001', productName: 'Panadol 500mg Tablets', genericName: 'Paracetamol', lowestUom: 'Tablet', retailPrice: 10, coldStorage: false, narcotic: false, maxDiscountPercentage: 20, available: 30 };
const insulin = { ...panadol, productId: 2, productCode: 'P000002', productName: 'Insulin Pen', coldStorage: true, narcotic: false, available: 4 };
const details = (orderStatus: number, lines = [{ lineId: 11, ...panadol, quantity: 3, unitPrice: 10, discount: 0, lineTotal: 30 }]) => ({
  orderId: 42, order_id: 'HN000042', orderStatus, editable: [1, 2, 4, 24, 25].includes(orderStatus), submittable: [2, 25].includes(orderStatus) && lines.length > 0,
  quotation: { quotationId: 5, status: 0, deliveryFee: 150, dispensePeriod: null, dispenseType: null, linesTotal: 30, promoDiscount: 0, netTotal: 180, validUntil: null, promoCode: null },
  lineItems: lines,
});

function open(role: string, status: number, extra: (c: Call) => ReturnType<typeof ok> | undefined = () => undefined) {
  signInAs(role, abilitiesFor(role));
  return renderPage(<QuotationEditor orderId={42} />, {
    path: '/app/',
    api: (c) => extra(c) ?? (c.url === '/quotations/get-order-quotation-details' ? ok(details(status)) : undefined),
  });
}

afterEach(() => vi.restoreAllMocks());

const messageOf = (el: HTMLElement) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');

describe('quotation editor', () => {
  it.each([
    ['a discount', 12.5, '−12.50'],
    ['nothing (every line allows 0 % discount)', 0, '−0.00'],
  ])('shows the applied promo code among the totals when it takes off %s', async (_name, promoDiscount, shown) => {
    signInAs('pharmacist', abilitiesFor('pharmacist'));
    const d = details(2);
    const quotation = { ...d.quotation, promoCode: 'NEWYEAR', promoDiscount, netTotal: 180 - promoDiscount };
    renderPage(<QuotationEditor orderId={42} />, { path: '/app/', api: (c) => (c.url === '/quotations/get-order-quotation-details' ? ok({ ...d, quotation }) : undefined) });
    const totals = await screen.findByTestId('quotation-totals');
    expect(within(totals).getByText(/\(NEWYEAR\)/)).toBeTruthy();
    expect(within(totals).getByText(shown)).toBeTruthy();
  });

  it('shows no promo row without a code', async () => {
    open('pharmacist', 2);
    const totals = await screen.findByTestId('quotation-totals');
    expect(within(totals).getByText('Net total')).toBeTruthy();
    expect(within(totals).queryByText(/Promo/i)).toBeNull();
  });

  it('searches the product master as one types and shows availability, unit, price and flags', async () => {
    const { calls } = open('pharmacist', 2, (c) => (c.url === '/quotations/get-products-master' ? ok([panadol, insulin]) : undefined));
    const search = await screen.findByLabelText('Search product master');
    fireEvent.focus(search);
    fireEvent.change(search, { target: { value: 'pa' } });
    expect(await screen.findByRole('option', { name: /Insulin Pen/ })).toBeTruthy();
    expect(screen.getByText('Cold chain')).toBeTruthy();
    expect(screen.getAllByText(/30 Tablet available/).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.url === '/quotations/get-products-master')?.params).toEqual({ typeIn: 'pa' });
  });

  it('opens the insufficient-stock notice (product, lowest unit, available, requested) instead of a toast', async () => {
    const { calls } = open('pharmacist', 2, (c) => {
      if (c.url === '/quotations/get-products-master') return ok([insulin]);
      if (c.url === '/quotations/create-new-quotation') return fail(409, 'INSUFFICIENT_QTY__4', 'CONFLICT', [{ productId: 2, available: 4, requested: 9 }]);
      return undefined;
    });
    const search = await screen.findByLabelText('Search product master');
    fireEvent.focus(search);
    fireEvent.change(search, { target: { value: 'insu' } });
    fireEvent.click(await screen.findByRole('option', { name: /Insulin Pen/ }));
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    const notice = await screen.findByTestId('insufficient-stock');
    expect(within(notice).getByText('Insulin Pen')).toBeTruthy();
    expect(within(notice).getByText('Tablet')).toBeTruthy();
    expect(within(notice).getByText('4')).toBeTruthy();
    expect(within(notice).getByText('9')).toBeTruthy();
    expect(calls.find((c) => c.url === '/quotations/create-new-quotation')?.body).toMatchObject({ orderId: 42, formValues: { productCode: 'P000002', quantity: 9 } });
    expect(document.body.textContent).not.toContain('INSUFFICIENT_QTY__4');
  });

  it('refuses a quantity that is not a positive whole number before calling the server', async () => {
    open('pharmacist', 2);
    fireEvent.change(await screen.findByLabelText('Quantity'), { target: { value: '1.5' } });
    expect(screen.getByText('Quantity must be a whole number')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add line' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('changes a line quantity, removes a line after confirmation, and submits with the fee', async () => {
    forbidBrowserConfirm();
    const { calls } = open('pharmacist', 2, (c) => (c.method === 'POST' ? ok(details(2)) : undefined));
    const qty = await screen.findByLabelText('Quantity Panadol 500mg Tablets');
    fireEvent.change(qty, { target: { value: '5' } });
    fireEvent.blur(qty);
    await waitFor(() => expect(calls.find((c) => c.url === '/quotations/update-quotation-line-item')?.body).toEqual({ orderId: 42, lineId: 11, formValues: { quantity: 5 } }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await confirmInApp('Remove Panadol 500mg Tablets from the quotation?')).toMatch(/leaves the quotation/);
    await waitFor(() => expect(calls.find((c) => c.url === '/quotations/remove-line-items-from-quotation')?.body).toEqual({ quotationId: 5, lineItemIds: [11] }));
    fireEvent.change(screen.getByLabelText('Delivery fee'), { target: { value: '12.345' } });
    expect((screen.getByRole('button', { name: 'Submit quotation' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Delivery fee'), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit quotation' }));
    await waitFor(() => expect(calls.find((c) => c.url === '/quotations/submit-quotation')?.body).toMatchObject({ orderId: 42, deliveryFee: 200, dispenseType: 'full' }));
    expect(screen.getByTestId('quotation-totals').textContent).toMatch(/180/);
  });

  it('shows only what the role may do: a finance user sees no editing; a quoted order offers confirm with a slot', async () => {
    open('finance', 2);
    await screen.findByTestId('quotation-editor');
    expect(screen.queryByLabelText('Search product master')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit quotation' })).toBeNull();
  });

  it('confirms for the customer with payment method, date and a slot that has room; a full slot is disabled', async () => {
    const { calls } = open('pharmacist', 3, (c) => {
      if (c.url === '/orders/delivery-slot') return ok([{ id: 1, name: 'Morning', capacity: 10, remaining: 0, full: true }, { id: 2, name: 'Evening', capacity: 10, remaining: 4, full: false }]);
      if (c.url === '/orders/admin/confirm-quotation-by-agent') return ok({ to: 5 });
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm for customer' }));
    // The date is the order schema's field, today or later: a past day is named under the box, Confirm
    // says why it is off, and no slot is asked for that day.
    const date = await screen.findByLabelText('Delivery date');
    const slotAsks = () => calls.filter((c) => c.url === '/orders/delivery-slot').map((c) => c.params.deliveryDate);
    await waitFor(() => expect(slotAsks()).toHaveLength(1));
    fireEvent.change(date, { target: { value: '2020-01-01' } });
    expect(messageOf(date)).toContain('Delivery date must be today or later');
    expect(messageOf(screen.getByRole('button', { name: 'Confirm' }))).toBe('Delivery date must be today or later');
    fireEvent.change(date, { target: { value: '' } });
    expect(messageOf(date)).toContain('Delivery date is required');
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    fireEvent.change(date, { target: { value: day } });
    await waitFor(() => expect(slotAsks()).toEqual([slotAsks()[0], day]));
    fireEvent.mouseDown(await screen.findByLabelText('Delivery slot'));
    const full = await screen.findByRole('option', { name: 'Morning (full)' });
    expect(full.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: 'Evening (4 of 10 left)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.find((c) => c.url === '/orders/admin/confirm-quotation-by-agent')?.body).toMatchObject({ orderId: 42, paymentMethod: 'cash', deliverySlot: 2, deliveryDate: day }));
  });
});

describe('credit note dialog', () => {
  it('credits a quantity per line with restock or write-off; the server computes the amount', async () => {
    signInAs('finance', abilitiesFor('finance'));
    const onDone = vi.fn();
    const { calls } = renderPage(<CreditNoteDialog orderId={42} displayId="HN000042" onClose={() => undefined} onDone={onDone} />, {
      path: '/app/',
      api: (c) => {
        if (c.url === '/quotations/get-credit-note-info') return ok({ invoice: { invoiceNo: '000007', status: 'posted' }, creditNotes: [], lineItems: [
          { invoiceLineId: 71, productName: 'Panadol 500mg Tablets', productCode: 'P000001', lowestUom: 'Tablet', batchName: '12-2031', batchQty: 20, unitPrice: 10, credited: 0, remaining: 20 },
          { invoiceLineId: 72, productName: 'Amoxil', productCode: 'P000002', lowestUom: 'Capsule', batchName: '06-2031', batchQty: 10, unitPrice: 25, credited: 10, remaining: 0 },
        ] });
        if (c.url === '/quotations/admin/generate-credit-note-batch-wise') return ok({ creditNote: '000003', amount: 40 });
        return undefined;
      },
    });
    const qty = await screen.findByLabelText('Credit qty Panadol 500mg Tablets 12-2031');
    expect(screen.queryByTestId('credit-line-72')).toBeNull();
    fireEvent.change(qty, { target: { value: '21' } });
    expect((screen.getByRole('button', { name: 'Issue credit note' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(qty, { target: { value: '4' } });
    expect(screen.getByTestId('disabled-reason').textContent).toBe('Reason is required');
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Damaged' } });
    fireEvent.click(screen.getByLabelText('Back to stock Panadol 500mg Tablets 12-2031'));
    fireEvent.click(screen.getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((c) => c.url === '/quotations/admin/generate-credit-note-batch-wise')?.body).toEqual({
      orderId: 42, reason: 'Damaged', lineItems: [{ invoiceLineId: 71, quantity: 4, restock: false }],
    });
  });
});
