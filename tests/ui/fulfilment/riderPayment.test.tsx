import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import OrderDetailsPage from '../../../src/console/workflows/rider/OrderDetailsPage';
import { paymentErrors } from '../../../src/console/workflows/rider/paymentRules';
import { abilitiesFor, signInAs } from '../signedIn';
import { ok, fail, type Call, type Reply } from '../fakeApi';
import { renderPage } from '../workflows/harness';

const order = (status: number, patch: object = {}) => ({
  id: 42, order_id: 'HN000042', status, customer: 'Kamala Silva', customer_contact: '+94 77 300 1000', delivery_address: '12 Galle Road',
  delivery_city: 'Colombo', payment_method: 'cash', amount_due: 24, mode1_type: null, mode1_amount: null, mode2_type: null, mode2_amount: null,
  cold_chain: true, narcotic: false, ...patch,
});
const run = { id: 7, display_id: 'HNDR000007', status: 'ongoing', delivery_date: '2026-11-25', delivery_slot: 'Morning', vehicle_number: null, order_count: 1, delivered_count: 0 };

function open(api: (c: Call) => Reply | undefined) {
  signInAs('delivery_agent', abilitiesFor('delivery_agent'));
  return renderPage(<OrderDetailsPage />, { path: '/app/rider/order-details/42?dispatchId=7', route: '/app/rider/order-details/:orderId', api });
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const chooseMode2 = async (mode: string) => {
  fireEvent.mouseDown(screen.getByLabelText('Mode 2 type'));
  fireEvent.click(await screen.findByRole('option', { name: mode }));
};

afterEach(() => vi.restoreAllMocks());

describe('the rider payment rules', () => {
  it('pure rules: the sum must equal the amount due, two decimals, non-negative, two different modes', () => {
    const base = { mode1Type: 'cash', mode1Amount: '24', mode2Type: '', mode2Amount: '' };
    expect(paymentErrors(base, 24)).toEqual({});
    expect(paymentErrors({ ...base, mode1Amount: '20' }, 24).total).toMatch(/add up to the amount due 24\.00 \(they add up to 20\.00\)/);
    // The amounts are the trip payment schema's fields, in the server's words.
    expect(paymentErrors({ ...base, mode1Amount: '-1' }, 24).mode1Amount).toBe('Mode 1 amount must be 0 or more');
    expect(paymentErrors({ ...base, mode1Amount: '23.999' }, 24).mode1Amount).toBe('Mode 1 amount must have at most 2 decimal places');
    expect(paymentErrors({ ...base, mode1Amount: '24,00' }, 24).mode1Amount).toMatch(/^Mode 1 amount must be a number/);
    expect(paymentErrors({ ...base, mode1Amount: '99999999999' }, 24).mode1Amount).toMatch(/^Mode 1 amount must be 9999999999\.99 or less/);
    expect(paymentErrors({ ...base, mode1Amount: ' ' }, 24).mode1Amount).toBe('Mode 1 amount is required');
    expect(paymentErrors({ ...base, mode1Amount: '14.50', mode2Type: 'card', mode2Amount: '9.50' }, 24)).toEqual({});
    expect(paymentErrors({ ...base, mode1Amount: '12', mode2Type: 'cash', mode2Amount: '12' }, 24).mode2Type).toMatch(/differ/);
    expect(paymentErrors({ ...base, mode1Amount: '12', mode2Amount: '12' }, 24).mode2Type).toMatch(/required/);
  });

  it('the form refuses a split that does not add up and sends nothing; a correct split is sent once', async () => {
    let arrived = 0;
    const { calls } = open((c) => {
      if (c.url === '/orders/admin/get-dispatch-related-orders') return ok({ run, items: [order(arrived ? 14 : 13, arrived ? { mode1_type: 'cash', mode1_amount: 14.5, mode2_type: 'online', mode2_amount: 9.5 } : {})] });
      if (c.url === '/chats/arrived') { arrived++; return ok({ status: 14 }); }
      return undefined;
    });
    await screen.findByTestId('payment-form');
    expect(screen.getByText('Cold chain')).toBeTruthy();
    type('Mode 1 amount', '14.50');
    await chooseMode2('Online');
    type('Mode 2 amount', '5');
    fireEvent.click(screen.getByRole('button', { name: /Arrived/ }));
    expect((await screen.findByTestId('payment-total-error')).textContent).toMatch(/add up to the amount due 24\.00/);
    expect(calls.filter((c) => c.url === '/chats/arrived')).toHaveLength(0);
    type('Mode 2 amount', '9.50');
    fireEvent.click(screen.getByRole('button', { name: /Arrived/ }));
    await waitFor(() => expect(screen.getByTestId('trip-status').textContent).toBe('Arrived'));
    expect(calls.filter((c) => c.url === '/chats/arrived').map((c) => c.body)).toEqual([{ orderId: 42, mode1Type: 'cash', mode1Amount: 14.5, mode2Type: 'online', mode2Amount: 9.5 }]);
    expect(screen.getByTestId('payment-taken').textContent).toMatch(/cash 14\.50 \+ online 9\.50/);
  });

  it('a refused amount is named under its own box, kept as typed, and nothing is sent', async () => {
    const { calls } = open((c) => (c.url === '/orders/admin/get-dispatch-related-orders' ? ok({ run, items: [order(13)] }) : undefined));
    await screen.findByTestId('payment-form');
    const messageOf = (el: HTMLElement) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    type('Mode 1 amount', '23.999');
    fireEvent.click(screen.getByRole('button', { name: /Arrived/ }));
    const box = screen.getByLabelText('Mode 1 amount') as HTMLInputElement;
    expect(box.value).toBe('23.999');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(box)).toBe('Mode 1 amount must have at most 2 decimal places');
    expect(calls.filter((c) => c.url === '/chats/arrived')).toHaveLength(0);
  });

  it('a payment lost to the network says so and is retried without a second effect', async () => {
    let attempt = 0;
    let recorded = false;
    open((c) => {
      if (c.url === '/orders/admin/get-dispatch-related-orders') return ok({ run, items: [order(recorded ? 14 : 13)] });
      if (c.url === '/chats/arrived') { attempt++; if (attempt === 1) return { networkError: true }; recorded = true; return ok({ status: 14 }); }
      return undefined;
    });
    await screen.findByTestId('payment-form');
    fireEvent.click(screen.getByRole('button', { name: /Arrived/ }));
    expect((await screen.findByTestId('action-failed')).textContent).toMatch(/"Arrived" was not sent: no network/);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('trip-status').textContent).toBe('Arrived'));
    expect(attempt).toBe(2);
    expect(screen.queryByTestId('action-failed')).toBeNull();
  });

  it("shows the server's refusal (e.g. a 409) and keeps the order as the server has it", async () => {
    open((c) => {
      if (c.url === '/orders/admin/get-dispatch-related-orders') return ok({ run, items: [order(12)] });
      if (c.url === '/chats/delivery-start') return fail(409, 'Order HN000042 is delivered (15): "deliveryStart" needs dispatch_start (12)', 'CONFLICT');
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Start delivery' }));
    expect((await screen.findByTestId('action-failed')).textContent).toMatch(/needs dispatch_start/);
  });

  it("mode 1 starts as the order's own payment method (a card order is not offered cash first)", async () => {
    for (const [method, shown] of [['card', 'Card'], ['online', 'Online'], ['cash', 'Cash'], [null, 'Cash']] as const) {
      const { unmount } = open((c) => (c.url === '/orders/admin/get-dispatch-related-orders' ? ok({ run, items: [order(13, { payment_method: method })] }) : undefined));
      await screen.findByTestId('payment-form');
      expect(screen.getByLabelText('Mode 1 type').textContent).toBe(shown);
      unmount();
    }
  });
});
