import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { seedDataset, type Dataset } from './dataset';

let t: TestApp;
let data: Dataset;
let management: SignedIn;
let pharmacist: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({ moneyInvariants: false }); // synthetic payments, invoices and settlements the money path never makes
  data = await seedDataset(t.app.db, t.ids);
  management = await signIn(t.app, 'management');
  pharmacist = await signIn(t.app, 'pharmacist');
});
afterAll(async () => { await t?.close(); });

const RANGE = 'startDate=2026-03-02&endDate=2026-03-03';
const get = (url: string, who: SignedIn = management) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: who.headers });
const data200 = async (url: string, who?: SignedIn) => {
  const res = await get(url, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('performance dashboard (Order Outcome Analysis)', () => {
  it('answers every value of spec 3 for the hand-made range', async () => {
    const d = await data200(`dashboards/performance?${RANGE}`);
    expect(d).toMatchObject({
      range: { startDate: '2026-03-02', endDate: '2026-03-03', location: null },
      totalOrders: 5, totalPendings: 2, totalQuotations: 4, totalRatings: 2, totalDeliveries: 2, totalCancellations: 1,
      customerServiceLike: 2, customerServiceDislike: 0, deliveryLike: 1, deliveryDislike: 1,
      medicationLike: 1, medicationDislike: 0, mobileAppLike: 0, mobileAppDislike: 1,
      cancellationPercentage: 20, deliverySlaPercentage: 50, quotationSlaPercentage: 75,
      // Quotation (30 + 120 + 45 + 20) / 4 = 53.75 min; delivery (240 + 2700) / 2 = 1470 min; cycle (360 + 2880) / 2 = 1620 min.
      avgQuotationTimeMinutes: 54, avgQuotationTimeHours: 0.9,
      avgDeliveryTimeMinutes: 1470, avgDeliveryTimeHours: 24.5,
      avgCycleTimeMinutes: 1620, avgCycleTimeHours: 27,
      averageFeedbackRating: 3.5,
    });
    expect(d.ratingDistribution).toEqual([1, 2, 3, 4, 5].map((rating) => ({ rating, count: rating === 2 || rating === 5 ? 1 : 0 })));
    expect(d.outcomes).toEqual([
      { outcome: 'completed', count: 2 }, { outcome: 'cancelled', count: 1 }, { outcome: 'quotation_expired', count: 0 }, { outcome: 'in_progress', count: 2 },
    ]);
    expect(d.daily).toEqual([
      { day: '2026-03-02', orders: 2, delivered: 2, cancelled: 0 },
      { day: '2026-03-03', orders: 3, delivered: 0, cancelled: 1 },
    ]);
  });

  it('filters by location; a figure with nothing behind it is null, not 0', async () => {
    const d = await data200(`dashboards/performance?${RANGE}&location=${data.locationB}`);
    expect(d).toMatchObject({
      totalOrders: 2, totalPendings: 2, totalQuotations: 2, totalDeliveries: 0, totalCancellations: 0, totalRatings: 0,
      cancellationPercentage: 0, quotationSlaPercentage: 100, deliverySlaPercentage: null,
      avgQuotationTimeMinutes: 33, avgDeliveryTimeMinutes: null, avgCycleTimeHours: null, averageFeedbackRating: null,
    });
  });

  it('keeps the contract: raw rows in pages (150 by default) and their count', async () => {
    const page1 = await data200(`orders/admin/get-performance-dashboard-values?${RANGE}&limit=3`);
    expect(page1.count).toBe(5);
    expect(page1.items.map((r: { orderId: number }) => r.orderId)).toEqual(data.orders.slice(0, 3));
    expect(page1.items[0]).toMatchObject({ orderStatus: 21, rating: 5, customerServiceLike: true, mobileAppLike: false, deliveryDate: '2026-03-02' });
    const page2 = await data200(`orders/admin/get-performance-dashboard-values?${RANGE}&skip=3`);
    expect(page2.items.map((r: { orderId: number }) => r.orderId)).toEqual(data.orders.slice(3, 5));
    expect(await data200(`orders/admin/get-performance-dashboard-values-count?${RANGE}&location=${data.locationA}`)).toMatchObject({ count: 3 });
    expect((await get(`orders/admin/get-performance-dashboard-values?${RANGE}&limit=501`)).statusCode).toBe(400);
  });
});

describe('processing dashboard', () => {
  it('counts stages, the funnel, step times and locations', async () => {
    const d = await data200(`dashboards/processing?${RANGE}`);
    const stages = Object.fromEntries(d.stages.map((s: { stage: string; count: number }) => [s.stage, s.count]));
    expect(stages).toEqual({ new_requests: 0, action_required: 1, awaiting_response: 1, to_be_invoiced: 0, on_dispensing: 0, on_delivery: 0, completed: 2, cancelled: 1 });
    expect(d.statuses.map((s: { status: number; count: number }) => [s.status, s.count])).toEqual([[3, 1], [4, 1], [15, 1], [17, 1], [21, 1]]);
    expect(d.funnel).toEqual([
      { step: 'received', count: 5 }, { step: 'quoted', count: 4 }, { step: 'confirmed', count: 2 }, { step: 'delivered', count: 2 }, { step: 'completed', count: 1 },
    ]);
    expect(d.cancelled).toBe(1);
    expect(d.stepTimes.map((s: { step: string; avgMinutes: number | null }) => [s.step, s.avgMinutes])).toEqual([
      ['quotation', 54], ['customer_response', 60], ['delivery', 1470], ['cycle', 1620],
    ]);
    expect(d.byLocation).toMatchObject([
      { locationId: data.locationA, orders: 3, open: 0, delivered: 2, cancelled: 1, avgCycleMinutes: 1620 },
      { locationId: data.locationB, orders: 2, open: 2, delivered: 0, cancelled: 0, avgCycleMinutes: null },
    ]);
    expect(d.daily).toEqual([
      { day: '2026-03-02', received: 2, quoted: 2, delivered: 2 },
      { day: '2026-03-03', received: 3, quoted: 2, delivered: 0 },
    ]);
    expect(await data200(`orders/admin/get-processing-dashboard-values?${RANGE}`)).toEqual(d);
  });
});

describe('collections and invoices', () => {
  it('adds live payments by mode against posted invoices', async () => {
    const d = await data200(`dashboards/collection?${RANGE}`);
    expect(d).toMatchObject({
      totalCollected: 3500, payments: 2, invoiceCount: 2, totalInvoiced: 3600, collectionPercentage: 97.2,
      byMode: [{ mode: 'card', amount: 500 }, { mode: 'cash', amount: 1000 }, { mode: 'online', amount: 2000 }],
      daily: [{ day: '2026-03-02', collected: 1500, invoiced: 3600 }, { day: '2026-03-03', collected: 2000, invoiced: 0 }],
    });
    expect(await data200(`quotations/collection-dashboard-values?${RANGE}`)).toEqual(d);
    expect(await data200(`orders/admin/get-all-invoices-count?${RANGE}`)).toMatchObject({ count: 2, netTotal: 3600 });
    expect(await data200(`orders/admin/get-all-invoices-count?startDate=2026-03-03&endDate=2026-03-03`)).toMatchObject({ count: 0 });
  });
});

describe('home dashboard', () => {
  it('gives the glance figures and daily series to every role with dashboards.home', async () => {
    const d = await data200(`dashboards/home?${RANGE}`, pharmacist);
    expect(d).toMatchObject({ orders: 5, open: 2, delivered: 2, cancelled: 1, invoices: 2, invoicedAmount: 3600 });
    expect(d.daily).toEqual([
      { day: '2026-03-02', orders: 2, delivered: 2, invoiced: 3600 },
      { day: '2026-03-03', orders: 3, delivered: 0, invoiced: 0 },
    ]);
  });
});

describe('filters and access', () => {
  it('keeps a role limited to its own location to that location, whatever it asks for', async () => {
    const external = await signIn(t.app, 'external_pharmacist');
    const own = external.locationId;
    const expected = own === data.locationA ? 3 : own === data.locationB ? 2 : 0;
    for (const ask of ['', `&location=${data.locationA}`, `&location=${data.locationB}`]) {
      const d = await data200(`dashboards/home?${RANGE}${ask}`, external);
      expect(d.range.location).toBe(own);
      expect(d.orders).toBe(expected);
    }
    // Management is not limited: the location it asks for is the one it gets.
    expect((await data200(`dashboards/home?${RANGE}&location=${data.locationB}`)).orders).toBe(2);
  });

  it('refuses an end before the start and a range over 2 years, naming the field', async () => {
    for (const url of ['dashboards/performance', 'dashboards/processing', 'dashboards/collection', 'dashboards/home',
      'orders/admin/get-performance-dashboard-values', 'orders/admin/get-all-invoices-count', 'quotations/collection-dashboard-values']) {
      const backwards = await get(`${url}?startDate=2026-03-03&endDate=2026-03-02`);
      expect(backwards.statusCode, url).toBe(400);
      expect(backwards.json().details[0].field).toBe('querystring.endDate');
      const long = await get(`${url}?startDate=2024-01-01&endDate=2026-03-02`);
      expect(long.statusCode, url).toBe(400);
      expect(long.json().message).toMatch(/2 years/);
    }
    expect((await get('dashboards/performance?startDate=2026-13-01')).statusCode).toBe(400);
    for (const q of ['startDate=0000-01-01&endDate=0000-01-02', 'endDate=0001-01-01']) {
      const old = await get(`dashboards/performance?${q}`);
      expect(old.statusCode, q).toBe(400);
      expect(old.json().details[0].field).toMatch(/^querystring\.(startDate|endDate)$/);
    }
    expect((await get('dashboards/performance?location=0')).statusCode).toBe(400);
  });

  it('defaults to the last 30 days', async () => {
    const d = await data200('dashboards/performance');
    const today = new Date().toISOString().slice(0, 10);
    expect(d.range.endDate).toBe(today);
    expect((Date.parse(d.range.endDate) - Date.parse(d.range.startDate)) / 86_400_000).toBe(29);
  });

  it('keeps the performance and processing dashboards to the roles of spec 6', async () => {
    expect((await get(`dashboards/performance?${RANGE}`, pharmacist)).statusCode).toBe(403);
    expect((await get(`dashboards/processing?${RANGE}`, pharmacist)).statusCode).toBe(403);
    expect((await get(`orders/admin/get-performance-dashboard-values?${RANGE}`, pharmacist)).statusCode).toBe(403);
    for (const role of ['marketing', 'logistic_planner', 'customer_support', 'super_admin']) {
      const who = await signIn(t.app, role);
      expect((await get(`dashboards/performance?${RANGE}`, who)).statusCode, role).toBe(200);
    }
    const rider = await signIn(t.app, 'delivery_agent');
    expect((await get(`dashboards/home?${RANGE}`, rider)).statusCode).toBe(403);
  });
});
