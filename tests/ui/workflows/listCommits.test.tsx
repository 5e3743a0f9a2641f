import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement, type ComponentProps } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ChatListPage from '../../../src/console/workflows/chats/ChatListPage';
import AssignOrderPage from '../../../src/console/workflows/chatManager/AssignOrderPage';
import { abilitiesFor, signInAs } from '../signedIn';
import { ok } from '../fakeApi';
import { page, renderPage, row } from './harness';

/**
 * What a page of rows costs when it arrives on an order list: the rows' commit is the long task of
 * a phone's first load. The filter bar (memoized, constant fields) is not drawn again with the rows,
 * nor when a row is ticked; MUI's pager comes in a commit after the rows' (DeferredPart), below them.
 */
const drawn = vi.hoisted(() => new Map<string, number>());
vi.mock('../../../src/console/generated/SchemaField', async (original) => {
  const real = await original<typeof import('../../../src/console/generated/SchemaField')>();
  return {
    ...real,
    // The real field, counted by its label: each time the filter bar draws a box.
    SchemaField: (props: ComponentProps<typeof real.SchemaField>) => {
      drawn.set(props.field.label, (drawn.get(props.field.label) ?? 0) + 1);
      return createElement(real.SchemaField, props);
    },
  };
});
afterEach(() => drawn.clear());

/** Each DOM change batch (one per React commit): does it hold the first rows, the pager? */
function watchCommits() {
  const batches: Array<{ rows: boolean; pager: boolean }> = [];
  const seen = { rows: false, pager: false };
  const observer = new MutationObserver(() => {
    const now = { rows: document.querySelectorAll('[data-testid=order-row]').length > 0, pager: !!document.querySelector('.MuiTablePagination-root') };
    if (now.rows !== seen.rows || now.pager !== seen.pager) batches.push({ rows: now.rows && !seen.rows, pager: now.pager && !seen.pager });
    Object.assign(seen, now);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { batches, stop: () => observer.disconnect() };
}

const ROWS = [row({ id: 1 }), row({ id: 2 }), row({ id: 3 })];

describe('an order list\'s rows arriving', () => {
  it('chat list: the filter bar draws once, before the rows; the pager comes after them, in a commit of its own', async () => {
    signInAs('pharmacist', abilitiesFor('pharmacist'));
    const commits = watchCommits();
    renderPage(<ChatListPage />, {
      path: '/app/chats/all/new-requests',
      api: (c) => {
        if (c.url === '/chats/fetch-chats-counts') return ok({ my: { new_requests: 3 }, all: { new_requests: 3 }, myTotal: 3, allTotal: 3, unassigned: 0 });
        if (c.url === '/orders/admin/fetch-unassign-orders-count') return ok({ count: 0 });
        // The rows come after the page has drawn its filter bar.
        if (c.url === '/chats/all-threads') return { ...ok(page(ROWS, 30)), delayMs: 150 };
        return undefined;
      },
    });
    await screen.findByLabelText('Received from');
    const before = new Map(drawn);
    expect(before.get('Received from')).toBeGreaterThan(0);
    expect(await screen.findAllByTestId('order-row')).toHaveLength(3);
    await screen.findByText('1–10 of 30');
    await screen.findByLabelText('3 orders'); // the counts arrived too
    commits.stop();
    expect(drawn).toEqual(before);
    const rowsCommit = commits.batches.findIndex((b) => b.rows);
    const pagerCommit = commits.batches.findIndex((b) => b.pager);
    expect(rowsCommit).toBeGreaterThanOrEqual(0);
    expect(pagerCommit, JSON.stringify(commits.batches)).toBeGreaterThan(rowsCommit);
  });

  it('chat manager: ticking rows does not draw the filter bar again', async () => {
    signInAs('pharmacist', abilitiesFor('pharmacist'));
    renderPage(<AssignOrderPage />, {
      path: '/app/chat-manager/assign-order',
      api: (c) => {
        if (c.url === '/orders/admin/get-unassigned-orders-list') return ok(page(ROWS, 3));
        if (c.url === '/orders/admin/fetch-unassign-orders-count') return ok({ count: 3 });
        if (c.url === '/chats/fetch-chats-counts') return ok({ my: {}, all: {}, unassigned: 3 });
        if (c.url === '/agent/auth/get-pharmacists') return ok([{ id: 3, _id: 3, name: 'Ruwan Fernando' }]);
        return undefined;
      },
    });
    const rows = await screen.findAllByTestId('order-row');
    await screen.findByTestId('unassigned-count');
    const before = new Map(drawn);
    expect(before.get('Received from')).toBeGreaterThan(0);
    fireEvent.click(within(rows[0]).getByRole('checkbox'));
    await waitFor(() => expect(within(rows[0]).getByRole('checkbox')).toHaveProperty('checked', true));
    fireEvent.click(within(rows[1]).getByRole('checkbox'));
    await waitFor(() => expect(within(rows[1]).getByRole('checkbox')).toHaveProperty('checked', true));
    expect(drawn).toEqual(before);
    // A filter changed: the bar draws again (it is memoized, not frozen).
    fireEvent.change(screen.getByLabelText('Received from'), { target: { value: '2025-01-01' } });
    await waitFor(() => expect(drawn.get('Received from')).toBeGreaterThan(before.get('Received from')!));
  });
});
