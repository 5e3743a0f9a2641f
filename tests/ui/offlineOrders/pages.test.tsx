import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import offlineCustomers from '../../../resources/offlineCustomers';
import { renderGenerated, filtersLoaded } from '../generatedHarness';
import PlaceOrderPage from '../../../src/console/workflows/offlineOrders/PlaceOrderPage';
import OfflineOrderListPage from '../../../src/console/workflows/offlineOrders/OfflineOrderListPage';
import { abilitiesFor, signInAs } from '../signedIn';
import { fail, ok } from '../fakeApi';
import { page, renderPage, row } from '../workflows/harness';

afterEach(cleanup);

const modes = { items: [{ id: 1, receiveMode: 'Phone call', receiveModeDescription: null }, { id: 2, receiveMode: 'Walk-in', receiveModeDescription: null }], count: 2 };
const referral = { items: [{ id: 4, referralMode: 'Facebook', referralModeDescription: null }], count: 1 };
const cities = { items: [{ id: 9, name: 'Colombo' }], count: 1 };
const customer = { id: 7, displayId: 'HNCX000007', customerName: 'Ruwan Fernando', contactNumber: '+94 77 700 1001', emailId: null, referralMode: null,
  referralModeName: null, addresses: [{ label: 'Home', address: '5 Temple Road', cityId: 9 }], source: 'offline', createdAt: '2026-01-01T00:00:00Z' };
const reference = (url: string) => (url === '/offline-orders/receive-modes' ? ok(modes) : url === '/offline-orders/referral-modes' ? ok(referral) : url === '/address/get/all-cities' ? ok(cities) : undefined);
const messageOf = (el: HTMLElement) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
const fill = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

// Offline customers are declared (resources/offlineCustomers.ts): the generated create, list and show.
describe('Create customer page (generated)', () => {
  it('shows the form rules before sending, then the server refusal (duplicate) on its field, then creates and opens the customer', async () => {
    let tries = 0;
    const { calls } = renderGenerated(offlineCustomers, '/app/offline-order/create-customer', (c) => {
      if (c.method === 'POST' && c.url === '/users/offline-customers') {
        tries += 1;
        return tries === 1 ? fail(409, 'Contact number +94 77 700 1001 already belongs to customer HNCX000003 (Kamal Silva)', 'CONFLICT', [{ field: 'body.contactNumber', message: 'Contact number +94 77 700 1001 already belongs to customer HNCX000003 (Kamal Silva)' }]) : ok(customer);
      }
      if (c.url === '/users/offline-customers/7') return ok(customer);
      if (c.url === '/orders/admin/get-offline-orders' || c.url === '/audit/records') return ok({ items: [], count: 0 });
      return reference(c.url);
    }, 'customer_support');
    const save = await screen.findByRole('button', { name: 'Save' });
    fireEvent.click(save);
    expect(await screen.findByText('Customer name is required')).toBeTruthy();
    expect(screen.getByText('Contact number is required')).toBeTruthy();
    expect(screen.getByText(/^Addresses (is required|must)/)).toBeTruthy();
    fill(/Customer name/, 'Ruwan Fernando');
    fill(/Contact number/, '12ab');
    fill(/E-mail/, 'ruwan-at-mail');
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    expect(within(screen.getByTestId('line-row')).getByLabelText(/^Label/)).toHaveProperty('value', 'Home');
    fireEvent.change(within(screen.getByTestId('line-row')).getByLabelText('Address'), { target: { value: '5 Temple Road' } });
    fireEvent.click(save);
    expect(await screen.findByText(/7 to 15 digits/)).toBeTruthy();
    expect(screen.getByText('E-mail must be a valid e-mail address')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fill(/Contact number/, '+94 77 700 1001');
    fill(/E-mail/, 'ruwan@mail.lk');
    fireEvent.click(save);
    expect((await screen.findAllByText(/already belongs to customer HNCX000003 \(Kamal Silva\)/)).length).toBeGreaterThan(0);
    await waitFor(() => expect(messageOf(screen.getByLabelText(/Contact number/))).toContain('already belongs to customer HNCX000003 (Kamal Silva)'));
    fill(/Contact number/, '+94 77 700 1002');
    fireEvent.click(save);
    await waitFor(() => expect(calls.filter((c) => c.url === '/users/offline-customers/7').length).toBeGreaterThan(0));
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      customerName: 'Ruwan Fernando', contactNumber: '+94 77 700 1002', emailId: 'ruwan@mail.lk', addresses: [{ label: 'Home', address: '5 Temple Road' }],
    });
  });
});

