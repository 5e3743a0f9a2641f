import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import invoices from '@resources/invoices';
import { ok, type Call, type Reply } from '../fakeApi';
import { renderGenerated } from '../generatedHarness';

// The toolbar's chunk cannot be loaded (the network dropped after the page came).
const tried = vi.hoisted(() => ({ n: 0 }));
vi.mock('../../../src/console/generated/ListFilterParts', () => { tried.n++; throw new Error('Failed to fetch dynamically imported module'); });

const INVOICE = { id: 31, invoiceNo: '000031', orderId: 77, orderDisplayId: 'HN000077', customerName: 'Kamal Silva', quotationId: 9, status: 'posted', linesTotal: 985, deliveryFee: 250, promoDiscount: 0, netTotal: 1235, postedAt: '2026-11-25T09:00:00Z', createdAt: '2026-11-25T08:20:00Z' };
const serve = (c: Call): Reply | undefined => (c.url === '/quotations/invoices-list' ? ok({ items: [INVOICE], count: 1 }) : undefined);

describe('a generated list whose filters cannot load', () => {
  it('keeps its rows and the outline of its filters (ListToolbar)', async () => {
    renderGenerated(invoices, '/app/find-orders/invoices', serve);
    expect(await screen.findByText('HN000077')).toBeTruthy();
    await waitFor(() => expect(tried.n).toBeGreaterThan(0));
    // Settled: the rows and the outline stay, no error page.
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.getByText('HN000077')).toBeTruthy();
    expect(screen.getByTestId('list-filters-outline')).toBeTruthy();
    expect(screen.getByTestId('list-toolbar').getAttribute('aria-busy')).toBe('true');
  });
});
