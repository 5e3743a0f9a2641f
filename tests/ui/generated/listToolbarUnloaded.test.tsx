import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import invoices from '@resources/invoices';
import { renderGenerated } from '../generatedHarness';
import { serveOneInvoice } from './oneInvoice';

// The toolbar's chunk cannot be loaded (the network dropped after the page came).
const tried = vi.hoisted(() => ({ n: 0 }));
vi.mock('../../../src/console/generated/ListFilterParts', () => { tried.n++; throw new Error('Failed to fetch dynamically imported module'); });

describe('a generated list whose filters cannot load', () => {
  it('keeps its rows and the outline of its filters (ListToolbar)', async () => {
    renderGenerated(invoices, '/app/find-orders/invoices', serveOneInvoice());
    expect(await screen.findByText('HN000077')).toBeTruthy();
    await waitFor(() => expect(tried.n).toBeGreaterThan(0));
    // Settled: the rows and the outline stay, no error page.
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.getByText('HN000077')).toBeTruthy();
    expect(screen.getByTestId('list-filters-outline')).toBeTruthy();
    expect(screen.getByTestId('list-toolbar').getAttribute('aria-busy')).toBe('true');
  });
});
