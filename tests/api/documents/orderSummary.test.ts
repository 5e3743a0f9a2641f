import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { seedOrderFixture, type OrderFixture } from '../orders/fixtures';
import { pageCount, pdfPages } from './pdfText';

let t: TestApp;
let fx: OrderFixture;
let ph: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await seedOrderFixture(t.app.db, t.ids, 3);
  ph = await signIn(t.app, 'pharmacist');
});
afterAll(async () => { await t?.close(); });

const pdfOf = (orderId: number | string, who: SignedIn = ph) =>
  t.app.inject({ method: 'GET', url: `/api/v1/orders/admin/order-summary-pdf?orderId=${orderId}`, headers: who.headers });
const hn = (id: number) => `HN${String(id).padStart(6, '0')}`;

describe('order summary PDF (document service)', () => {
  it('is a PDF with the letterhead, the order, customer, patient, lines, totals and status history', async () => {
    const res = await pdfOf(hn(fx.orders.toInvoice));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="order-summary-${hn(fx.orders.toInvoice)}.pdf"`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(1);
    const [page] = pdfPages(pdf);
    const location = (await sql<{ name: string; address: string }>`SELECT name, address FROM pharmacy_locations WHERE id = ${t.ids.locationIds[0]}`.execute(t.app.db)).rows[0];
    for (const text of ['Order summary', `No. ${hn(fx.orders.toInvoice)}`, location.name, location.address, 'Chathurika Senanayake', 'Chathurika Senanayake'.split(' ')[0],
      'Quotation lines', 'Panadol 500mg Tablets', 'Amoxil 250mg Capsules', '1,235.00', 'Status history', 'Page 1 of 1']) {
      expect(page).toContain(text);
    }
  });

  it('says so when the order has no lines yet', async () => {
    const res = await pdfOf(fx.orders.fresh);
    expect(res.statusCode).toBe(200);
    const pages = pdfPages(res.rawPayload);
    expect(pages).toHaveLength(pageCount(res.rawPayload));
    const [page] = pages;
    expect(page).toContain('No lines yet');
    expect(page).toContain('Amara Silva');
  });

  it('a long table runs over pages, repeating its header, with "Page N of M" on every page', async () => {
    const q = (await sql<{ id: number }>`SELECT id FROM quotations WHERE order_id = ${fx.orders.quoted}`.execute(t.app.db)).rows[0];
    await sql`INSERT INTO quotation_lines (quotation_id, product_id, quantity, unit_price, discount, line_total)
      SELECT ${q.id}, ${fx.products[0]}, g, 12.5, 0, g * 12.5 FROM generate_series(1, 120) g`.execute(t.app.db);
    const started = performance.now();
    const res = await pdfOf(fx.orders.quoted);
    expect(performance.now() - started).toBeLessThan(3000); // generous for CI; the service itself takes ~80 ms here
    const pdf = res.rawPayload;
    const pages = pdfPages(pdf);
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(3);
    expect(pages).toHaveLength(pageCount(pdf));
    pages.forEach((p, i) => {
      expect(p).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(p).toContain('Colombo Central Pharmacy');
      expect(p).toContain(`No. ${hn(fx.orders.quoted)}`);
    });
    // Every page the lines run over starts with the table's header row again.
    const withLines = pages.filter((p) => p.includes('Panadol 500mg Tablets'));
    expect(withLines.length).toBeGreaterThanOrEqual(2);
    for (const p of withLines) expect(p).toMatch(/Code\nProduct\nQty\nUnit price\nDiscount\nLine total/);
  });

  it('404 for an unknown order and for an order outside the caller\'s location', async () => {
    const unknown = await pdfOf('HN999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
    const ext = await signIn(t.app, 'external_pharmacist');
    expect((await pdfOf(fx.orders.kandy, ext)).statusCode).toBe(404);
  });

  it('needs a sign-in and orders.view_details', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/orders/admin/order-summary-pdf?orderId=${fx.orders.fresh}` })).statusCode).toBe(401);
    const rider = await signIn(t.app, 'delivery_agent');
    expect((await pdfOf(fx.orders.fresh, rider)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/orders/admin/order-summary-pdf', headers: ph.headers })).statusCode).toBe(400);
  });
});
