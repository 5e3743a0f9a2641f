import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { seedMoneyFixture, type MoneyFixture } from '../quotations/fixtures';
import { invoicedOrder } from './fixtures';
import { pdfPages } from '../documents/pdfText';
import { pickTotals } from '../../../src/server/modules/preparation/pickTotals';

/** The pick list counts per unit (tablets, vials, bottles never add up), on screen and in its PDF (issue 21). */
let t: TestApp;
let fx: MoneyFixture;
let ph: SignedIn;
let orderId: number;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await seedMoneyFixture(t.app.db);
  ph = await signIn(t.app, 'pharmacist');
  // Two units on one order: the cold-chain product counts in vials.
  await sql`UPDATE products SET lowest_uom = 'vial' WHERE id = ${fx.products.vitamin}`.execute(t.app.db);
  await sql`UPDATE products SET lowest_uom = 'tablet' WHERE id = ${fx.products.panadol}`.execute(t.app.db);
  orderId = await invoicedOrder(t.app, fx, ph, '+94 77 420 1000', 12);
}, 120_000);
afterAll(async () => { await t?.close(); });

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: ph.headers });

describe('pick totals per unit', () => {
  it('adds quantities of one unit only, for any lines', () => {
    const unit = fc.option(fc.constantFrom('tablet', 'vial', 'bottle', ' vial ', ''), { nil: null });
    fc.assert(fc.property(fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 10_000 }), lowestUom: unit }), { maxLength: 30 }), (lines) => {
      const totals = pickTotals(lines);
      expect(new Set(totals.map((x) => x.unit)).size).toBe(totals.length);
      expect(totals.reduce((n, x) => n + x.quantity, 0)).toBe(lines.reduce((n, l) => n + l.quantity, 0));
      for (const x of totals) {
        expect(x.quantity).toBe(lines.filter((l) => (l.lowestUom?.trim() || 'units') === x.unit).reduce((n, l) => n + l.quantity, 0));
      }
    }));
  });

  it('the summary answers a total per unit, and the PDF prints each Pick and On shelf with its unit and a total per unit', async () => {
    const summary = (await get(`orders/admin/get-preparation-order-summary?orderId=${orderId}`)).json().data;
    expect(summary.totals).toEqual(expect.arrayContaining([{ unit: 'tablet', quantity: 12 }, { unit: 'vial', quantity: 1 }]));
    expect(summary.totals).toHaveLength(2);
    expect(summary).not.toHaveProperty('totalQuantity');
    const pdf = await get(`orders/admin/pick-list-pdf?orderId=${orderId}`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfPages(pdf.rawPayload).join('\n');
    expect(text).toContain('12 tablet');
    expect(text).toContain('1 vial');
    expect(text).toContain('To pick, tablet');
    expect(text).toContain('To pick, vial');
    expect(text).not.toContain('Units to pick');
  });
});
