import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeTotals,
  gstOf,
  isWithinReturnWindow,
  normalizePromoCode,
  percentOf,
  promoDiscount,
  refundSplit,
  RETURN_WINDOW_MS,
  returnDeadline,
  type PromoRule,
} from './pricing.js';

const SAVE10: PromoRule = { code: 'SAVE10', type: 'percentage', value: 10, label: '10% off' };
const FLAT50: PromoRule = { code: 'FLAT50', type: 'fixed', value: 5000, label: '₹50 off' };
const EXTRA20: PromoRule = { code: 'EXTRA20', type: 'percentage', value: 20, label: '20% off' };

const line = fc.record({
  unitPricePaise: fc.integer({ min: 0, max: 10_000_000 }),
  quantity: fc.integer({ min: 1, max: 50 }),
});
const promo = fc.option(
  fc.oneof(
    fc.record({
      code: fc.constant('P'),
      type: fc.constant('percentage' as const),
      value: fc.integer({ min: 0, max: 100 }),
      label: fc.constant('p'),
    }),
    fc.record({
      code: fc.constant('F'),
      type: fc.constant('fixed' as const),
      value: fc.integer({ min: 0, max: 100_000_000 }),
      label: fc.constant('f'),
    }),
  ),
  { nil: null },
);

describe('pricing: invariants', () => {
  it('holds for any cart, promo and wallet', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 10 }),
        promo,
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.boolean(),
        (lines, p, balance, useWallet) => {
          const t = computeTotals({ lines, promo: p, walletBalance: balance, useWallet });
          for (const v of Object.values(t)) {
            expect(Number.isSafeInteger(v)).toBe(true);
            expect(v).toBeGreaterThanOrEqual(0);
          }
          expect(t.subtotal).toBe(lines.reduce((n, l) => n + l.unitPricePaise * l.quantity, 0));
          expect(t.discount).toBeLessThanOrEqual(t.subtotal);
          expect(t.base).toBe(t.subtotal + t.gst - t.discount);
          expect(t.walletUsed).toBeLessThanOrEqual(balance);
          expect(t.walletUsed).toBeLessThanOrEqual(t.base);
          if (!useWallet) expect(t.walletUsed).toBe(0);
          else expect(t.walletUsed).toBe(Math.min(balance, t.base));
          expect(t.payable + t.walletUsed).toBe(t.base);
        },
      ),
    );
  });

  it('splits any base total into fee + refund exactly, the fee 18% rounded half up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), (base) => {
        const { fee, refund } = refundSplit(base);
        expect(Number.isSafeInteger(fee) && Number.isSafeInteger(refund)).toBe(true);
        expect(fee).toBeGreaterThanOrEqual(0);
        expect(refund).toBeGreaterThanOrEqual(0);
        expect(fee + refund).toBe(base);
        expect(Math.abs(fee - base * 0.18)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('rounds every percentage half up, to within half a paisa', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 100 }), (a, p) => {
        const r = percentOf(a, p);
        expect(Number.isInteger(r)).toBe(true);
        expect(r - (a * p) / 100).toBeLessThanOrEqual(0.5);
        expect((a * p) / 100 - r).toBeLessThan(0.5);
      }),
    );
  });
});

describe('pricing: examples', () => {
  it('prices a two-line cart with SAVE10 and part of the wallet', () => {
    // 2 × ₹499.99 + 1 × ₹1,250.00 = ₹2,249.98
    const t = computeTotals({
      lines: [
        { unitPricePaise: 49_999, quantity: 2 },
        { unitPricePaise: 125_000, quantity: 1 },
      ],
      promo: SAVE10,
      walletBalance: 100_000,
      useWallet: true,
    });
    expect(t).toEqual({
      subtotal: 224_998,
      gst: 40_500, // 40,499.64 → 40,500
      discount: 22_500, // 22,499.8 → 22,500
      base: 242_998,
      walletUsed: 100_000,
      payable: 142_998,
    });
  });

  it('rounds exactly half a paisa up', () => {
    expect(gstOf(25)).toBe(5); // 4.5 → 5
    expect(gstOf(75)).toBe(14); // 13.5 → 14
    expect(gstOf(1)).toBe(0); // 0.18 → 0
    expect(percentOf(5, 10)).toBe(1); // 0.5 → 1
  });

  it('caps a fixed discount at the subtotal, and GST stays on the full subtotal', () => {
    const t = computeTotals({
      lines: [{ unitPricePaise: 3_000, quantity: 1 }],
      promo: FLAT50,
      walletBalance: 0,
      useWallet: false,
    });
    expect(t).toEqual({ subtotal: 3_000, gst: 540, discount: 3_000, base: 540, walletUsed: 0, payable: 540 });
  });

  it('lets the wallet pay everything when it holds enough', () => {
    const t = computeTotals({
      lines: [{ unitPricePaise: 100_000, quantity: 1 }],
      promo: EXTRA20,
      walletBalance: 1_000_000,
      useWallet: true,
    });
    expect(t).toEqual({
      subtotal: 100_000,
      gst: 18_000,
      discount: 20_000,
      base: 98_000,
      walletUsed: 98_000,
      payable: 0,
    });
  });

  it('keeps 18% on cancellation: ₹1,180.00 → fee ₹212.40, refund ₹967.60', () => {
    expect(refundSplit(118_000)).toEqual({ fee: 21_240, refund: 96_760 });
    expect(refundSplit(1)).toEqual({ fee: 0, refund: 1 });
    expect(refundSplit(0)).toEqual({ fee: 0, refund: 0 });
  });

  it('has no discount without a promo, and never more than the subtotal', () => {
    expect(promoDiscount(10_000, null)).toBe(0);
    expect(promoDiscount(10_000, { ...SAVE10, value: 150 })).toBe(10_000);
  });

  it('opens the return window for exactly 5 days from delivery (or creation)', () => {
    const created = new Date('2026-01-01T00:00:00Z');
    const delivered = new Date('2026-01-03T00:00:00Z');
    expect(returnDeadline(delivered, created).toISOString()).toBe('2026-01-08T00:00:00.000Z');
    expect(returnDeadline(null, created).getTime()).toBe(created.getTime() + RETURN_WINDOW_MS);
    expect(isWithinReturnWindow(new Date('2026-01-08T00:00:00Z'), delivered, created)).toBe(true);
    expect(isWithinReturnWindow(new Date('2026-01-08T00:00:00.001Z'), delivered, created)).toBe(false);
  });

  it('matches codes case-insensitively', () => {
    expect(normalizePromoCode('  save10 ')).toBe('SAVE10');
  });

  it('refuses fractional paise and negative inputs', () => {
    expect(() =>
      computeTotals({ lines: [{ unitPricePaise: 1.5, quantity: 1 }], walletBalance: 0, useWallet: false }),
    ).toThrow();
    expect(() =>
      computeTotals({ lines: [{ unitPricePaise: 100, quantity: 0 }], walletBalance: 0, useWallet: false }),
    ).toThrow();
    expect(() => refundSplit(-1)).toThrow();
  });
});
