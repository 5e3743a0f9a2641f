import { afterEach, describe, expect, it } from 'vitest';
import axios from 'axios';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ChatListPage from '../../../src/console/workflows/chats/ChatListPage';
import { prefetchOpeningPage } from '../../../src/console/routing/prefetchOpeningPage';
import { abilitiesFor, signInAs } from '../signedIn';
import { fakeApi, ok, fail } from '../fakeApi';
import { page, renderPage, row } from './harness';

const counts = { my: { new_requests: 2 }, all: { new_requests: 9 }, myTotal: 2, allTotal: 9, unassigned: 4 };

function open(path: string, items = [row({ id: 1, assigned_agent_id: 7 }), row({ id: 2, assigned_agent_id: 7 })], role = 'pharmacist') {
  signInAs(role, abilitiesFor(role));
  return renderPage(<ChatListPage />, {
    path,
    api: (c) => {
      if (c.url === '/chats/fetch-chats-counts') return ok(counts);
      if (c.url === '/orders/admin/fetch-unassign-orders-count') return ok({ count: 4 });
      if (c.url === '/chats/ongoing' || c.url === '/chats/all-threads') return ok(page(items, 12));
      return undefined;
    },
  });
}

describe('My Chats / All Chats lists', () => {
  it('searches with the list call\'s own schema: a text past 100 characters is named under the box and never sent', async () => {
    const { calls } = open('/app/chats/all/new-requests');
    await screen.findAllByTestId('order-row');
    const sent = () => calls.filter((c) => c.url === '/chats/all-threads').map((c) => (c.params as { searchTerm?: string }).searchTerm);
    const box = screen.getByRole('searchbox', { name: /^Search/ });
    const words = () => (box.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    fireEvent.change(box, { target: { value: 'k'.repeat(101) } });
    await waitFor(() => expect(words()).toContain('Search (order, customer, phone, patient) must be at most 100 characters'));
    expect((box as HTMLInputElement).value).toBe('k'.repeat(101));
    await new Promise((r) => setTimeout(r, 600));
    expect(sent()).not.toContain('k'.repeat(101));
    fireEvent.change(box, { target: { value: 'k'.repeat(100) } });
    await waitFor(() => expect(sent()).toContain('k'.repeat(100)));
    expect(words()).not.toContain('at most');
  });

  it('fetches the sub-list from page 0, size 10, and shows the spec 3 row fields', async () => {
    const { calls } = open('/app/chats/my/new-requests');
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    const first = calls.find((c) => c.url === '/chats/ongoing')!;
    expect(first.params).toMatchObject({ stage: 'new_requests', skip: 0, limit: 10, sortBy: 'status_update' });
    expect(within(rows[0]).getByText('Kamal Silva')).toBeTruthy();
    expect(within(rows[0]).getByText('Sunil Silva')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /My Chats · New Requests/ })).toBeTruthy();
    expect(await screen.findByLabelText('2 orders')).toBeTruthy(); // the list's badge
  });

  it('re-reads its rows when the connection is back after it dropped (events sent meanwhile are lost)', async () => {
    const { calls, emit } = open('/app/chats/my/new-requests');
    await screen.findAllByTestId('order-row');
    const reads = () => calls.filter((c) => c.url === '/chats/ongoing').length;
    expect(reads()).toBe(1);
    act(() => emit('resync', undefined));
    await waitFor(() => expect(reads()).toBe(2));
    expect(calls.filter((c) => c.url === '/chats/ongoing').at(-1)!.params).toMatchObject({ stage: 'new_requests', skip: 0, limit: 10 });
  });

  it('pages and sorts on the server', async () => {
    const { calls } = open('/app/chats/all/completed');
    await screen.findAllByTestId('order-row');
    act(() => screen.getByRole('button', { name: 'Sorting dates' }).click());
    await waitFor(() => expect(calls.filter((c) => c.url === '/chats/all-threads').at(-1)!.params).toMatchObject({ stage: 'completed', sortBy: 'sorting_date', skip: 0 }));
    act(() => screen.getByRole('button', { name: /next page/i }).click());
    await waitFor(() => expect(calls.filter((c) => c.url === '/chats/all-threads').at(-1)!.params).toMatchObject({ skip: 10, limit: 10 }));
  });

  it('replaces a row on stepChanged and adds one that enters the list', async () => {
    const { emit } = open('/app/chats/my/new-requests');
    await screen.findAllByTestId('order-row');
    act(() => emit('stepChanged', { orderId: 2, from: 1, to: 2, row: row({ id: 2, status: 2, assigned_agent_id: 7, customer: 'Changed Name' }) }));
    expect(await screen.findByText('Changed Name')).toBeTruthy();
    expect(screen.getAllByTestId('order-row')).toHaveLength(2);
    // Order 5 was awaiting a response (status 3) and is back in new requests: added at the top.
    act(() => emit('stepChanged', { orderId: 5, from: 3, to: 2, row: row({ id: 5, status: 2, assigned_agent_id: 7, customer: 'Returning Customer' }) }));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(3));
    expect(within(screen.getAllByTestId('order-row')[0]).getByText('Returning Customer')).toBeTruthy();
    // Someone else's order does not enter My Chats.
    act(() => emit('stepChanged', { orderId: 6, from: 3, to: 2, row: row({ id: 6, status: 2, assigned_agent_id: 99 }) }));
    expect(screen.getAllByTestId('order-row')).toHaveLength(3);
  });

  it('shows an empty state, and the server message when the list fails', async () => {
    open('/app/chats/all/cancelled', []);
    expect(await screen.findByTestId('empty-state')).toBeTruthy();
  });

  it('shows the failure text of the server', async () => {
    signInAs('pharmacist', abilitiesFor('pharmacist'));
    renderPage(<ChatListPage />, { path: '/app/chats/all/cancelled', api: (c) => (c.url === '/chats/all-threads' ? fail(500, 'Database is away', 'INTERNAL') : ok(counts)) });
    expect(await screen.findByText('Database is away')).toBeTruthy();
  });

  it('sends /chats/{chatType} to the role\'s own list (All Chats for a role without My Chats)', async () => {
    const { calls } = open('/app/chats/action-required', [], 'customer_support');
    expect(await screen.findByRole('heading', { name: /All Chats · Action Required/ })).toBeTruthy();
    await waitFor(() => expect(calls.find((c) => c.url === '/chats/all-threads')?.params).toMatchObject({ stage: 'action_required' }));
  });

  it('says "not permitted" to a role without My Chats', async () => {
    open('/app/chats/my/new-requests', [], 'customer_support');
    expect(await screen.findByTestId('not-permitted')).toBeTruthy();
  });

  it('takes the first page the entry asked for before React rendered, once: the next visit asks the server again', async () => {
    signInAs('customer_support', abilitiesFor('customer_support'));
    const early = fakeApi((c) => (c.url === '/chats/all-threads' ? ok(page([row({ id: 31, customer: 'Early Customer' })], 1)) : undefined));
    prefetchOpeningPage('/app/chats/all/new-requests', axios.create({ baseURL: '/api/v1', adapter: early.adapter }));
    await waitFor(() => expect(early.calls).toHaveLength(1));
    expect(early.calls[0].params).toMatchObject({ stage: 'new_requests', skip: 0, limit: 10, sortBy: 'status_update' });

    const first = open('/app/chats/all/new-requests', [row({ id: 32, customer: 'Later Customer' })], 'customer_support');
    expect(await screen.findByText('Early Customer')).toBeTruthy();
    expect(first.calls.filter((c) => c.url === '/chats/all-threads')).toHaveLength(0);
    // The filter bar is there as before.
    expect(screen.getByRole('search')).toBeTruthy();
    first.unmount();

    const again = open('/app/chats/all/new-requests', [row({ id: 32, customer: 'Later Customer' })], 'customer_support');
    expect(await screen.findByText('Later Customer')).toBeTruthy();
    expect(again.calls.filter((c) => c.url === '/chats/all-threads')).toHaveLength(1);
    expect(early.calls).toHaveLength(1);
  });

  it('asks nothing before rendering for a list the role may not read, the search page or another page', async () => {
    signInAs('customer_support', abilitiesFor('customer_support'));
    const early = fakeApi(() => ok(page([])));
    const http = axios.create({ baseURL: '/api/v1', adapter: early.adapter });
    for (const path of ['/app/chats/my/new-requests', '/app/chats/all/search', '/app/chats/all/no-such-list', '/app/kanban', '/login']) prefetchOpeningPage(path, http);
    await new Promise((r) => setTimeout(r, 20));
    expect(early.calls).toHaveLength(0);
  });
});

