import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ReportPage from '../../../src/console/reports/ReportPage';
import ReportsLanding from '../../../src/console/reports/ReportsLanding';
import orderDetails from '../../../reports/orderDetails';
import { reports } from '../../../reports/index';
import { reportPages } from '../../../src/console/reports/index';
import { getToasts } from '../../../src/console/notify/notifier';
import { abilitiesFor, signInAs } from '../signedIn';
import { fail, ok, type Call } from '../fakeApi';
import { renderPage } from '../workflows/harness';

const PATH = '/orders/admin/order-flow-details-list-report';
const item = (n: number, patch: object = {}) => ({
  orderId: `HN${String(n).padStart(6, '0')}`, receivedAt: '2025-03-04T10:15:00.000Z', status: 'Invoice done', customer: `Customer ${n}`,
  contactNumber: '+94 77 111 2233', location: 'Colombo 03', deliveryCity: 'Colombo', source: 'app', agent: 'Nimali Perera',
  quotedAt: null, quotationTotal: 1235, invoiceNo: null, invoicedAt: null, invoiceTotal: 1200.5, paymentMethod: 'cash',
  dispatchRun: null, rider: null, dispatchedAt: null, deliveryDate: '2025-03-06', deliveredAt: null, cancellationReason: null, ...patch,
});

const api = (c: Call) => {
  if (c.url === '/pharmacy/admin/get-pharmacies-list') return ok({ items: [{ id: 1, name: 'Colombo 03' }, { id: 2, name: 'Kandy' }], count: 2 });
  if (c.url === PATH) return ok({ items: [item(1), item(2)], count: 57, totals: { orderId: 57, quotationTotal: 70395, invoiceTotal: 2401 } });
  return undefined;
};
const reportCalls = (calls: Call[]) => calls.filter((c) => c.url === PATH);

/** A fetch answering a download as a stream of the given chunks (or one that runs until aborted). */
function fakeFetch(chunks: string[] | 'forever') {
  return vi.fn(async (_url: string, init: RequestInit) => {
    const enc = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        if (chunks === 'forever') {
          controller.enqueue(enc.encode('Order ID,Received\r\nHN000001,x\r\n'));
          init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
          return;
        }
        for (const c of chunks) controller.enqueue(enc.encode(c));
        controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="order-details-2025-03-04.csv"' } });
  });
}

