import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import axios from 'axios';
import { prefetchOpeningPage } from '../../../src/console/routing/prefetchOpeningPage';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { STAGES } from '@shared/orders/stages';
import KanbanPage from '../../../src/console/workflows/kanban/KanbanPage';
import ChatOverviewPage from '../../../src/console/workflows/chatOverview/ChatOverviewPage';
import { abilitiesFor, signInAs } from '../signedIn';
import { fakeApi, ok } from '../fakeApi';
import { renderPage, row } from './harness';
import type { OrderRow } from '../../../src/console/orders/types';
import { StatusChip } from '../../../src/console/orders/StatusChip';
import { CARD_HEIGHT, FLAGGED_CARD_HEIGHT } from '../../../src/console/workflows/kanban/cardHeight';

const column = (stage: string, n: number, count: number, from = 0) =>
  ({ stage, label: stage, count, items: Array.from({ length: n }, (_, i) => row({ id: 5000 + STAGES.indexOf(stage as never) * 1000 + from + i, stage: stage as OrderRow['stage'], order_id: `HN${stage}${from + i}` })) });

// jsdom does no layout: give scroll containers a size so the virtualiser has a window to fill.
const sizes = ['clientHeight', 'clientWidth'] as const;
const saved = sizes.map((k) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, k));
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 280 });
});
afterAll(() => sizes.forEach((k, i) => saved[i] && Object.defineProperty(HTMLElement.prototype, k, saved[i]!)));

describe('kanban board', () => {
  it('shows eight columns with counts and cards, pages a column from the server and toggles the sort', async () => {
    signInAs('management', abilitiesFor('management'));
    const { calls } = renderPage(<KanbanPage />, {
      path: '/app/kanban-board',
      api: (c) => {
        if (c.url !== '/orders/admin/get-kanban-board-data-to-initial-load') return undefined;
        if (c.params.stage) return ok(column(String(c.params.stage), 5, 5000, Number(c.params.skip)));
        return ok({ columns: STAGES.map((s) => column(s, s === 'new_requests' ? 20 : 2, s === 'new_requests' ? 5000 : 2)), total: 5014 });
      },
    });
    for (const s of STAGES) expect(await screen.findByTestId(`kanban-column-${s}`)).toBeTruthy();
    // The cards and counts render as a deferred update, a moment after the columns (KanbanBoard).
    await waitFor(() => expect(screen.getByTestId('kanban-count-new_requests').textContent).toBe('5000'));
    expect(calls[0].params).toMatchObject({ sortBy: 'status_update', limit: 20 });
    const col = screen.getByTestId('kanban-column-new_requests');
    // Virtualised: the 5,000-order column holds only a window of cards in the DOM.
    expect(within(col).getAllByTestId('kanban-card').length).toBeLessThanOrEqual(20);
    // Near the end of the loaded cards the column asks for its next page.
    await waitFor(() => expect(calls.find((c) => c.params.stage === 'new_requests')?.params).toMatchObject({ skip: 20, limit: 50 }));
    fireEvent.click(screen.getByRole('button', { name: 'Sorting dates' }));
    await waitFor(() => expect(calls.at(-1)!.params).toMatchObject({ sortBy: 'sorting_date' }));
  });

  it('re-reads the board when the connection is back after it dropped', async () => {
    signInAs('management', abilitiesFor('management'));
    const { emit, calls } = renderPage(<KanbanPage />, {
      path: '/app/kanban-board',
      api: (c) => (c.url === '/orders/admin/get-kanban-board-data-to-initial-load' && !c.params.stage ? ok({ columns: STAGES.map((s) => column(s, 2, 2)), total: 16 }) : undefined),
    });
    await screen.findByTestId('kanban-column-new_requests');
    const boardReads = () => calls.filter((c) => c.params.limit === 20).length;
    expect(boardReads()).toBe(1);
    act(() => emit('resync', undefined));
    await waitFor(() => expect(boardReads()).toBe(2));
  });

  it('moves a card on stepChanged and re-reads the counts', async () => {
    signInAs('management', abilitiesFor('management'));
    const cols = () => STAGES.map((s) => column(s, 2, 2));
    const { emit, calls } = renderPage(<KanbanPage />, {
      path: '/app/kanban-board',
      api: (c) => {
        if (c.url !== '/orders/admin/get-kanban-board-data-to-initial-load') return undefined;
        return c.params.stage ? ok(column(String(c.params.stage), 0, 2)) : ok({ columns: cols(), total: 16 });
      },
    });
    const newCol = await screen.findByTestId('kanban-column-new_requests');
    await waitFor(() => expect(within(newCol).getAllByTestId('kanban-card')).toHaveLength(2));
    const moving = within(newCol).getAllByTestId('kanban-card')[0].getAttribute('data-order-id')!;
    const id = 5000;
    act(() => emit('stepChanged', { orderId: id, from: 1, to: 17, row: row({ id, order_id: moving, status: 17, stage: 'cancelled', sorting_status_update_date: '2030-01-01T00:00:00Z' }) }));
    await waitFor(() => expect(within(screen.getByTestId('kanban-column-cancelled')).getAllByTestId('kanban-card')[0].getAttribute('data-order-id')).toBe(moving));
    expect(within(screen.getByTestId('kanban-column-new_requests')).getAllByTestId('kanban-card')).toHaveLength(1);
    await waitFor(() => expect(calls.some((c) => c.params.limit === 1)).toBe(true));
  });

  it("shows each card's status and action-required flag as an order row's tags, worded and coloured as the status chip", async () => {
    signInAs('management', abilitiesFor('management'));
    const cards = [row({ id: 9101, status: 4, stage: 'action_required', actionRequired: true }), row({ id: 9102, status: 1, stage: 'action_required' })];
    renderPage(<><KanbanPage /><div data-testid="chips"><StatusChip status={4} /><StatusChip status={1} /></div></>, {
      path: '/app/kanban-board',
      api: (c) => (c.url === '/orders/admin/get-kanban-board-data-to-initial-load' && !c.params.stage
        ? ok({ columns: STAGES.map((st) => (st === 'action_required' ? { stage: st, label: st, count: 2, items: cards } : column(st, 0, 0))), total: 2 })
        : undefined),
    });
    const col = await screen.findByTestId('kanban-column-action_required');
    await waitFor(() => expect(within(col).getAllByTestId('kanban-card')).toHaveLength(2));
    const chips = [...screen.getByTestId('chips').querySelectorAll('.MuiChip-root')];
    for (const [i, card] of within(col).getAllByTestId('kanban-card').entries()) {
      // No Chip component in a card: the status is the rows' tag, as the chip words and colours it.
      expect(card.querySelector('.MuiChip-root')).toBeNull();
      const status = card.querySelector('.rx-kc-head .rx-tag')!;
      expect(status.textContent).toBe(chips[i].textContent);
      expect(status.className).toContain(`rx-tag-${/MuiChip-color(\w+)/.exec(chips[i].className)?.[1]?.toLowerCase() ?? 'default'}`);
    }
    const [flagged, plain] = within(col).getAllByTestId('kanban-card');
    expect(flagged.querySelector('.rx-kc-body > .rx-tag-filled.rx-tag-warning')?.textContent).toBe('Action required');
    expect(plain.querySelector('.rx-tag-filled')).toBeNull();
    // The flag is a line more: its card's slot is taller, so the flag is not cut off (cardHeight.ts).
    expect(flagged.parentElement!.style.height).toBe(`${FLAGGED_CARD_HEIGHT}px`);
    expect(plain.parentElement!.style.height).toBe(`${CARD_HEIGHT}px`);
    expect(FLAGGED_CARD_HEIGHT).toBeGreaterThan(CARD_HEIGHT);
  });
});