describe('Offline customers list and page (generated)', () => {
  it('lists newest first with the search sent as q, a row opens the customer, whose page lists their offline orders and leads to Place order', async () => {
    const { calls } = renderGenerated(offlineCustomers, '/app/offline-order/customer-list', (c) => {
      if (c.url === '/users/list-offline-customers') return ok({ items: [{ ...customer, referralModeName: 'Facebook' }], count: 1 });
      if (c.url === '/users/offline-customers/7') return ok(customer);
      if (c.url === '/orders/admin/get-offline-orders') return ok(page([row({ id: 55, order_id: 'HN000055', customer: 'Ruwan Fernando' } as never)], 1));
      if (c.url === '/audit/records') return ok({ items: [], count: 0 });
      return reference(c.url);
    }, 'customer_support');
    const name = await screen.findByText('Ruwan Fernando');
    expect(screen.getByText('Facebook')).toBeTruthy();
    expect(calls.find((c) => c.url === '/users/list-offline-customers')?.params).toEqual({ skip: 0, limit: 25 });
    await filtersLoaded();
    fireEvent.change(screen.getByPlaceholderText('Search name, contact number or HNCX id'), { target: { value: 'ruwan' } });
    await waitFor(() => expect(calls.at(-1)?.params).toEqual({ q: 'ruwan', skip: 0, limit: 25 }));
    expect(within(name.closest('tr')!).getByRole('link', { name: 'Place order' }).getAttribute('href')).toBe('/app/offline-order/place-new-order?customerId=7');
    fireEvent.click(name);
    const orders = await screen.findByRole('region', { name: 'Offline orders' });
    await within(orders).findByText('HN000055');
    expect(calls.find((c) => c.url === '/orders/admin/get-offline-orders')?.params).toEqual({ searchBy: 'customerId', searchInput: '7', skip: 0, pageSize: 10 });
    expect(screen.getByText('5 Temple Road')).toBeTruthy();
  });
});

describe('Place new order page', () => {
  it('requires a receive mode, uploads a scan for the chosen customer, removes one, and places the order', async () => {
    signInAs('customer_support', abilitiesFor('customer_support'));
    let n = 0;
    const { calls } = renderPage(<PlaceOrderPage />, {
      path: '/app/offline-order/place-new-order?customerId=7', route: '/app/offline-order/place-new-order',
      api: (c) => {
        if (c.url === '/users/offline-customers') return ok({ items: [customer], count: 1 });
        if (c.url === '/prescriptions/admin/offline-attachment') {
          n += 1;
          return ok({ attachment: `/api/v1/prescriptions/admin/attachment/7-${n}.png`, fileId: `7-${n}.png`, name: `scan${n}.png`, contentType: 'image/png', size: 10 });
        }
        if (c.url === '/prescriptions/admin/delete-offline-attachment') return ok({ deleted: true });
        if (c.url === '/orders/admin/offline-order') return ok({ orderId: 55, order_id: 'HN000055', status: 1, stage: 'new_requests' });
        return reference(c.url);
      },
    });
    await waitFor(() => expect(calls.some((c) => c.params.q === 'HNCX7')).toBe(true));
    await waitFor(() => expect((screen.getByRole('combobox', { name: /Customer/ }) as HTMLInputElement).value).toMatch(/Ruwan Fernando/));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(/Choose a receive mode/)).toBeTruthy();
    expect(calls.some((c) => c.url === '/orders/admin/offline-order')).toBe(false);

    const input = screen.getByTestId('attachment-input') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'evil.svg', { type: 'image/svg+xml' })] } });
    expect(await screen.findByText(/only JPEG, PNG or WebP images and PDFs/)).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File(['png'], 'scan1.png', { type: 'image/png' })] } });
    expect(await screen.findByText('scan1.png')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File(['png'], 'scan2.png', { type: 'image/png' })] } });
    const second = await screen.findByText('scan2.png');
    const upload = calls.find((c) => c.url === '/prescriptions/admin/offline-attachment')!.body as FormData;
    expect(upload.get('customerId')).toBe('7');
    fireEvent.click(within(second.closest('[data-testid="attachment-chip"]') as HTMLElement).getByTestId('CancelIcon'));
    await waitFor(() => expect(screen.queryByText('scan2.png')).toBeNull());
    expect(calls.find((c) => c.url === '/prescriptions/admin/delete-offline-attachment')?.body).toEqual({ attachment: '/api/v1/prescriptions/admin/attachment/7-2.png' });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Receive mode/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Phone call' }));

    // The typed boxes are the patient's and the order's schema fields: a text longer than the record
    // keeps is kept as typed (never cut) and named under its box at once; placing sends nothing.
    const long = { 'Patient first name': 81, 'Delivery address': 501, Note: 2001 };
    for (const [label, length] of Object.entries(long)) {
      const box = screen.getByLabelText(label, { exact: false, selector: 'input' }) as HTMLInputElement;
      fireEvent.change(box, { target: { value: 'x'.repeat(length) } });
      expect(box.value).toHaveLength(length);
      expect(messageOf(box)).toMatch(new RegExp(`^${label} must be at most ${length - 1} characters`));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(calls.some((c) => c.url === '/orders/admin/offline-order')).toBe(false);
    for (const label of Object.keys(long)) fireEvent.change(screen.getByLabelText(label, { exact: false, selector: 'input' }), { target: { value: '' } });

    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByTestId('elsewhere');
    expect(calls.find((c) => c.url === '/orders/admin/offline-order')?.body).toEqual({
      customerId: 7, receiveMode: 1, relationship: 'self', deliveryAddress: null, deliveryCityId: null, paymentMethod: null, note: null,
      attachments: ['/api/v1/prescriptions/admin/attachment/7-1.png'],
    });
  });
});

