import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import PerformanceDashboardPage from '../../../src/console/workflows/dashboards/PerformanceDashboardPage';
import ProcessingDashboardPage from '../../../src/console/workflows/dashboards/ProcessingDashboardPage';
import HomeDashboardPage from '../../../src/console/workflows/dashboards/HomeDashboardPage';
import HomeChartPage from '../../../src/console/workflows/dashboards/HomeChartPage';
import { dashboardPages } from '../../../src/console/workflows/dashboards';
import { minutes, percent, rating } from '../../../src/console/workflows/dashboards/format';
import { rangeError } from '../../../src/console/workflows/dashboards/range';
import { abilitiesFor, signInAs } from '../signedIn';
import { fail, ok, type Call } from '../fakeApi';
import { renderPage } from '../workflows/harness';

const range = { startDate: '2026-03-02', endDate: '2026-03-03', location: null };
const stages = [
  { stage: 'new_requests', label: 'New Requests', count: 0 }, { stage: 'action_required', label: 'Action Required', count: 1 },
  { stage: 'awaiting_response', label: 'Awaiting Response', count: 1 }, { stage: 'completed', label: 'Completed', count: 2 },
  { stage: 'cancelled', label: 'Cancelled', count: 1 },
];
const performance = {
  range, totalOrders: 5, totalPendings: 2, totalQuotations: 4, totalRatings: 2, totalDeliveries: 2, totalCancellations: 1,
  customerServiceLike: 2, customerServiceDislike: 0, deliveryLike: 1, deliveryDislike: 1, medicationLike: 1, medicationDislike: 0,
  mobileAppLike: 0, mobileAppDislike: 1, cancellationPercentage: 20, deliverySlaPercentage: 50, quotationSlaPercentage: 75,
  avgDeliveryTimeHours: 24.5, avgDeliveryTimeMinutes: 1470, avgQuotationTimeHours: 0.9, avgQuotationTimeMinutes: 54,
  avgCycleTimeHours: null, avgCycleTimeMinutes: null, averageFeedbackRating: 3.5,
  ratingDistribution: [1, 2, 3, 4, 5].map((r) => ({ rating: r, count: r === 2 || r === 5 ? 1 : 0 })),
  outcomes: [{ outcome: 'completed', count: 2 }, { outcome: 'cancelled', count: 1 }, { outcome: 'quotation_expired', count: 0 }, { outcome: 'in_progress', count: 2 }],
  daily: [{ day: '2026-03-02', orders: 2, delivered: 2, cancelled: 0 }, { day: '2026-03-03', orders: 3, delivered: 0, cancelled: 1 }],
};
const processing = {
  range, totalOrders: 5, cancelled: 1, stages, statuses: [],
  funnel: [{ step: 'received', count: 5 }, { step: 'quoted', count: 4 }, { step: 'confirmed', count: 2 }, { step: 'delivered', count: 2 }, { step: 'completed', count: 1 }],
  stepTimes: [
    { step: 'quotation', count: 4, avgMinutes: 54, avgHours: 0.9 }, { step: 'customer_response', count: 2, avgMinutes: 60, avgHours: 1 },
    { step: 'delivery', count: 2, avgMinutes: 1470, avgHours: 24.5 }, { step: 'cycle', count: 2, avgMinutes: 1620, avgHours: 27 },
  ],
  byLocation: [{ locationId: 1, locationName: 'Colombo 03', orders: 3, open: 0, delivered: 2, cancelled: 1, avgCycleMinutes: 1620 }],
  daily: [{ day: '2026-03-02', received: 2, quoted: 2, delivered: 2 }],
};
const collection = {
  range, totalCollected: 3500, payments: 2, invoiceCount: 2, totalInvoiced: 3600, collectionPercentage: 97.2,
  byMode: [{ mode: 'card', amount: 500 }, { mode: 'cash', amount: 1000 }], daily: [],
};
const home = {
  range, orders: 5, open: 2, delivered: 2, cancelled: 1, invoices: 2, invoicedAmount: 3600, stages,
  daily: [{ day: '2026-03-02', orders: 2, delivered: 2, invoiced: 3600 }, { day: '2026-03-03', orders: 3, delivered: 0, invoiced: 0 }],
};
const locations = ok({ items: [{ id: 1, name: 'Colombo 03' }, { id: 2, name: 'Kandy' }], count: 2 });

