import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import RolPage from '../../../src/console/workflows/purchases/RolPage';
import { SEARCH_DELAY_MS } from '../../../src/console/tables/useDebouncedSearch';
import { abilitiesFor, signInAs } from '../signedIn';
import { ok } from '../fakeApi';
import { renderPage } from '../workflows/harness';

const ROL = '/product/admin/get-rol-products-list';
const rolRow = (id: number, name = `Product ${id}`) => ({ id, displayId: `P${String(id).padStart(6, '0')}`, productName: name, supplierName: 'Hemas',
  availableQuantity: 1, reOrderLevel: 10, suggestedQuantity: 20, lowestUom: 'Tablet' });
const many = Array.from({ length: 245 }, (_, i) => rolRow(i + 1));
const renderedRows = () => document.querySelectorAll('[data-testid^="rol-"]');
const region = () => screen.getByRole('region', { name: 'Products at or under their re-order level' });

// jsdom lays nothing out: scrolling is the region's scrollTop plus a scroll event, as a browser gives.
const scrollTo = (el: HTMLElement, top: number) => {
  Object.defineProperty(el, 'scrollTop', { configurable: true, value: top });
  fireEvent.scroll(el);
};

describe('ROL page with 245 rows (virtualised, debounced and cancelled search)', () => {
  beforeEach(() => signInAs('procurement_officer', abilitiesFor('procurement_officer')));
  afterEach(() => { vi.useRealTimers(); });

  it('keeps only a window of the rows in the page, yet every row is reached by scrolling and by the End key', async () => {
    renderPage(<RolPage />, { path: '/app/', api: (c) => (c.url === ROL ? ok({ items: many, count: many.length }) : undefined) });
    await screen.findByLabelText('Select Product 1');
    expect(renderedRows().length).toBeGreaterThan(5);
    expect(renderedRows().length).toBeLessThan(50);
    expect(screen.queryByLabelText('Select Product 245')).toBeNull();

    const seen = new Set<string>();
    for (let top = 0; top <= 245 * 53; top += 600) {
      await act(async () => scrollTo(region(), top));
      renderedRows().forEach((r) => seen.add(r.getAttribute('data-testid') ?? ''));
      expect(renderedRows().length).toBeLessThan(50);
    }
    expect(seen.size).toBe(245);
    expect(screen.queryByLabelText('Select Product 1')).toBeNull();

    // Keyboard: End on the focused region brings the last row, Home the first.
    await act(async () => scrollTo(region(), 0));
    let top = 0;
    Object.defineProperty(region(), 'scrollTop', { configurable: true, get: () => top, set: (v: number) => { top = v; fireEvent.scroll(region()); } });
    region().focus();
    await act(async () => { fireEvent.keyDown(region(), { key: 'End' }); });
    expect(await screen.findByLabelText('Select Product 245')).toBeTruthy();
    await act(async () => { fireEvent.keyDown(region(), { key: 'Home' }); });
    expect(await screen.findByLabelText('Select Product 1')).toBeTruthy();
  }, 90_000);

  it('sends one search for a burst of keystrokes, aborts the request in flight, and a late old answer never replaces the newer one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = renderPage(<RolPage />, {
      path: '/app/', api: (c) => {
        if (c.url !== ROL) return undefined;
        if (c.params.searchKey === 'amo') return { ...ok({ items: [rolRow(1, 'Amoxil 250mg')], count: 1 }), delayMs: 2000 };
        if (c.params.searchKey === 'amox') return ok({ items: [rolRow(2, 'Amoxicillin 500mg')], count: 1 });
        return ok({ items: many, count: many.length });
      },
    });
    await screen.findByLabelText('Select Product 1');
    const search = screen.getByLabelText('Search');
    const searches = () => calls.filter((c) => c.url === ROL && c.params.searchKey);

    for (const text of ['a', 'am', 'amo']) {
      fireEvent.change(search, { target: { value: text } });
      await act(async () => { vi.advanceTimersByTime(SEARCH_DELAY_MS / 3); });
    }
    expect(searches()).toEqual([]);
    // The old rows stay, marked busy, while the typed search waits out the delay.
    expect(region().getAttribute('aria-busy')).toBe('true');
    await act(async () => { vi.advanceTimersByTime(SEARCH_DELAY_MS); });
    expect(searches().map((c) => c.params.searchKey)).toEqual(['amo']);
    expect(region().getAttribute('aria-busy')).toBe('true');

    // 'amo' is still on its way (slow) when the next keystroke settles: it is aborted.
    fireEvent.change(search, { target: { value: 'amox' } });
    await act(async () => { vi.advanceTimersByTime(SEARCH_DELAY_MS + 10); });
    expect(searches().map((c) => c.params.searchKey)).toEqual(['amo', 'amox']);
    expect(searches()[0].signal?.aborted).toBe(true);
    expect(searches()[1].signal?.aborted).toBe(false);
    await screen.findByLabelText('Select Amoxicillin 500mg');
    expect(region().getAttribute('aria-busy')).toBe('false');

    // The old answer arrives late and is dropped.
    await act(async () => { vi.advanceTimersByTime(3000); });
    await act(async () => { await Promise.resolve(); });
    expect(screen.queryByLabelText('Select Amoxil 250mg')).toBeNull();
    expect(screen.getByLabelText('Select Amoxicillin 500mg')).toBeTruthy();
  });
});