beforeEach(() => {
  signInAs('management', abilitiesFor('management'), { accessToken: 'token-42' });
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => { vi.unstubAllGlobals(); });

describe('the generic report page', () => {
  it('asks for the last 30 days newest first, shows rows, the count and the totals row', async () => {
    const { calls } = renderPage(<ReportPage report={orderDetails} />, { path: '/app/order-details-report', api });
    const rows = await screen.findAllByTestId('report-row');
    expect(rows).toHaveLength(2);
    const first = reportCalls(calls)[0].params;
    expect(first).toMatchObject({ sortBy: 'receivedAt', sortOrder: 'DESC', skip: 0, limit: 25 });
    expect(String(first.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(String(first.endDate)) - Date.parse(String(first.startDate))).toBe(29 * 86_400_000);
    expect(within(rows[0]).getByText('HN000001')).toBeTruthy();
    expect(within(rows[0]).getByText('1235.00')).toBeTruthy();
    const totals = screen.getByTestId('report-totals');
    expect(within(totals).getByText('57')).toBeTruthy();
    expect(within(totals).getByText('70395.00')).toBeTruthy();
    expect(within(totals).getByText('2401.00')).toBeTruthy();
    expect(screen.getByText('1–25 of 57')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Order ID' })).toBeTruthy();
  });

  it('says "more than" where the server capped the count, and pages on while pages come back full', async () => {
    const full = Array.from({ length: 25 }, (_, i) => item(i + 1));
    const capped = (c: Call) => (c.url === PATH
      ? ok({ items: Number(c.params.skip) >= 25 ? full.slice(0, 3) : full, count: 1000, countCapped: true, totals: { orderId: 1000, quotationTotal: 70395, invoiceTotal: 2401 } })
      : api(c));
    const { calls } = renderPage(<ReportPage report={orderDetails} />, { path: '/app/order-details-report', api: capped });
    await screen.findAllByTestId('report-row');
    expect(screen.getByText('1–25 of more than 1,000')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/More than 1,000 rows: the count stops there/);
    expect(within(screen.getByTestId('report-totals')).getByText('more than 1,000')).toBeTruthy();
    const next = screen.getByRole('button', { name: /next page/i });
    expect(next).toHaveProperty('disabled', false);
    fireEvent.click(next);
    await waitFor(() => expect(reportCalls(calls).at(-1)!.params).toMatchObject({ skip: 25 }));
    await waitFor(() => expect(screen.getAllByTestId('report-row')).toHaveLength(3));
    expect(screen.getByRole('button', { name: /next page/i })).toHaveProperty('disabled', true);
  });

  it('sorts on the server by the clicked column and pages', async () => {
    const { calls } = renderPage(<ReportPage report={orderDetails} />, { path: '/app/order-details-report', api });
    await screen.findAllByTestId('report-row');
    fireEvent.click(screen.getByRole('button', { name: 'Customer' }));
    await waitFor(() => expect(reportCalls(calls).at(-1)!.params).toMatchObject({ sortBy: 'customer', sortOrder: 'DESC', skip: 0 }));
    fireEvent.click(screen.getByRole('button', { name: 'Customer' }));
    await waitFor(() => expect(reportCalls(calls).at(-1)!.params).toMatchObject({ sortBy: 'customer', sortOrder: 'ASC' }));
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(reportCalls(calls).at(-1)!.params).toMatchObject({ skip: 25, limit: 25 }));
  });

  it('offers locations and statuses from the schema, and searches with the chosen filters', async () => {
    const { calls } = renderPage(<ReportPage report={orderDetails} />, { path: '/app/order-details-report', api });
    await screen.findAllByTestId('report-row');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Location/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Kandy' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cancelled' }));
    fireEvent.change(screen.getByLabelText(/Received from/), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByLabelText(/Received to/), { target: { value: '2025-01-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(reportCalls(calls).at(-1)!.params).toMatchObject({ startDate: '2025-01-01', endDate: '2025-01-31', location: 2, status: 17, skip: 0 }));
  });

  it('checks the date range before asking (order and span), and shows the server\'s field errors under the filter', async () => {
    let refuse = false;
    const refusal = 'Received to is past the last closed day';
    const { calls } = renderPage(<ReportPage report={orderDetails} />, {
      path: '/app/order-details-report',
      api: (c) => (refuse && c.url === PATH ? fail(400, refusal, 'VALIDATION_FAILED', [{ field: 'querystring.endDate', message: refusal }]) : api(c)),
    });
    await screen.findAllByTestId('report-row');
    const before = reportCalls(calls).length;
    fireEvent.change(screen.getByLabelText(/Received from/), { target: { value: '2025-02-01' } });
    fireEvent.change(screen.getByLabelText(/Received to/), { target: { value: '2025-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Received to must not be before Received from')).toBeTruthy();
    expect(reportCalls(calls)).toHaveLength(before);
    fireEvent.change(screen.getByLabelText(/Received from/), { target: { value: '2022-12-31' } });
    fireEvent.change(screen.getByLabelText(/Received to/), { target: { value: '2025-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Received to may be at most 2 years after Received from')).toBeTruthy();
    expect(reportCalls(calls)).toHaveLength(before);
    refuse = true;
    fireEvent.change(screen.getByLabelText(/Received from/), { target: { value: '2023-01-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findAllByText(refusal)).length).toBeGreaterThan(0);
    // The rows go in the deferred render that follows (ReportPage).
    await waitFor(() => expect(screen.queryAllByTestId('report-row')).toHaveLength(0));
  });

  it('downloads CSV with the token and the same filters and sort, showing rows received, then saves the file', async () => {
    const fetchMock = fakeFetch(['\uFEFFOrder ID,Received\r\n', 'HN000001,a\r\nHN000002,b\r\n', 'HN000003,c\r\n']);
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<ReportPage report={orderDetails} />, { path: '/app/order-details-report', api });
    await screen.findAllByTestId('report-row');
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(getToasts().some((t) => t.text === 'order-details-2025-03-04.csv downloaded')).toBe(true));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toMatch(/^\/api\/v1\/orders\/admin\/order-flow-details-list-report\?/);
    const qs = new URLSearchParams(url.split('?')[1]);
    expect(Object.fromEntries(qs)).toMatchObject({ format: 'csv', sortBy: 'receivedAt', sortOrder: 'DESC' });
    expect(qs.get('startDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(qs.has('skip')).toBe(false);
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-42');
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
    const blob = (URL.createObjectURL as unknown as { mock: { calls: [[Blob]] } }).mock.calls[0][0];
    expect(await blob.text()).toContain('HN000003,c');
  });

  it('shows progress while a download runs and cancels it', async () => {
    vi.stubGlobal('fetch', fakeFetch('forever'));
    renderPage(<ReportPage report={orderDetails} />, { path: '/app/order-details-report', api });
    await screen.findAllByTestId('report-row');
    fireEvent.click(screen.getByRole('button', { name: 'Download XLSX' }));
    const progress = await screen.findByTestId('download-progress');
    expect(progress.textContent).toMatch(/received/);
    expect((screen.getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel download' }));
    await waitFor(() => expect(screen.queryByTestId('download-progress')).toBeNull());
    expect(getToasts().some((t) => t.text === 'Download cancelled')).toBe(true);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});

describe('routes spec 2 opens to everyone', () => {
  it('registers the collection details and re-order list pages for every role, and shows figures only to roles holding the report', async () => {
    const open = reportPages.filter((p) => p.open).map((p) => p.path).sort();
    expect(open).toEqual(['/collection-details-report', '/re-order-list-report']);
    signInAs('delivery_agent', abilitiesFor('delivery_agent'));
    const collection = reports.find((r) => r.route === '/collection-details-report')!;
    const { calls } = renderPage(<ReportPage report={collection} />, { path: '/app/collection-details-report', api });
    expect(await screen.findByTestId('not-permitted')).toBeTruthy();
    expect(calls.filter((c) => c.url === collection.path)).toEqual([]); // nothing asked that the server would refuse
  });
});

describe('the Reports landing', () => {
  it('lists the reports the role may open, and none for a role without', async () => {
    renderPage(<ReportsLanding />, { path: '/app/reports', api });
    const link = await screen.findByRole('link', { name: /Order details/ });
    expect(link.getAttribute('href')).toBe('/app/order-details-report');
    cleanup();
    signInAs('delivery_agent', abilitiesFor('delivery_agent'));
    renderPage(<ReportsLanding />, { path: '/app/reports', api });
    expect(await screen.findByTestId('empty-state')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Order details/ })).toBeNull();
  });
});