describe('kanban board on a narrow screen: a column draws its cards as it nears the view', () => {
  /** IntersectionObserver as the browser gives it, reporting only when a test says a column came near. */
  const observers: Array<{ cb: IntersectionObserverCallback; targets: Element[]; root: Element | null; margin?: string; self: IntersectionObserver }> = [];
  beforeAll(() => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      private entry: (typeof observers)[number];
      constructor(cb: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { cb, targets: [], root: (options?.root as Element) ?? null, margin: options?.rootMargin, self: this as unknown as IntersectionObserver };
        observers.push(this.entry);
      }
      observe(el: Element) { this.entry.targets.push(el); }
      disconnect() { this.entry.targets = []; }
      unobserve() { /* not used */ }
      takeRecords() { return []; }
    };
  });
  afterAll(() => { delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver; });
  const comesNear = (section: Element) => act(() => {
    for (const o of observers.filter((x) => x.targets.includes(section))) {
      o.cb([{ target: section, isIntersecting: true } as unknown as IntersectionObserverEntry], o.self);
    }
  });

  it('shows every column\'s header and count at once, cards only in the columns that came near, and pages only those', async () => {
    signInAs('management', abilitiesFor('management'));
    const { calls } = renderPage(<KanbanPage />, {
      path: '/app/kanban-board',
      api: (c) => {
        if (c.url !== '/orders/admin/get-kanban-board-data-to-initial-load') return undefined;
        if (c.params.stage) return ok(column(String(c.params.stage), 5, 500, Number(c.params.skip)));
        return ok({ columns: STAGES.map((st) => column(st, 3, 500)), total: 4000 });
      },
    });
    const first = await screen.findByTestId(`kanban-column-${STAGES[0]}`);
    await waitFor(() => expect(screen.getByTestId(`kanban-count-${STAGES[7]}`).textContent).toBe('500'));
    // Each column is watched against the row of columns, one width either side of its view.
    const row = first.parentElement!;
    for (const st of STAGES) expect(observers.some((o) => o.root === row && o.margin === '0px 100% 0px 100%' && o.targets.includes(screen.getByTestId(`kanban-column-${st}`))), st).toBe(true);
    for (const st of STAGES) {
      const col = screen.getByTestId(`kanban-column-${st}`);
      expect(within(col).queryAllByTestId('kanban-card'), st).toHaveLength(0);
      // No empty ARIA list while it draws no card.
      expect(within(col).queryByRole('list')).toBeNull();
    }
    comesNear(first);
    await waitFor(() => expect(within(first).getAllByTestId('kanban-card')).toHaveLength(3));
    expect(within(first).getByRole('list')).toBeTruthy();
    for (const st of STAGES.slice(1)) expect(within(screen.getByTestId(`kanban-column-${st}`)).queryAllByTestId('kanban-card'), st).toHaveLength(0);
    // Only the column in view asked for its next page (its last cards are drawn); the others wait.
    await waitFor(() => expect(calls.some((c) => c.params.stage === STAGES[0])).toBe(true));
    expect(calls.filter((c) => c.params.stage && c.params.stage !== STAGES[0])).toEqual([]);
    // Scrolled to the last column: its cards come; the first keeps its own.
    const last = screen.getByTestId(`kanban-column-${STAGES[7]}`);
    comesNear(last);
    await waitFor(() => expect(within(last).getAllByTestId('kanban-card')).toHaveLength(3));
    expect(within(first).getAllByTestId('kanban-card').length).toBeGreaterThanOrEqual(3);
  });
});

