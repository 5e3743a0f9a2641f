import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { chatBadge, UnassignedBadge } from '../../../src/console/orders/MenuBadges';
import { workflows } from '../../../src/console/workflows/registry';
import { buildMenu } from '../../../src/console/layout/menuModel';
import { resources } from '@resources/index';
import { abilitiesFor, signInAs } from '../signedIn';
import { ok } from '../fakeApi';
import { renderPage } from './harness';

// Find orders and find customers are generated lists now: tests/ui/generated/findOrders.test.tsx, findCustomers.test.tsx.

describe('menu entries and badges', () => {
  it('puts the chat lists, chat manager, kanban, overview and find under their groups, by ability', () => {
    const pharmacist = buildMenu([], workflows, abilitiesFor('pharmacist'));
    const names = (g: string) => pharmacist.find((x) => x.name === g)?.entries.map((e) => e.label) ?? [];
    expect(names('Chat Manager')).toEqual(['rx.chat_manager.assign_title', 'rx.chat_manager.reassign_title']);
    expect(names('My Chats')).toHaveLength(8);
    expect(names('All Chats')).toHaveLength(9);
    expect(names('All Chats').at(-1)).toBe('rx.chats.search_all');
    expect(names('Dashboards')).toEqual(['Home Dashboard']); // no kanban or overview for pharmacists; their home dashboard is reachable
    const support = buildMenu(resources, workflows, abilitiesFor('customer_support')).map((g) => g.name);
    // Support reads the orders workspace (and more modules' groups, which their own tests check).
    expect(support.filter((g) => ['Dashboards', 'Find Customers', 'Find Orders', 'All Chats', 'Chat Manager'].includes(g))).toEqual(['Dashboards', 'Find Customers', 'Find Orders', 'All Chats']);
    expect(support).not.toContain('My Chats');
    // Find Orders is the generated orders list, beside the quotations, invoices and credit notes lists.
    const find = buildMenu(resources, workflows, abilitiesFor('customer_support')).find((g) => g.name === 'Find Orders')!.entries;
    expect(find.map((e) => [e.label, e.path])).toEqual([['Find Orders', '/find-orders'], ['Quotations', '/find-orders/quotations'], ['Invoices', '/find-orders/invoices'], ['Credit notes', '/find-orders/credit-notes']]); // support reads every chat but is never assigned one
    expect(buildMenu(resources, workflows, abilitiesFor('delivery_agent')).map((g) => g.name)).toEqual(['Rider Toolkit']); // riders see only their own work
  });

  it('keeps the badges true: fetched once, re-read after realtime events', async () => {
    signInAs('pharmacist', abilitiesFor('pharmacist'));
    let mine = 2;
    let unassigned = 5;
    const Badge = chatBadge('my', 'new_requests');
    const { calls, emit } = renderPage(<><Badge /><UnassignedBadge /></>, {
      path: '/app/',
      api: (c) => {
        if (c.url === '/chats/fetch-chats-counts') return ok({ my: { new_requests: mine }, all: { new_requests: 9 }, unassigned });
        if (c.url === '/orders/admin/fetch-unassign-orders-count') return ok({ count: unassigned });
        return undefined;
      },
    });
    await waitFor(() => expect(screen.getByTestId('badge-my-new_requests').textContent).toBe('2'));
    expect(screen.getByTestId('badge-unassigned').textContent).toBe('5');
    expect(calls.find((c) => c.url === '/chats/fetch-chats-counts')!.params).toEqual({ userId: 7 });
    mine = 3;
    unassigned = 6;
    act(() => { emit('newOrder', { orderId: 1 }); emit('stepChanged', { orderId: 1 }); emit('chatCounts', { reason: 'assigned' }); });
    await waitFor(() => expect(screen.getByTestId('badge-my-new_requests').textContent).toBe('3'));
    expect(screen.getByTestId('badge-unassigned').textContent).toBe('6');
    // A burst of events is one refresh, not three.
    expect(calls.filter((c) => c.url === '/chats/fetch-chats-counts')).toHaveLength(2);
  });
});
