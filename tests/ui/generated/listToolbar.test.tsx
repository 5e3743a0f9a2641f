import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import invoices from '@resources/invoices';
import { renderGenerated } from '../generatedHarness';
import { serveOneInvoice } from './oneInvoice';

/**
 * A generated list's filter inputs load after its rows (ListToolbar): until then an outline of the
 * toolbar stands in, each shown filter a disabled box holding the value the list is filtered by, so
 * the screen never shows another value than the one in use; then the real inputs take its place.
 */
// The rows come a little later, as from a server: the outline is seen before them.
const serve = serveOneInvoice(300);
const filter = { searchTerm: '000031', status: 'posted', startDate: '2026-11-01' };

describe('a generated list\'s toolbar', () => {
  it('is an outline holding the filters\' values until the rows are drawn, then the real filters', async () => {
    renderGenerated(invoices, `/app/find-orders/invoices?filter=${encodeURIComponent(JSON.stringify(filter))}`, serve);
    const outline = await screen.findByTestId('list-filters-outline');
    expect(screen.queryByText('HN000077')).toBeNull();
    const toolbar = screen.getByTestId('list-toolbar');
    expect(toolbar.getAttribute('aria-busy')).toBe('true');
    expect(outline.getAttribute('title')).toBe('Loading');
    // Export is drawn once, at once, and stays through the swap (a press on it is never lost).
    const exportButton = within(toolbar).getByRole('button', { name: 'Export' });
    const boxes = within(outline).getAllByRole('textbox') as HTMLInputElement[];
    // Search (by its placeholder), Status (the choice's words, not its value), From; To is a date box with no value.
    expect(boxes.map((b) => [b.value, b.disabled])).toEqual([['000031', true], ['Posted', true]]);
    expect((outline.querySelector('input[type=date]') as HTMLInputElement).value).toBe('2026-11-01');
    expect(await screen.findByText('HN000077')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('list-filters-outline')).toBeNull());
    expect(toolbar.getAttribute('aria-busy')).toBe('false');
    expect(within(toolbar).getByRole('button', { name: 'Export' })).toBe(exportButton);
    const status = await screen.findByRole('combobox', { name: 'Status' });
    expect(status.getAttribute('aria-disabled')).toBeNull();
    expect(status.textContent).toBe('Posted');
    expect((screen.getByPlaceholderText('Invoice no. or order ID') as HTMLInputElement).value).toBe('000031');
  });
});