const figure = (name: string) => within(screen.getByRole('group', { name })).getByTestId('figure-value').textContent;
const calls = (all: Call[], url: string) => all.filter((c) => c.url === url);

describe('dashboard pages', () => {
  it('Order Outcome Analysis shows every figure readably, for the last 30 days by default, with lazy charts', async () => {
    signInAs('management', abilitiesFor('management'));
    const { calls: all } = renderPage(<PerformanceDashboardPage />, {
      path: '/app/performance-dashboard',
      api: (c) => (c.url === '/dashboards/performance' ? ok(performance) : c.url === '/pharmacy/admin/get-pharmacies-list' ? locations : undefined),
    });
    await screen.findByText('Total orders');
    expect(figure('Total orders')).toBe('5');
    expect(figure('Pending')).toBe('2');
    expect(figure('Cancellations')).toBe('1');
    expect(screen.getByText('20.0% of orders')).toBeTruthy();
    expect(figure('Average rating')).toBe('3.5');
    expect(figure('Quotation SLA')).toBe('75.0%');
    expect(figure('Delivery SLA')).toBe('50.0%');
    expect(figure('Avg delivery time')).toBe('24 h 30 min');
    expect(screen.getByText('24.5 h')).toBeTruthy();
    expect(figure('Avg quotation time')).toBe('54 min');
    expect(figure('Avg cycle time')).toBe('—');
    expect(screen.getAllByTestId('likes-row').map((r) => r.textContent)).toEqual(['Customer service20100.0%', 'Delivery1150.0%', 'Medication10100.0%', 'Mobile app010.0%']);
    expect(await screen.findByTestId('daily-chart')).toBeTruthy();
    expect(await screen.findByTestId('share-chart')).toBeTruthy();
    const first = calls(all, '/dashboards/performance')[0].params;
    const today = new Date().toISOString().slice(0, 10);
    expect(first.endDate).toBe(today);
    expect((Date.parse(String(first.endDate)) - Date.parse(String(first.startDate))) / 86_400_000).toBe(29);
    expect(first.location).toBeUndefined();
  });

  it('asks again for a chosen location; a backwards range is named beside the field and not sent', async () => {
    signInAs('management', abilitiesFor('management'));
    const { calls: all } = renderPage(<PerformanceDashboardPage />, {
      path: '/app/performance-dashboard',
      api: (c) => (c.url === '/dashboards/performance' ? ok(performance) : c.url === '/pharmacy/admin/get-pharmacies-list' ? locations : undefined),
    });
    await screen.findByText('Total orders');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Location' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Kandy' }));
    await waitFor(() => expect(calls(all, '/dashboards/performance').at(-1)?.params.location).toBe(2));
    const before = calls(all, '/dashboards/performance').length;
    // The default start is 29 days before today: an end of 2026-03-01 is before it.
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    expect(await screen.findByText('To must not be before From')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2020-01-01' } });
    expect(await screen.findByText('To may be at most 2 years after From')).toBeTruthy();
    expect(calls(all, '/dashboards/performance').length).toBe(before);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });
    await waitFor(() => expect(calls(all, '/dashboards/performance').at(-1)?.params).toEqual({ startDate: '2026-02-01', endDate: '2026-03-01', location: 2 }));
  });

  it('shows the server refusal with a retry', async () => {
    signInAs('management', abilitiesFor('management'));
    let failing = true;
    renderPage(<PerformanceDashboardPage />, {
      path: '/app/performance-dashboard',
      api: (c) => (c.url === '/dashboards/performance' ? (failing ? fail(400, 'querystring.endDate must not be before startDate', 'VALIDATION_FAILED') : ok(performance)) : undefined),
    });
    expect(await screen.findByText('querystring.endDate must not be before startDate')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Total orders')).toBeTruthy();
  });

  it('Processing Performance shows stages, step times, locations and the collection values', async () => {
    signInAs('logistic_planner', abilitiesFor('logistic_planner'));
    renderPage(<ProcessingDashboardPage />, {
      path: '/app/processing-dashboard',
      api: (c) => (c.url === '/dashboards/processing' ? ok(processing) : c.url === '/dashboards/collection' ? ok(collection) : undefined),
    });
    await screen.findByText('Orders received');
    expect(figure('Orders received')).toBe('5');
    expect(figure('In progress')).toBe('2');
    expect(figure('Delivered')).toBe('2');
    expect(figure('Avg cycle time')).toBe('27 h 0 min');
    expect(screen.getAllByTestId('step-row').map((r) => r.textContent)).toEqual([
      'Quotation (received → quoted)54 min0.9 h4', 'Customer response (quoted → confirmed)1 h 0 min1.0 h2',
      'Delivery (confirmed → delivered)24 h 30 min24.5 h2', 'Cycle (received → closed)27 h 0 min27.0 h2',
    ]);
    expect(screen.getAllByTestId('location-row').map((r) => r.textContent)).toEqual(['Colombo 03302127 h 0 min']);
    expect(await screen.findByText('Collections and invoices')).toBeTruthy();
    expect(figure('Collected')).toBe('3,500.00');
    expect(figure('Invoiced')).toBe('3,600.00');
    expect(figure('Collected of invoiced')).toBe('97.2%');
    expect((await screen.findAllByTestId('bars-chart')).length).toBeGreaterThanOrEqual(2);
  });

  it('the home dashboard and its chart page show the glance figures', async () => {
    signInAs('pharmacist', abilitiesFor('pharmacist'));
    renderPage(<HomeDashboardPage />, { path: '/app/pages/dashboard', api: (c) => (c.url === '/dashboards/home' ? ok(home) : undefined) });
    await screen.findByText('Orders');
    expect(figure('Orders')).toBe('5');
    expect(figure('Invoices')).toBe('2');
    expect(screen.getByText('3,600.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Charts' }).getAttribute('href')).toBe('/app/pages/dashboard/chart');
  });

  it('the chart page draws the daily series', async () => {
    signInAs('pharmacist', abilitiesFor('pharmacist'));
    renderPage(<HomeChartPage />, { path: '/app/pages/dashboard/chart', api: (c) => (c.url === '/dashboards/home' ? ok(home) : undefined) });
    expect(await screen.findAllByTestId('daily-chart')).toHaveLength(2);
    expect(figure('Open')).toBe('2');
  });
});

