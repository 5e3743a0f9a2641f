import { describe, expect, it } from 'vitest';
import axios from 'axios';
import { prefetchOpeningPage } from '../../../src/console/routing/prefetchOpeningPage';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import AssignOrderPage from '../../../src/console/workflows/chatManager/AssignOrderPage';
import ReassignOrderPage from '../../../src/console/workflows/chatManager/ReassignOrderPage';
import { getToasts } from '../../../src/console/notify/notifier';
import { abilitiesFor, signInAs } from '../signedIn';
import { fakeApi, ok, fail } from '../fakeApi';
import { page, renderPage, row } from './harness';

function openAssign(extra: (url: string, body: unknown) => ReturnType<typeof ok> | undefined = () => undefined) {
  signInAs('pharmacist', abilitiesFor('pharmacist'));
  let unassigned = [row({ id: 11 }), row({ id: 12 })];
  const utils = renderPage(<AssignOrderPage />, {
    path: '/app/chat-manager/assign-order',
    api: (c) => {
      const other = extra(c.url, c.body);
      if (other) return other;
      if (c.url === '/orders/admin/get-unassigned-orders-list') return ok(page(unassigned, unassigned.length));
      if (c.url === '/orders/admin/fetch-unassign-orders-count') return ok({ count: unassigned.length });
      if (c.url === '/chats/fetch-chats-counts') return ok({ my: {}, all: {}, unassigned: unassigned.length });
      if (c.url === '/agent/auth/get-pharmacists') return ok([{ id: 3, _id: 3, name: 'Ruwan Fernando' }, { id: 4, _id: 4, name: 'Dilani Jayasuriya' }]);
      return undefined;
    },
  });
  return { ...utils, setUnassigned: (rows: typeof unassigned) => { unassigned = rows; } };
}

