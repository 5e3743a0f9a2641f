import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import customers from '@resources/customers';
import { resources } from '@resources/index';
import { ok, type Call, type Reply } from '../fakeApi';
import { renderGenerated, filtersLoaded } from '../generatedHarness';
import { row, page } from '../workflows/harness';

/**
 * Find Customers is the customers resource's generated list (resources/customers.ts): it waits for a
 * search key, lets the server guess the type unless one is chosen, and opens the customer's generated
 * page with their orders, patients and prescriptions as related lists (replacing FindCustomersPage and
 * its dialog; the same behaviours as their test).
 */
const CUSTOMER = { id: 5, displayId: 'HNCX000005', name: 'Kamal Silva', contactNumber: '0771234567', email: 'kamal@example.lk', cityId: 2, city: 'Kandy', ordersCount: 3, lastOrderAt: '2026-11-20T08:00:00Z', createdAt: '2026-01-02T08:00:00Z' };
const serve = (c: Call): Reply | undefined => {
  if (c.url === '/users/admin/find-customers') return ok({ items: [CUSTOMER], count: 1 });
  if (c.url === '/users/admin/customer') return ok(CUSTOMER);
  if (c.url === '/orders/admin/past-orders') return ok(page([row({ id: 31, status: 21 })]));
  if (c.url === '/patients/admin/patients') return ok({ items: [{ patientId: 2, displayId: 'HNPT000002', customerId: 5, firstName: 'Sunil', lastName: 'Silva', relationship: 'child' }], count: 1 });
  if (c.url === '/prescriptions/admin/prescriptions') return ok({ items: [{ prescriptionId: 4, displayId: 'HNRX000004', customerId: 5, patientId: 2, patientName: 'Sunil Silva', status: 'active', attachments: [] }], count: 1 });
  if (c.url === '/audit/records') return ok({ items: [], count: 0 });
  return undefined;
};
const extra = resources.filter((r) => ['customer-orders', 'patients', 'prescriptions', 'orders'].includes(r.name));

describe('find customers (generated list and page)', () => {
  it("finds customers (the server guessing the type) and opens one's orders, patients and prescriptions", async () => {
    const { calls } = renderGenerated(customers, '/app/find-customers', serve, 'customer_support', extra);
    expect((await screen.findByTestId('list-waiting')).textContent).toContain('Type what to search for (Search for)');
    expect(calls.filter((c) => c.url === '/users/admin/find-customers')).toEqual([]);
    await filtersLoaded();
    fireEvent.change(screen.getByPlaceholderText('Search for'), { target: { value: 'Kamal' } });
    const hit = (await screen.findByText('HNCX000005')).closest('tr')!;
    expect(calls.find((c) => c.url === '/users/admin/find-customers')!.params).toEqual({ searchKey: 'Kamal', skip: 0, limit: 25 });
    expect(within(hit).getByText('Kandy')).toBeTruthy();
    fireEvent.click(hit);

    await waitFor(() => expect(calls.some((c) => c.url === '/users/admin/customer')).toBe(true));
    expect(await screen.findByText('0771234567')).toBeTruthy();
    expect(calls.find((c) => c.url === '/users/admin/customer')!.params).toEqual({ customerId: '5' });
    const section = (name: string) => screen.findByRole('region', { name });
    const orders = await section('Orders');
    const order = await within(orders).findByRole('link', { name: 'HN000031' });
    expect(order.getAttribute('href')).toBe('/app/find-orders/order/31');
    expect(within(orders).getByText('Completed')).toBeTruthy();
    expect(calls.find((c) => c.url === '/orders/admin/past-orders')!.params).toMatchObject({ customerId: 5 });
    expect(await within(await section('Patients')).findByText('HNPT000002')).toBeTruthy();
    const prescriptions = await section('Prescriptions');
    expect(await within(prescriptions).findByText('HNRX000004')).toBeTruthy();
    expect(within(prescriptions).getByText('Sunil Silva')).toBeTruthy();
  });

  it('sends the search type when one is chosen', async () => {
    const { calls } = renderGenerated(customers, '/app/find-customers', serve, 'customer_support', extra);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Search by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Contact number' }));
    fireEvent.change(screen.getByPlaceholderText('Search for'), { target: { value: '0771' } });
    await waitFor(() => expect(calls.find((c) => c.url === '/users/admin/find-customers')?.params).toEqual({ searchType: 'contactNumber', searchKey: '0771', skip: 0, limit: 25 }));
  });
});
