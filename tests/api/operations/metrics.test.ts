import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { seedOrderFixture, type OrderFixture } from '../orders/fixtures';

const TOKEN = 'metrics-token-for-the-test';
let t: TestApp;
let fx: OrderFixture;
let ph: SignedIn;

/** The value of one sample line (`name{labels} value`) whose labels include every pair in `labels`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const lines = text.split('\n').filter((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `));
  const hit = lines.find((l) => Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return hit ? Number(hit.slice(hit.lastIndexOf(' ') + 1)) : Number.NaN;
}

const scrape = async (headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers, ...(remoteAddress ? { remoteAddress } : {}) });

describe('/metrics (Prometheus text format)', () => {
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
    fx = await seedOrderFixture(t.app.db, t.ids, 6);
    ph = await signIn(t.app, 'pharmacist');
  });
  afterAll(async () => { await t?.close(); });

  it('after traffic, request histograms by route pattern, jobs, event lag, pool and download rows have moved', async () => {
    const before = (await scrape()).body;
    // Three different ids of one route pattern (unknown files: 404 each).
    const statuses = [];
    for (const id of [900001, 900002, 900003]) statuses.push((await t.app.inject({ method: 'GET', url: `/api/v1/chats/attachment/${id}`, headers: ph.headers })).statusCode);
    expect(new Set(statuses).size).toBe(1);
    const cancel = await t.app.inject({ method: 'POST', url: '/api/v1/orders/admin/cancel-order', headers: ph.headers, payload: { orderId: fx.orders.fresh, formValues: { reason: 'Metrics test' } } });
    expect(cancel.statusCode).toBe(200);
    const admin = await signIn(t.app, 'super_admin');
    const day = (o: number) => new Date(Date.now() + o * 86_400_000).toISOString().slice(0, 10);
    const csv = await t.app.inject({ method: 'GET', url: `/api/v1/orders/admin/order-flow-details-list-report?format=csv&startDate=${day(-700)}&endDate=${day(1)}`, headers: admin.headers });
    expect(csv.statusCode).toBe(200);
    const dataRows = csv.body.trim().split('\r\n').length - 1;
    expect(dataRows).toBeGreaterThan(0);

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    const h = 'rxdesk_http_request_duration_seconds_count';
    const attachment = { method: 'GET', route: '/api/v1/chats/attachment/:id', status: String(statuses[0]) };
    // One series per route pattern: three different ids land in one count.
    expect(sample(text, h, attachment) - (sample(before, h, attachment) || 0)).toBe(3);
    expect(text).not.toMatch(/route="\/api\/v1\/chats\/attachment\/\d/);
    expect(sample(text, h, { method: 'POST', route: '/api/v1/orders/admin/cancel-order', status: '200' })).toBe(1);
    expect(sample(text, 'rxdesk_event_fanout_lag_seconds_count', { event: 'stepChanged' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'rxdesk_download_rows_total', { report: 'order-details', format: 'csv' })).toBe(dataRows);
    // The balance roll runs once at start; its failures count from 0.
    expect(sample(text, 'rxdesk_job_runs_total', { job: 'monthly balance roll' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'rxdesk_job_failures_total', { job: 'monthly balance roll' })).toBe(0);
    for (const g of ['rxdesk_db_pool_in_use', 'rxdesk_db_pool_idle', 'rxdesk_db_pool_waiting']) expect(Number.isFinite(sample(text, g))).toBe(true);
    expect(sample(text, 'rxdesk_db_pool_idle') + sample(text, 'rxdesk_db_pool_in_use')).toBeGreaterThanOrEqual(1);
  });

  it('another host needs the token; a proxied request from this host too', async () => {
    expect((await scrape({}, '10.1.2.3')).statusCode).toBe(401);
    expect((await scrape({ authorization: 'Bearer wrong-token-of-the-same-size!' }, '10.1.2.3')).statusCode).toBe(401);
    expect((await scrape({ 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(401);
    expect((await scrape({ authorization: `Bearer ${TOKEN}` }, '10.1.2.3')).statusCode).toBe(200);
    // Nor is it an API route: a staff token does not open it.
    expect((await scrape(ph.headers, '10.1.2.3')).statusCode).toBe(401);
  });
});