describe('a chat list on a phone', () => {
  const desktopMatchMedia = window.matchMedia;
  afterEach(() => { window.matchMedia = desktopMatchMedia; });

  it('shows each order as a card with the row fields, and the card\'s order id opens the order detail', async () => {
    window.matchMedia = ((query: string) => ({ ...desktopMatchMedia(query), matches: query.includes('max-width') })) as typeof window.matchMedia;
    signInAs('pharmacist', abilitiesFor('pharmacist'));
    renderPage(<ChatListPage />, {
      path: '/app/chats/all/new-requests',
      api: (c) => {
        if (c.url === '/chats/fetch-chats-counts') return ok(counts);
        if (c.url === '/orders/admin/fetch-unassign-orders-count') return ok({ count: 4 });
        if (c.url === '/chats/ongoing' || c.url === '/chats/all-threads') return ok(page([row({ id: 77, address: '12 Galle Road' }), row({ id: 78 })], 2));
        if (c.url === '/orders/admin/get-order-updated-details') return ok({ orderId: 77, order_id: 'HN000077', orderStatus: 1, paymentType: 'Card on delivery' });
        return undefined;
      },
    });
    const cards = await screen.findAllByTestId('order-card');
    expect(cards).toHaveLength(2);
    expect(screen.queryAllByTestId('order-row')).toHaveLength(0);
    expect(within(cards[0]).getByText(/Kamal Silva · Sunil Silva/)).toBeTruthy();
    expect(within(cards[0]).getByText('12 Galle Road')).toBeTruthy();
    expect(within(cards[0]).getByRole('link', { name: 'Open chat' })).toBeTruthy();
    fireEvent.click(within(cards[0]).getByRole('button', { name: 'Open order HN000077' }));
    expect(await screen.findByText('Card on delivery')).toBeTruthy();
  });
});