describe('Chat manager: Assign Order', () => {
  it('lists unassigned orders with their count and filters on the server', async () => {
    const { calls } = openAssign();
    expect(await screen.findAllByTestId('order-row')).toHaveLength(2);
    expect((await screen.findByTestId('unassigned-count')).textContent).toBe('2');
    expect(calls.find((c) => c.url === '/orders/admin/get-unassigned-orders-list')!.params).toMatchObject({ skip: 0, limit: 10 });
    fireEvent.change(screen.getByLabelText('Received from'), { target: { value: '2025-01-01' } });
    await waitFor(() => expect(calls.filter((c) => c.url === '/orders/admin/get-unassigned-orders-list').at(-1)!.params).toMatchObject({ startDate: '2025-01-01', skip: 0 }));
  });

  it('names a received range that ends before it starts under "Received to" and never sends it', async () => {
    const { calls } = openAssign();
    await screen.findAllByTestId('order-row');
    const listCalls = () => calls.filter((c) => c.url === '/orders/admin/get-unassigned-orders-list');
    const messageOf = (el: HTMLElement) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    fireEvent.change(screen.getByLabelText('Received from'), { target: { value: '2025-02-01' } });
    await waitFor(() => expect(listCalls().at(-1)!.params).toMatchObject({ startDate: '2025-02-01' }));
    const before = listCalls().length;
    fireEvent.change(screen.getByLabelText('Received to'), { target: { value: '2025-01-01' } });
    expect(messageOf(screen.getByLabelText('Received to'))).toBe('Received to must not be before Received from');
    expect((screen.getByLabelText('Received to') as HTMLInputElement).value).toBe('2025-01-01');
    await new Promise((r) => setTimeout(r, 50));
    expect(listCalls().slice(before).some((c) => (c.params as Record<string, unknown>).endDate === '2025-01-01')).toBe(false);
    fireEvent.change(screen.getByLabelText('Received to'), { target: { value: '2025-03-01' } });
    expect(messageOf(screen.getByLabelText('Received to'))).not.toContain('must not be before');
    await waitFor(() => expect(listCalls().at(-1)!.params).toMatchObject({ startDate: '2025-02-01', endDate: '2025-03-01' }));
  });

  it('reloads the unassigned list (skip 0, limit 10) and the badge on realtime events', async () => {
    const { calls, emit, setUnassigned } = openAssign();
    await screen.findAllByTestId('order-row');
    setUnassigned([row({ id: 13, customer: 'New Customer' }), row({ id: 11 }), row({ id: 12 })]);
    const before = calls.length;
    act(() => emit('newOrder', { orderId: 13, from: 1, to: 1 }));
    expect(await screen.findByText('New Customer')).toBeTruthy();
    const reloads = calls.slice(before).filter((c) => c.url === '/orders/admin/get-unassigned-orders-list');
    expect(reloads.at(-1)!.params).toMatchObject({ skip: 0, limit: 10 });
    await waitFor(() => expect(screen.getByTestId('unassigned-count').textContent).toBe('3'));
  });

  it('assigns the selected orders to an agent chosen from the pharmacists', async () => {
    const { calls } = openAssign((url) => (url === '/orders/admin/assign-order-to-agent' ? ok({ assigned: 2, agent: { id: 4, name: 'Dilani Jayasuriya' }, items: [] }) : undefined));
    await screen.findAllByTestId('order-row');
    fireEvent.click(screen.getByLabelText('Select every order on this page'));
    fireEvent.click(screen.getByRole('button', { name: 'Assign to agent (2)' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByLabelText('Agent'));
    fireEvent.click(await screen.findByRole('option', { name: 'Dilani Jayasuriya' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(calls.find((c) => c.url === '/orders/admin/assign-order-to-agent')?.body).toEqual({ orderIds: [11, 12], formValues: { agentId: 4 }, type: 'assign' }));
    await waitFor(() => expect(getToasts().some((t) => t.text === '2 orders assigned to Dilani Jayasuriya')).toBe(true));
  });

  it('shows each order as a table row under its column headers; a selected row is marked and the id opens it by keyboard', async () => {
    openAssign();
    const rows = await screen.findAllByTestId('order-row');
    const table = screen.getByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Order ID', 'Customer', 'Status']));
    // Every row has one cell per column header (the table is the same shape as its header).
    for (const r of rows) expect(within(r).getAllByRole('cell')).toHaveLength(headers.length);
    const first = rows[0];
    expect(first.className).not.toContain('rx-row-selected');
    fireEvent.click(screen.getByLabelText('Select order HN000011'));
    await waitFor(() => expect(screen.getAllByTestId('order-row')[0].className).toContain('rx-row-selected'));
    // The box shows its state (checked icon and colour), and it is a real checkbox a keyboard can toggle.
    const box = screen.getByLabelText('Select order HN000011') as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(box.parentElement!.className).toContain('rx-check-on');
    expect((screen.getByLabelText('Select order HN000012') as HTMLInputElement).parentElement!.className).not.toContain('rx-check-on');
    expect(screen.getAllByTestId('order-row')[1].className).not.toContain('rx-row-selected');
    const open = within(first).getByRole('button', { name: /^Open order HN000011/ });
    expect(open.tagName).toBe('BUTTON');
    expect(open.getAttribute('type')).toBe('button');
  });

  it('takes one order with "Assign to me"', async () => {
    const { calls } = openAssign((url) => (url === '/orders/admin/assign-order-to-me' ? ok(row({ id: 12, assigned_agent_id: 7 })) : undefined));
    await screen.findAllByTestId('order-row');
    fireEvent.click(screen.getByRole('button', { name: 'Assign to me: HN000012' }));
    await waitFor(() => expect(calls.find((c) => c.url === '/orders/admin/assign-order-to-me')?.body).toEqual({ orderId: 12 }));
  });

  it('keeps the dialog open with the server refusal', async () => {
    openAssign((url) => (url === '/orders/admin/assign-order-to-agent' ? fail(409, 'HN000011 is already assigned', 'CONFLICT') : undefined));
    await screen.findAllByTestId('order-row');
    fireEvent.click(screen.getByLabelText('Select order HN000011'));
    fireEvent.click(screen.getByRole('button', { name: 'Assign to agent (1)' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByLabelText('Agent'));
    fireEvent.click(await screen.findByRole('option', { name: 'Ruwan Fernando' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Assign' })).toHaveProperty('disabled', false));
  });
});

describe('Chat manager: Re-assign Order', () => {
  it('lists assigned orders with their assignee and re-assigns with type re-assign', async () => {
    signInAs('chief_pharmacist', abilitiesFor('chief_pharmacist'));
    const { calls } = renderPage(<ReassignOrderPage />, {
      path: '/app/chat-manager/re-assign-order',
      api: (c) => {
        if (c.url === '/orders/admin/get-assigned-orders-list') return ok(page([row({ id: 21, assigned_agent_id: 3, assigned_agent_name: 'Ruwan Fernando' })]));
        if (c.url === '/agent/auth/get-pharmacists') return ok([{ id: 4, name: 'Dilani Jayasuriya' }]);
        if (c.url === '/orders/admin/assign-order-to-agent') return ok({ assigned: 1, agent: { id: 4, name: 'Dilani Jayasuriya' }, items: [] });
        return ok({ my: {}, all: {}, count: 0 });
      },
    });
    const [r] = await screen.findAllByTestId('order-row');
    expect(within(r).getByText('Ruwan Fernando')).toBeTruthy();
    fireEvent.click(within(r).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Re-assign to agent (1)' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByLabelText('Agent'));
    fireEvent.click(await screen.findByRole('option', { name: 'Dilani Jayasuriya' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(calls.find((c) => c.url === '/orders/admin/assign-order-to-agent')?.body).toEqual({ orderIds: [21], formValues: { agentId: 4 }, type: 're-assign' }));
  });
});

describe('Re-assign Order, live', () => {
  it('offers to refresh when orders are assigned elsewhere, and replaces a re-assigned row in place', async () => {
    signInAs('chief_pharmacist', abilitiesFor('chief_pharmacist'));
    let rows = [row({ id: 31, assigned_agent_id: 3, assigned_agent_name: 'Ruwan Fernando' })];
    const { emit } = renderPage(<ReassignOrderPage />, {
      path: '/app/chat-manager/re-assign-order',
      api: (c) => (c.url === '/orders/admin/get-assigned-orders-list' ? ok(page(rows)) : ok({ my: {}, all: {}, count: 0 })),
    });
    await screen.findAllByTestId('order-row');
    act(() => emit('chatCounts', { reason: 'assigned', orderIds: [32, 33], agentId: 4 }));
    const refresh = await screen.findByTestId('arrived');
    expect(refresh.textContent).toBe('2 new orders in this list — refresh');
    rows = [row({ id: 33, assigned_agent_id: 4 }), row({ id: 32, assigned_agent_id: 4 }), ...rows];
    fireEvent.click(refresh);
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(3));
    act(() => emit('stepChanged', { orderId: 31, from: 2, to: 3, row: row({ id: 31, status: 3, stage: 'awaiting_response', assigned_agent_id: 3, assigned_agent_name: 'Ruwan Fernando', customer: 'Moved On' }) }));
    expect(within(screen.getAllByTestId('order-row')[2]).getByText('Moved On')).toBeTruthy();
  });
});

describe('Chat manager opened by its address: the first page is asked for before the console renders', () => {
  it('the entry\'s request for Assign Order\'s first page is the one the page takes, once; a later visit asks again', async () => {
    signInAs('pharmacist', abilitiesFor('pharmacist'));
    const early = fakeApi((c) => (c.url === '/orders/admin/get-unassigned-orders-list' ? ok(page([row({ id: 41, customer: 'Early Customer' })], 1)) : undefined));
    prefetchOpeningPage('/app/chat-manager/assign-order', axios.create({ baseURL: '/api/v1', adapter: early.adapter }));
    await waitFor(() => expect(early.calls).toHaveLength(1));
    expect(early.calls[0].params).toMatchObject({ skip: 0, limit: 10 });

    const first = openAssign();
    expect(await screen.findByText('Early Customer')).toBeTruthy();
    expect(first.calls.filter((c) => c.url === '/orders/admin/get-unassigned-orders-list')).toHaveLength(0);
    first.unmount();
    const again = openAssign();
    expect(await screen.findAllByTestId('order-row')).toHaveLength(2);
    expect(again.calls.filter((c) => c.url === '/orders/admin/get-unassigned-orders-list')).toHaveLength(1);
    expect(early.calls).toHaveLength(1);
  });

  it('Re-assign Order\'s first page goes to its own call; a role without the ability, or another path, asks nothing early', async () => {
    signInAs('pharmacist', abilitiesFor('pharmacist'));
    const early = fakeApi(() => ok(page([])));
    const http = axios.create({ baseURL: '/api/v1', adapter: early.adapter });
    prefetchOpeningPage('/app/chat-manager/re-assign-order/', http);
    await waitFor(() => expect(early.calls.map((c) => c.url)).toEqual(['/orders/admin/get-assigned-orders-list']));
    signInAs('delivery_agent', abilitiesFor('delivery_agent'));
    for (const path of ['/app/chat-manager/assign-order', '/app/chat-manager/re-assign-order']) prefetchOpeningPage(path, http);
    signInAs('pharmacist', abilitiesFor('pharmacist'));
    for (const path of ['/app/chat-manager', '/app/chat-manager/assign-order/extra', '/app/kanban-board']) prefetchOpeningPage(path, http);
    await new Promise((r) => setTimeout(r, 20));
    expect(early.calls).toHaveLength(1);
  });
});
