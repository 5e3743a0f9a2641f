import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import orders from '@resources/orders';
import { resources } from '@resources/index';
import { ok, type Call, type Reply } from '../fakeApi';
import { renderGenerated } from '../generatedHarness';
import { row, page } from '../workflows/harness';

/**
 * Find Orders is the orders resource's generated list (resources/orders.ts): it asks nothing until a
 * search key is typed (api.list.needs), sends the chosen search type, and opens the order's generated
 * page with its quotations, invoices, credit notes and log as related lists (replacing the
 * hand-written FindOrdersPage; same behaviours as its test).
 */
const ORDER = {
  id: 77, orderId: 77, displayId: 'HN000077', customerId: 5, customerName: 'Kamal Silva', patientId: 2, patientName: 'Sunil Silva',
  orderStatus: 5, stage: 'to_be_invoiced', source: 'app', paymentMethod: 'card', location: 1, locationName: 'Colombo 03',
  deliveryDate: '2026-11-27', deliverySlot: 3, deliverySlotName: 'Morning 9-12', createdAt: '2026-11-25T08:00:00Z', lastStatusUpdateTime: '2026-11-25T09:00:00Z',
};

const serve = (more: (c: Call) => Reply | undefined = () => undefined) => (c: Call): Reply | undefined => {
  if (c.url === '/orders/admin/find-orders') return ok(page([row({ id: 77, status: 5, customer: 'Kamal Silva' })]));
  if (c.url === '/orders/admin/order') return ok(ORDER);
  if (c.url === '/quotations/quotations-list') return ok({ items: [{ id: 9, quotationId: 9, orderId: 77, orderDisplayId: 'HN000077', status: 1, netTotal: 1235, createdAt: '2026-11-25T08:10:00Z' }], count: 1 });
  if (c.url === '/quotations/invoices-list') return ok({ items: [{ id: 31, invoiceNo: '000031', orderId: 77, status: 'posted', netTotal: 1235, createdAt: '2026-11-25T08:20:00Z' }], count: 1 });
  if (c.url === '/quotations/credit-notes-list') return ok({ items: [{ id: 4, creditNote: '000004', orderId: 77, invoiceId: 31, invoiceNo: '000031', amount: 50, reason: 'Damaged strip', createdAt: '2026-11-25T10:00:00Z' }], count: 1 });
  if (c.url === '/orders/admin/get-all-order-logs') return ok([{ id: 1, action: 'placeOrder', fromStatus: null, toStatus: 1, actor: 'customer', createdAt: '2026-11-25T08:00:00Z' },
    { id: 2, action: 'confirmQuotation', fromStatus: 3, toStatus: 5, actor: 'agent', agentId: 7, agentName: 'Nimal Perera', createdAt: '2026-11-25T09:00:00Z' }]);
  if (c.url === '/quotations/invoice') return ok({ id: 31, invoiceNo: '000031', orderId: 77, orderDisplayId: 'HN000077', status: 'posted', netTotal: 1235, line_items: [] });
  if (c.url === '/audit/records') return ok({ items: [], count: 0 });
  return more(c);
};
const extra = resources.filter((r) => ['quotations', 'invoices', 'credit-notes', 'order-logs'].includes(r.name));

describe('find orders (generated list)', () => {
  it('asks nothing until a search key is typed, and says what to type', async () => {
    const { calls } = renderGenerated(orders, '/app/find-orders', serve(), 'pharmacist', extra);
    expect((await screen.findByTestId('list-waiting')).textContent).toContain('Type what to search for (Search for)');
    expect(calls.filter((c) => c.url === '/orders/admin/find-orders')).toEqual([]);
  });

  it('searches by the chosen type and opens the order page with its documents and log', async () => {
    const { calls } = renderGenerated(orders, '/app/find-orders', serve(), 'pharmacist', extra);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Search by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Contact number' }));
    fireEvent.change(screen.getByPlaceholderText('Search for'), { target: { value: '0771' } });
    await waitFor(() => expect(calls.find((c) => c.url === '/orders/admin/find-orders')?.params).toMatchObject({ searchType: 'contactNumber', searchKey: '0771', skip: 0, limit: 25 }));
    const hit = await screen.findByText('HN000077');
    expect(screen.getByText('Placed')).toBeTruthy(); // the status in words, not its number
    fireEvent.click(hit);

    // The order's page: its schema's fields, references by the labels the record carries.
    expect(await screen.findByText('Card')).toBeTruthy();
    expect(screen.getByText('Kamal Silva')).toBeTruthy();
    expect(screen.getByText('Morning 9-12')).toBeTruthy();
    expect(calls.find((c) => c.url === '/orders/admin/order')!.params).toEqual({ orderId: '77' });
    expect(screen.getByRole('button', { name: /Order summary \(PDF\)/ })).toBeTruthy();
    const section = (name: string) => screen.findByRole('region', { name });
    expect(await within(await section('Quotations')).findByText('Invoiced')).toBeTruthy();
    expect(await within(await section('Invoices')).findByText('000031')).toBeTruthy();
    expect(await within(await section('Credit notes')).findByText('Damaged strip')).toBeTruthy();
    const log = await section('Log');
    expect(await within(log).findByText('Nimal Perera')).toBeTruthy();
    expect(within(log).getByText('Quotation done')).toBeTruthy();
    for (const url of ['/quotations/quotations-list', '/quotations/invoices-list', '/quotations/credit-notes-list', '/orders/admin/get-all-order-logs']) {
      expect(calls.find((c) => c.url === url)?.params, url).toMatchObject({ orderId: 77 });
    }
    // A related row opens its record's page (the invoice), when the role may open it.
    fireEvent.click(within(await section('Invoices')).getByText('000031'));
    await waitFor(() => expect(calls.some((c) => c.url === '/quotations/invoice')).toBe(true));
    expect(calls.find((c) => c.url === '/quotations/invoice')!.params).toEqual({ invoiceId: '31' });
    // The page reads no other resource for its references (customers, slots, users).
    expect(calls.filter((c) => !['/orders/admin/find-orders', '/orders/admin/order', '/audit/records', '/quotations/quotations-list', '/quotations/invoices-list',
      '/quotations/credit-notes-list', '/orders/admin/get-all-order-logs', '/quotations/invoice'].includes(c.url)).map((c) => c.url)).toEqual([]);
  });
});