describe('dashboard rules', () => {
  it('registers the pages under the abilities and menu of spec 2 (the home dashboard heads the Dashboards group)', () => {
    expect(dashboardPages.map((p) => [p.path, p.ability, p.menu?.label ?? null])).toEqual([
      ['/performance-dashboard', 'dashboards.performance', 'Order Outcome Analysis'],
      ['/processing-dashboard', 'dashboards.processing', 'Processing Performance'],
      ['/pages/dashboard', 'dashboards.home', 'Home Dashboard'], // in the menu: every page a role may open is reachable from it (issue 21)
      ['/pages/dashboard/chart', 'dashboards.home', null],
    ]);
  });

  it('formats figures for reading at a glance', () => {
    expect([minutes(45), minutes(135), minutes(1620), minutes(null)]).toEqual(['45 min', '2 h 15 min', '27 h 0 min', '—']);
    expect([percent(97.25), percent(null), rating(4), rating(null)]).toEqual(['97.3%', '—', '4.0', '—']);
    expect(rangeError({ startDate: '2026-03-02', endDate: '2026-03-01', location: '' })).toMatch(/before/);
    expect(rangeError({ startDate: '2024-01-01', endDate: '2026-03-01', location: '' })).toMatch(/2 years/);
    expect(rangeError({ startDate: '2026-01-01', endDate: '2026-03-01', location: '' })).toBeNull();
  });
});
