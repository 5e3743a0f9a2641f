import { describe, expect, it, beforeEach } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ReportPage from '../../../src/console/reports/ReportPage';
import ReportsLanding from '../../../src/console/reports/ReportsLanding';
import customerSalesMom from '../../../reports/customerSalesMom';
import hbsUsers from '../../../reports/hbsUsers';
import { abilitiesFor, signInAs } from '../signedIn';
import { ok, type Call } from '../fakeApi';
import { renderPage } from '../workflows/harness';

/** The issue 12 reports drawn by the generic page: their own filters, columns and totals, and where the landing lists them. */

const MOM = customerSalesMom.path;
const USERS = hbsUsers.path;
const api = (c: Call) => {
  if (c.url === '/pharmacy/admin/get-pharmacies-list') return ok({ items: [{ id: 1, name: 'Colombo 03' }, { id: 2, name: 'Kandy' }], count: 2 });
  if (c.url === MOM) {
    return ok({
      items: [{ customerId: 'HNCX000001', customer: 'Amara Silva', contactNumber: '+94 77 111 2233', previousOrders: 1, previousSales: 1200, currentOrders: 2, currentSales: 1500, change: 300, changePercent: 25 },
        { customerId: 'HNCX000002', customer: 'Bimal Jayawardena', contactNumber: '+94 71 555 8899', previousOrders: 1, previousSales: 800, currentOrders: 1, currentSales: 250, change: -550, changePercent: -68.8 }],
      count: 2, totals: { customerId: 2, previousOrders: 2, previousSales: 2000, currentOrders: 3, currentSales: 1750, change: -250 },
    });
  }
  if (c.url === USERS) return ok({ items: [], count: 0, totals: { customerId: 0 } });
  return undefined;
};
const callsTo = (calls: Call[], url: string) => calls.filter((c) => c.url === url);

beforeEach(() => { signInAs('management', abilitiesFor('management')); });

describe('customer-wise sales month on month page', () => {
  it('asks for the last 30 days by sales, highest first, and shows both months, the change and totals', async () => {
    const { calls } = renderPage(<ReportPage report={customerSalesMom} />, { path: '/app/customer-wise-sales-mom-comparison-report', api });
    const rows = await screen.findAllByTestId('report-row');
    expect(rows).toHaveLength(2);
    expect(callsTo(calls, MOM)[0].params).toMatchObject({ sortBy: 'currentSales', sortOrder: 'DESC', skip: 0 });
    expect(screen.getByRole('columnheader', { name: 'Sales, month before' })).toBeTruthy();
    expect(within(rows[1]).getByText('-550.00')).toBeTruthy();
    expect(within(rows[1]).getByText('-68.8')).toBeTruthy();
    const totals = screen.getByTestId('report-totals');
    expect(within(totals).getByText('1750.00')).toBeTruthy();
    expect(within(totals).getByText('-250.00')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Location/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Kandy' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(callsTo(calls, MOM).at(-1)!.params).toMatchObject({ location: 2, skip: 0 }));
  });
});

describe('HBS users list page', () => {
  it('offers the sources and says when nobody registered', async () => {
    const { calls } = renderPage(<ReportPage report={hbsUsers} />, { path: '/app/users-list-report', api });
    await waitFor(() => expect(callsTo(calls, USERS)).toHaveLength(1));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Source/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Offline' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(callsTo(calls, USERS).at(-1)!.params).toMatchObject({ source: 'offline' }));
    expect(screen.queryAllByTestId('report-row')).toHaveLength(0);
  });
});

describe('the Reports landing', () => {
  it('lists the remaining reports for management, and only the month-on-month ones for marketing', async () => {
    renderPage(<ReportsLanding />, { path: '/app/reports', api });
    for (const [title, href] of [['Order cancellation', '/app/order-cancellation-report'], ['Customer-wise sales, month on month', '/app/customer-wise-sales-mom-comparison-report'],
      ['Revenue, month on month', '/app/mom-revenue-report'], ['Order processing', '/app/order-processing-report'], ['HBS users list', '/app/users-list-report'], ['Re-order list', '/app/re-order-list-report']]) {
      expect((await screen.findByRole('link', { name: new RegExp(`^${title}`) })).getAttribute('href')).toBe(href);
    }
    cleanup();
    signInAs('marketing', abilitiesFor('marketing'));
    renderPage(<ReportsLanding />, { path: '/app/reports', api });
    expect(await screen.findByRole('link', { name: /^Revenue, month on month/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Order cancellation/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^HBS users list/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Re-order list/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Order processing/ })).toBeNull();
  });
});
