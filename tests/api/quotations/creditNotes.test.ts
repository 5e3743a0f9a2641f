import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/auth';
import { checkMoneyInvariants } from '../../../src/server/db/moneyChecks';
import { invoicedOrder, makeProduct, makePromo, makeSlot } from './creditWorld';

let t: TestApp;
let ph: SignedIn;
let finance: SignedIn;
let slot: number;

beforeAll(async () => {
  t = await buildTestApp({ jobs: false });
  ph = await signIn(t.app, 'chief_pharmacist');
  finance = await signIn(t.app, 'finance');
  slot = await makeSlot(t.app.db);
});
afterAll(async () => { await t?.close(); });

interface InfoLine { invoiceLineId: number; productId: number; batchQty: number; lineTotal: number; promoShare: number; charge: number; credited: number; creditedAmount: number; remaining: number }
interface Info { invoice: { netTotal: number; promoDiscount: number; deliveryFee: number; linesTotal: number }; lineItems: InfoLine[]; creditNotes: Array<{ amount: number; deliveryFeeRefund: number }> }

const info = async (orderId: number): Promise<Info> =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/quotations/get-credit-note-info?orderId=${orderId}`, headers: finance.headers })).json().data;
const credit = (orderId: number, lineItems: Array<{ invoiceLineId: number; quantity: number }>) => t.app.inject({
  method: 'POST', url: '/api/v1/quotations/admin/generate-credit-note-batch-wise', headers: finance.headers, payload: { orderId, reason: 'Returned', lineItems },
});
const cents = (n: number) => Math.round(n * 100);

/** What every credit note of an invoice must keep true, read back through the API and db:check's money invariants. */
async function expectCreditsWithinCharges(orderId: number) {
  const d = await info(orderId);
  for (const l of d.lineItems) {
    expect(cents(l.charge)).toBe(cents(l.lineTotal) - cents(l.promoShare));
    expect(cents(l.creditedAmount)).toBeLessThanOrEqual(cents(l.charge));
  }
  expect(d.lineItems.reduce((s, l) => s + cents(l.promoShare), 0)).toBe(cents(d.invoice.promoDiscount));
  expect(d.creditNotes.reduce((s, n) => s + cents(n.amount), 0)).toBeLessThanOrEqual(cents(d.invoice.netTotal));
  expect(await checkMoneyInvariants(t.app.db)).toEqual([]);
  return d;
}

describe('credit notes give back, per line, what was charged for that line', () => {
  it('the issue\'s order: the promo discounted only Paracetamol; crediting all of it gives back what was paid for it, not more', async () => {
    const paracetamol = await makeProduct(t.app.db, 'Paracetamol 500mg', { price: 54, maxDiscount: 20, stock: 100 });
    const metformin = await makeProduct(t.app.db, 'Metformin 500mg', { price: 12.5, maxDiscount: 0, stock: 100 });
    const atorvastatin = await makeProduct(t.app.db, 'Atorvastatin 20mg', { price: 30, maxDiscount: 0, stock: 100 });
    const promo = await makePromo(t.app.db, { type: 'percentage', value: 4 });
    const orderId = await invoicedOrder(t.app, ph, slot, [{ productId: paracetamol, quantity: 12 }, { productId: metformin, quantity: 10 }, { productId: atorvastatin, quantity: 5 }], promo, 150);
    const d = await info(orderId);
    // 648 + 125 + 150 = 923 of lines; 4 % of Paracetamol's 648 = 25.92 (the others allow 0 %); + 150 fee.
    expect(d.invoice).toMatchObject({ linesTotal: 923, promoDiscount: 25.92, deliveryFee: 150, netTotal: 1047.08 });
    const line = (productId: number) => d.lineItems.find((l) => l.productId === productId)!;
    expect(line(paracetamol)).toMatchObject({ promoShare: 25.92, charge: 622.08 });
    expect(line(metformin)).toMatchObject({ promoShare: 0, charge: 125 });

    const first = await credit(orderId, [{ invoiceLineId: line(paracetamol).invoiceLineId, quantity: 12 }, { invoiceLineId: line(metformin).invoiceLineId, quantity: 4 }]);
    expect(first.statusCode, first.body).toBe(200);
    // All 12 Paracetamol: 622.08 as paid (the old spread gave 629.80); 4 Metformin: 4 × 12.50 in full.
    expect(first.json().data).toMatchObject({ amount: 672.08, deliveryFeeRefund: 0 });
    await expectCreditsWithinCharges(orderId);

    const rest = await credit(orderId, [{ invoiceLineId: line(metformin).invoiceLineId, quantity: 6 }, { invoiceLineId: line(atorvastatin).invoiceLineId, quantity: 5 }]);
    // The last of the invoice: 75 + 150 of goods and the 150 delivery fee; the credits now equal the net total exactly.
    expect(rest.json().data).toMatchObject({ amount: 375, deliveryFeeRefund: 150 });
    const after = await expectCreditsWithinCharges(orderId);
    expect(after.creditNotes.reduce((s, n) => s + cents(n.amount), 0)).toBe(cents(1047.08));
    expect((await credit(orderId, [{ invoiceLineId: line(metformin).invoiceLineId, quantity: 1 }])).statusCode).toBe(409);
  });

  it('random invoices credited in random parts: per line never more than its charge, in full exactly the net total', async () => {
    const lineArb = fc.record({
      price: fc.integer({ min: 1, max: 40_000 }).map((c) => c / 100),
      maxDiscount: fc.constantFrom(0, 0, 5, 10, 12.5, 20, 33, 100),
      quantity: fc.integer({ min: 1, max: 24 }),
      firstBatch: fc.integer({ min: 0, max: 24 }),
    });
    const promoArb = fc.option(fc.oneof(
      fc.record({ type: fc.constant('percentage' as const), value: fc.integer({ min: 1, max: 100 }), maxAmount: fc.option(fc.integer({ min: 1, max: 500 }), { nil: null }) }),
      fc.record({ type: fc.constant('fixed' as const), value: fc.integer({ min: 1, max: 2000 }).map((c) => c / 10), maxAmount: fc.constant(null) }),
    ), { nil: null });
    const stepArb = fc.array(fc.record({ pick: fc.nat(), share: fc.double({ min: 0, max: 1, noNaN: true }) }), { minLength: 1, maxLength: 3 });
    let n = 0;
    await fc.assert(fc.asyncProperty(fc.array(lineArb, { minLength: 1, maxLength: 4 }), promoArb, fc.integer({ min: 0, max: 30_000 }).map((c) => c / 100),
      fc.array(stepArb, { maxLength: 4 }), async (lines, promo, fee, steps) => {
        n += 1;
        const products: number[] = [];
        for (const [i, l] of lines.entries()) products.push(await makeProduct(t.app.db, `Gen ${n}.${i}`, { price: l.price, maxDiscount: l.maxDiscount, stock: 30, firstBatch: l.firstBatch }));
        const code = promo ? await makePromo(t.app.db, promo) : null;
        const orderId = await invoicedOrder(t.app, ph, slot, lines.map((l, i) => ({ productId: products[i], quantity: l.quantity })), code, fee);
        for (const step of steps) {
          const open = (await info(orderId)).lineItems.filter((l) => l.remaining > 0);
          if (!open.length) break;
          const wanted = new Map<number, number>();
          for (const s of step) {
            const l = open[s.pick % open.length];
            wanted.set(l.invoiceLineId, Math.max(1, Math.ceil(s.share * l.remaining)));
          }
          const res = await credit(orderId, [...wanted].map(([invoiceLineId, quantity]) => ({ invoiceLineId, quantity })));
          expect(res.statusCode, res.body).toBe(200);
          await expectCreditsWithinCharges(orderId);
        }
        const open = (await info(orderId)).lineItems.filter((l) => l.remaining > 0);
        if (open.length) expect((await credit(orderId, open.map((l) => ({ invoiceLineId: l.invoiceLineId, quantity: l.remaining })))).statusCode).toBe(200);
        const d = await expectCreditsWithinCharges(orderId);
        for (const l of d.lineItems) expect(cents(l.creditedAmount)).toBe(cents(l.charge));
        expect(d.creditNotes.reduce((s, x) => s + cents(x.amount), 0)).toBe(cents(d.invoice.netTotal));
      }), { numRuns: 12 });
  });
});
