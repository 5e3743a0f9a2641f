import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditFor, deliveryFeeRefund, lineCharge } from '../../../src/shared/invoices/lineCredit';
import { promoDiscount, promoShareCents, toCents, type PromoTerms } from '../../../src/shared/invoices/promoShares';

const cents = fc.integer({ min: 0, max: 5_000_000 });
const line = fc.record({ lineTotal: cents.map((c) => c / 100), maxDiscountPercentage: fc.constantFrom(0, 0, 5, 10, 12.5, 20, 50, 100) });
const terms: fc.Arbitrary<PromoTerms> = fc.record({
  discountType: fc.constantFrom('percentage' as const, 'fixed' as const),
  discountValue: fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100),
  maxDiscountAmount: fc.option(fc.integer({ min: 0, max: 100_000 }).map((n) => n / 100), { nil: null }),
  minOrderAmount: fc.constantFrom(0, 0, 100),
}).map((t) => (t.discountType === 'percentage' ? { ...t, discountValue: Math.min(t.discountValue, 100) } : t));

describe('promo shares: the discount as it was taken off each line', () => {
  it('the issue\'s order: only Paracetamol allows a discount, so only its line carries the promo', () => {
    const lines = [{ lineTotal: 655.68, maxDiscountPercentage: 20 }, { lineTotal: 300, maxDiscountPercentage: 0 }, { lineTotal: 120, maxDiscountPercentage: 0 }];
    const shares = promoShareCents({ discountType: 'percentage', discountValue: 4, maxDiscountAmount: null, minOrderAmount: 0 }, lines);
    expect(shares).toEqual([2623, 0, 0]);
  });

  it('whole cents adding up to the discount; a line never past its total nor its product\'s cap; 0 % lines carry nothing', () => {
    fc.assert(fc.property(terms, fc.array(line, { minLength: 1, maxLength: 8 }), (t, lines) => {
      const shares = promoShareCents(t, lines);
      expect(shares.reduce((s, c) => s + c, 0)).toBe(toCents(promoDiscount(t, lines)));
      shares.forEach((c, i) => {
        expect(Number.isInteger(c)).toBe(true);
        expect(c).toBeGreaterThanOrEqual(0);
        expect(c).toBeLessThanOrEqual(toCents(lines[i].lineTotal));
        // Within a cent of the product's cap (the cent the rounding hands out).
        expect(c).toBeLessThanOrEqual(Math.ceil((toCents(lines[i].lineTotal) * lines[i].maxDiscountPercentage) / 100 + 1e-6));
        if (lines[i].maxDiscountPercentage === 0) expect(c).toBe(0);
      });
      if (t.maxDiscountAmount != null) expect(promoDiscount(t, lines)).toBeLessThanOrEqual(t.maxDiscountAmount);
    }));
  });
});

describe('credits of a line: its charge pro rata, cumulative to the cent', () => {
  it('any sequence of partial credits that takes the whole line adds up to exactly its charge, never more on the way', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 60 }), cents, fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 10 }), (units, c, steps) => {
      const charge = c / 100;
      let creditedUnits = 0;
      let creditedAmount = 0;
      for (const step of [...steps, units]) {
        const q = Math.min(step, units - creditedUnits);
        if (q <= 0) break;
        const amount = creditFor({ units, charge, creditedUnits, creditedAmount }, q);
        expect(amount).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(Math.round(amount * 100 * 1e6) / 1e6)).toBe(true);
        creditedUnits += q;
        creditedAmount = (toCents(creditedAmount) + toCents(amount)) / 100;
        expect(toCents(creditedAmount)).toBeLessThanOrEqual(toCents(charge));
        // The first n units are always worth round(charge × n / units).
        expect(Math.abs(toCents(creditedAmount) - (toCents(charge) * creditedUnits) / units)).toBeLessThanOrEqual(0.5);
      }
      expect(toCents(creditedAmount)).toBe(toCents(charge));
    }));
  });

  it('a line credited too much before (old data) gives nothing more, and the charge is its total less its share', () => {
    expect(creditFor({ units: 12, charge: 629.76, creditedUnits: 6, creditedAmount: 400 }, 6)).toBe(229.76);
    expect(creditFor({ units: 12, charge: 629.76, creditedUnits: 6, creditedAmount: 700 }, 6)).toBe(0);
    expect(lineCharge(655.68, 25.92)).toBe(629.76);
  });

  it('the delivery fee comes back only with the last of the invoice, never past its net total', () => {
    expect(deliveryFeeRefund({ deliveryFee: 150, netTotal: 720, creditedSoFar: 87 }, 483, true)).toBe(150);
    expect(deliveryFeeRefund({ deliveryFee: 150, netTotal: 720, creditedSoFar: 87 }, 400, false)).toBe(0);
    expect(deliveryFeeRefund({ deliveryFee: 150, netTotal: 720, creditedSoFar: 100 }, 483, true)).toBe(137);
  });
});
