import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { usePagedList, type PagedList } from '../../../src/console/paging/usePagedList';
import { keepUnchanged } from '../../../src/console/paging/sameRows';
import type { ListPage } from '../../../src/console/orders/types';

/**
 * A server-paged list read again (a realtime event, a reconnection) keeps what is shown: no progress
 * bar over rows already shown, nothing rendered again when the answer is the same, and the rows that
 * did not change keep their objects (a memoised row is not drawn again).
 */
type Row = { id: number; name: string };
let answer: ListPage<Row> = { items: [], count: 0 };
let fail = false;
const fetchPage = () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(structuredClone(answer)));

let renders = 0;
const seen: Array<{ loading: boolean; rows: Row[] }> = [];
let list: PagedList<Row>;
function Page() {
  renders++;
  list = usePagedList(fetchPage, 'k');
  seen.push({ loading: list.loading, rows: list.rows });
  return <div data-testid="rows">{list.loading ? 'loading ' : ''}{list.error ?? ''}{list.rows.map((r) => r.name).join(',')}</div>;
}

const rows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Order ${i + 1}` }));

describe('usePagedList read again', () => {
  it('an unchanged answer renders nothing; a changed row is the only new object; a failed read shows the progress bar on retry', async () => {
    answer = { items: rows(3), count: 3 };
    fail = false;
    render(<Page />);
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('Order 1,Order 2,Order 3'));
    const first = list.rows;
    const before = renders;

    await act(async () => { list.reload(); });
    await act(async () => { await new Promise((r) => setTimeout(r, 20)); });
    // Neither the reload nor its answer (the same rows) renders the list again.
    expect(renders - before).toBe(0);
    expect(list.rows).toBe(first);
    expect(seen.slice(before).some((s) => s.loading)).toBe(false);

    answer = { items: [{ id: 9, name: 'Order 9' }, ...rows(3).map((r) => (r.id === 2 ? { ...r, name: 'Order 2 (changed)' } : r))], count: 4 };
    await act(async () => { list.reload(); });
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('Order 9,Order 1,Order 2 (changed),Order 3'));
    expect(list.rows[1]).toBe(first[0]);
    expect(list.rows[2]).not.toBe(first[1]);
    expect(list.rows[3]).toBe(first[2]);

    fail = true;
    await act(async () => { list.reload(); });
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toContain('Could not connect'));
    fail = false;
    const atRetry = seen.length;
    await act(async () => { list.reload(); });
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('Order 9,Order 1,Order 2 (changed),Order 3'));
    expect(seen.slice(atRetry).some((s) => s.loading), 'a retry after a failure shows that it is loading').toBe(true);
  });
});

describe('keepUnchanged', () => {
  it('answers the shown rows when every row is equal; else keeps each equal row\'s object, matched by id', () => {
    const shown = rows(4);
    expect(keepUnchanged(shown, structuredClone(shown))).toBe(shown);
    const read = structuredClone(shown).reverse();
    const kept = keepUnchanged(shown, read);
    expect(kept).not.toBe(shown);
    expect(kept.map((r, i) => r === shown[3 - i])).toEqual([true, true, true, true]);
    const fewer = keepUnchanged(shown, structuredClone(shown).slice(0, 3));
    expect(fewer).not.toBe(shown);
    expect(fewer.every((r, i) => r === shown[i])).toBe(true);
    // Rows without an id are matched by position.
    const plain = [{ a: 1 }, { a: 2 }];
    const again = keepUnchanged(plain, [{ a: 1 }, { a: 3 }]);
    expect([again[0] === plain[0], again[1] === plain[1]]).toEqual([true, false]);
  });
});