describe('Offline order list page', () => {
  it('asks for page 0 of 10, sends the chosen filters, refuses a backwards date range before asking', async () => {
    signInAs('customer_support', abilitiesFor('customer_support'));
    const { calls } = renderPage(<OfflineOrderListPage />, {
      path: '/app/offline-order/order-list',
      api: (c) => (c.url === '/orders/admin/get-offline-orders' ? ok(page([row({ customer: 'Ruwan Fernando', receive_mode: 'Phone call' } as never)], 31)) : undefined),
    });
    expect(await screen.findByText('Ruwan Fernando')).toBeTruthy();
    expect(screen.getByText('Phone call')).toBeTruthy();
    expect(calls[0].params).toEqual({ skip: 0, pageSize: 10 });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Search by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Customer name' }));
    fill('Search', 'ruwan');
    fill('Received from', '2026-05-01');
    fill('Received to', '2026-04-01');
    // Each problem under its own box, and beside Apply as the reason it is off.
    const apply = () => screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(messageOf(screen.getByLabelText('Received to'))).toContain('Received to must not be before Received from');
    expect(apply().disabled).toBe(true);
    expect(messageOf(apply())).toContain('Received to must not be before Received from');
    fill('Received to', '2026-05-31');
    fill('Search', 'r'.repeat(101));
    expect(messageOf(screen.getByLabelText('Search'))).toContain('Search must be at most 100 characters');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('r'.repeat(101));
    expect(apply().disabled).toBe(true);
    fill('Search', 'ruwan');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calls.at(-1)?.params).toEqual({ searchBy: 'customerName', searchInput: 'ruwan', startDate: '2026-05-01', endDate: '2026-05-31', skip: 0, pageSize: 10 }));
  });
});

describe('Offline drafts', () => {
  it('shows Submit draft only on drafts and sends the order on', async () => {
    signInAs('customer_support', abilitiesFor('customer_support'));
    let submitted = false;
    const { calls } = renderPage(<OfflineOrderListPage />, {
      path: '/app/offline-order/order-list',
      api: (c) => {
        if (c.url === '/orders/admin/submit-offline-order') { submitted = true; return ok({ orderId: 81, order_id: 'HN000081', status: 1 }); }
        if (c.url === '/orders/admin/get-offline-orders') return ok(page([row({ id: 81, status: submitted ? 1 : 0, stage: submitted ? 'new_requests' : 'draft' }), row({ id: 82, status: 1 })]));
        return undefined;
      },
    });
    const button = await screen.findByRole('button', { name: 'Submit draft' });
    expect(screen.getAllByRole('button', { name: 'Submit draft' })).toHaveLength(1);
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Submit draft' })).toBeNull());
    expect(calls.find((c) => c.url === '/orders/admin/submit-offline-order')?.body).toEqual({ orderId: 81 });
  });
});