describe('chat overview dashboard', () => {
  it('draws orders per stage and per agent, and redraws on events', async () => {
    signInAs('management', abilitiesFor('management'));
    let n = 4;
    const { emit } = renderPage(<ChatOverviewPage />, {
      path: '/app/chats-overview',
      api: (c) => (c.url === '/chats/overview' ? ok({
        stages: STAGES.map((s) => ({ stage: s, label: s, count: s === 'new_requests' ? n : 1 })),
        agents: [{ agentId: 3, name: 'Ruwan Fernando', counts: Object.fromEntries(STAGES.map((s) => [s, 1])), total: 8 }],
        unassigned: Object.fromEntries(STAGES.map((s) => [s, s === 'new_requests' ? 2 : 0])),
      }) : undefined),
    });
    expect((await screen.findByTestId('bar-new_requests')).textContent).toContain('4');
    expect(screen.getByTestId('bar-agent-3').textContent).toContain('Ruwan Fernando');
    // "Open orders per agent": the eight stages at 1 each, less completed and cancelled.
    expect(screen.getByTestId('bar-agent-3').textContent).toContain('6');
    expect(screen.getByTestId('bar-agent-3').textContent).not.toContain('8');
    expect(screen.getByRole('table', { name: 'Orders per agent and stage' })).toBeTruthy();
    n = 5;
    act(() => emit('newOrder', { orderId: 1 }));
    await waitFor(() => expect(screen.getByTestId('bar-new_requests').textContent).toContain('5'));
  });
});

describe('kanban board opened by its address: the first read is asked for before the console renders', () => {
  const BOARD = '/orders/admin/get-kanban-board-data-to-initial-load';
  const board = (orderId: string) => ok({ columns: STAGES.map((s) => ({ ...column(s, 0, 0), ...(s === 'new_requests' ? { count: 1, items: [row({ id: 4242, stage: s, order_id: orderId })] } : {}) })), total: 1 });
  const open = () => renderPage(<KanbanPage />, { path: '/app/kanban-board', api: (c) => (c.url === BOARD ? board('HNAGAIN') : undefined) });

  it('the entry\'s read is the one the board takes, once; a later visit asks again', async () => {
    signInAs('management', abilitiesFor('management'));
    const early = fakeApi((c) => (c.url === BOARD ? board('HNEARLY') : undefined));
    prefetchOpeningPage('/app/kanban-board', axios.create({ baseURL: '/api/v1', adapter: early.adapter }));
    await waitFor(() => expect(early.calls).toHaveLength(1));
    expect(early.calls[0].params).toEqual({ sortBy: 'status_update', limit: 20 });

    const first = open();
    expect(await screen.findByText('HNEARLY')).toBeTruthy();
    expect(first.calls.filter((c) => c.url === BOARD)).toHaveLength(0);
    first.unmount();
    const again = open();
    expect(await screen.findByText('HNAGAIN')).toBeTruthy();
    expect(again.calls.filter((c) => c.url === BOARD)).toHaveLength(1);
    expect(early.calls).toHaveLength(1);
  });

  it('the full-screen board is asked for too; a role without the board, or another path, asks nothing early', async () => {
    signInAs('management', abilitiesFor('management'));
    const early = fakeApi(() => board('x'));
    const http = axios.create({ baseURL: '/api/v1', adapter: early.adapter });
    prefetchOpeningPage('/app/kanban-board/fullscreen', http);
    await waitFor(() => expect(early.calls.map((c) => c.url)).toEqual([BOARD]));
    signInAs('pharmacist', abilitiesFor('pharmacist'));
    prefetchOpeningPage('/app/kanban-board', http);
    signInAs('management', abilitiesFor('management'));
    for (const path of ['/app/kanban-board/other', '/app/kanban-boards', '/app/chat-overview']) prefetchOpeningPage(path, http);
    await new Promise((r) => setTimeout(r, 20));
    expect(early.calls).toHaveLength(1);
  });
});
