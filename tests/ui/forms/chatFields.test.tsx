import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import ChatThreadPage from '../../../src/console/workflows/chats/ChatThreadPage';
import QuotationEditor from '../../../src/console/orders/detail/quotation/QuotationEditor';
import { abilitiesFor, signInAs } from '../signedIn';
import { fail, ok, type Call, type Reply } from '../fakeApi';
import { renderPage, row } from '../workflows/harness';

const messageOf = (el: HTMLElement) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
const thread = (total: number) => ({
  order: row({ id: 42, status: 2, stage: 'action_required', quotation_total: total }),
  customer: { displayId: 'HNCX000005', name: 'Kamal Silva', contactNumber: '0771234567' },
  patient: { displayId: 'HNPT000002', firstName: 'Sunil', lastName: 'Silva' },
  thread: { threadKey: 'th-42', order_id: 'HN000042', chats: [] },
});
const panadol = { productId: 1, productCode: 'P000001', productName: 'Panadol 500mg Tablets', genericName: 'Paracetamol', lowestUom: 'Tablet', retailPrice: 10, coldStorage: false, narcotic: false, maxDiscountPercentage: 20, available: 30 };
const quotation = (qty: number) => ({
  orderId: 42, order_id: 'HN000042', orderStatus: 2, editable: true, submittable: true,
  quotation: { quotationId: 5, status: 0, deliveryFee: 150, dispensePeriod: null, dispenseType: null, linesTotal: qty * 10, promoDiscount: 0, netTotal: 150 + qty * 10, validUntil: null, promoCode: null },
  lineItems: [{ lineId: 11, ...panadol, quantity: qty, unitPrice: 10, discount: 0, lineTotal: qty * 10 }],
});

function openThread(api: (c: Call) => Reply | undefined) {
  signInAs('pharmacist', abilitiesFor('pharmacist'));
  return renderPage(<ChatThreadPage />, { path: '/app/chats/thread/42', route: '/app/chats/thread/:orderId', api });
}

describe('chat fields (one form mechanism)', () => {
  it('refuses a 10,000-character reply with the limit from the schema and a counter, and sends nothing', async () => {
    const { calls } = openThread((c) => (c.url === '/chats/order-and-customer-details' ? ok(thread(270)) : undefined));
    const box = await screen.findByLabelText('Reply to the customer');
    fireEvent.change(box, { target: { value: 'x'.repeat(10_000) } });
    expect((box as HTMLTextAreaElement).value).toHaveLength(10_000);
    expect(messageOf(box)).toContain('Reply to the customer must be at most 4000 characters');
    expect(messageOf(box)).toContain('10000 / 4000');
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    expect(messageOf(send)).toContain('at most 4000 characters');
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(calls.some((c) => c.url === '/chats/send-message')).toBe(false);
  });

  it('keeps the header\'s quotation total in step with the quotation', async () => {
    let qty = 12;
    openThread((c) => {
      if (c.url === '/chats/order-and-customer-details') return ok(thread(150 + qty * 10));
      if (c.url === '/quotations/get-order-quotation-details') return ok(quotation(qty));
      if (c.url === '/quotations/update-quotation-line-item') { qty = (c.body as { formValues: { quantity: number } }).formValues.quantity; return ok(quotation(qty)); }
      return undefined;
    });
    await screen.findByText(/270\.00/);
    fireEvent.click(screen.getByRole('button', { name: 'Quotation' }));
    const box = await screen.findByLabelText('Quantity Panadol 500mg Tablets');
    fireEvent.change(box, { target: { value: '20' } });
    fireEvent.blur(box);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Chat · HN000042' }).parentElement!.textContent).toContain('350.00'));
  });
});

describe('product search (one form mechanism)', () => {
  function openEditor(extra: (c: Call) => Reply | undefined) {
    signInAs('pharmacist', abilitiesFor('pharmacist'));
    return renderPage(<QuotationEditor orderId={42} />, { path: '/app/', api: (c) => extra(c) ?? (c.url === '/quotations/get-order-quotation-details' ? ok(quotation(12)) : undefined) });
  }

  it('refuses a 10,000-character search under the box with the search\'s own limit, and does not send it', async () => {
    const { calls } = openEditor(() => undefined);
    const search = await screen.findByLabelText('Search product master');
    fireEvent.focus(search);
    fireEvent.change(search, { target: { value: 'p'.repeat(10_000) } });
    await waitFor(() => expect(messageOf(search)).toContain('Search product master must be at most 100 characters'));
    await new Promise((r) => setTimeout(r, 300));
    expect(calls.some((c) => c.url === '/quotations/get-products-master')).toBe(false);
    expect(screen.queryByText('No product matches')).toBeNull();
  });

  it('says why a search failed instead of "No product matches"', async () => {
    openEditor((c) => (c.url === '/quotations/get-products-master' ? fail(400, 'Search product master must be at most 100 characters', 'VALIDATION_FAILED') : undefined));
    const search = await screen.findByLabelText('Search product master');
    fireEvent.focus(search);
    fireEvent.change(search, { target: { value: 'panadol' } });
    await waitFor(() => expect(messageOf(search)).toContain('must be at most 100 characters'));
    expect(screen.queryByText('No product matches')).toBeNull();
  });
});
