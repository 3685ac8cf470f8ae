import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, computeTotals, invoiceLines, splitGst } from '../pricing/index.js';
import { creditNoteFigures, mulDivRound } from './credit-note-figures.js';
import { creditNoteDigits, creditNoteNumber } from './credit-notes.service.js';

/** An invoice's figures as `issueFor` makes them, from lines and a promo discount. */
function invoiceOf(
  lines: { unitPricePaise: number; quantity: number }[],
  discountPct: number,
  intra: boolean,
) {
  const totals = computeTotals({
    lines,
    promo: discountPct ? { code: 'P', type: 'percentage', value: discountPct, label: 'P' } : null,
    walletBalance: 0,
    useWallet: false,
  });
  const split = splitGst(totals.gst, '29', intra ? '29' : '27');
  const figures = invoiceLines(lines, { discount: totals.discount, split });
  return {
    intraState: split.intraState,
    lines: figures.map((f, i) => ({
      name: `line ${i}`,
      hsn: null,
      quantity: lines[i]!.quantity,
      unitPricePaise: lines[i]!.unitPricePaise,
      grossPaise: f.gross,
      discountPaise: f.discount,
      taxablePaise: f.taxable,
      cgstPaise: f.cgst,
      sgstPaise: f.sgst,
      igstPaise: f.igst,
    })),
    totals: {
      subtotalPaise: totals.subtotal,
      discountPaise: totals.discount,
      taxablePaise: totals.subtotal - totals.discount,
      cgstPaise: split.cgst,
      sgstPaise: split.sgst,
      igstPaise: split.igst,
      totalPaise: totals.base,
      walletUsedPaise: 0,
      promoCode: null,
    },
  };
}

const lineArb = fc.record({
  unitPricePaise: fc.integer({ min: 1, max: 50_000_000 }),
  quantity: fc.integer({ min: 1, max: 20 }),
});

describe('credit note figures', () => {
  it('a whole refund reverses every figure of the invoice exactly', () => {
    const inv = invoiceOf(
      [
        { unitPricePaise: 100_001, quantity: 1 },
        { unitPricePaise: 49_950, quantity: 3 },
      ],
      10,
      true,
    );
    const f = creditNoteFigures(inv, inv.totals.totalPaise);
    expect(f).toMatchObject({
      taxable: inv.totals.taxablePaise,
      cgst: inv.totals.cgstPaise,
      sgst: inv.totals.sgstPaise,
      igst: 0,
    });
    expect(f.lines.map((l) => l.taxable)).toEqual(inv.lines.map((l) => l.taxablePaise));
    expect(f.lines.map((l) => l.cgst)).toEqual(inv.lines.map((l) => l.cgstPaise));
  });

  it('82% of a ₹1,180.00 intra-state invoice: ₹967.60 = 820.00 + CGST 73.80 + SGST 73.80', () => {
    const inv = invoiceOf([{ unitPricePaise: 100_000, quantity: 1 }], 0, true);
    expect(inv.totals.totalPaise).toBe(118_000);
    // round(18,000 × 96,760 / 118,000) = 14,760; taxable 96,760 − 14,760 = 82,000
    expect(creditNoteFigures(inv, 96_760)).toMatchObject({
      taxable: 82_000,
      cgst: 7_380,
      sgst: 7_380,
      igst: 0,
    });
  });

  it('inter-state: the whole tax reversed as IGST; the odd paisa of an intra-state tax goes to CGST', () => {
    const inter = invoiceOf([{ unitPricePaise: 100_001, quantity: 1 }], 0, false);
    const f = creditNoteFigures(inter, 50_000);
    expect(f.cgst + f.sgst).toBe(0);
    expect(f.igst).toBe(mulDivRound(inter.totals.igstPaise, 50_000, inter.totals.totalPaise));
    const intra = invoiceOf([{ unitPricePaise: 100_001, quantity: 1 }], 0, true);
    const g = creditNoteFigures(intra, 50_001);
    expect(g.cgst - g.sgst).toBe((g.cgst + g.sgst) % 2);
  });

  it('refuses nothing, a negative amount and more than the invoice', () => {
    const inv = invoiceOf([{ unitPricePaise: 1_000, quantity: 1 }], 0, true);
    expect(() => creditNoteFigures(inv, 0)).toThrow(RangeError);
    expect(() => creditNoteFigures(inv, -5)).toThrow(RangeError);
    expect(() => creditNoteFigures(inv, inv.totals.totalPaise + 1)).toThrow(RangeError);
  });

  it('property: every column sums exactly, tax + taxable = the refund, CGST + SGST = IGST, never more than invoiced', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 100 }),
        fc.boolean(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (lines, pct, intra, share) => {
          const inv = invoiceOf(lines, pct, intra);
          const total = inv.totals.totalPaise;
          const refund = Math.max(1, Math.min(total, Math.round(total * share)));
          const f = creditNoteFigures(inv, refund);
          const tax = f.cgst + f.sgst + f.igst;
          const gst = inv.totals.cgstPaise + inv.totals.sgstPaise + inv.totals.igstPaise;
          expect(f.taxable + tax).toBe(refund);
          expect(tax).toBe(mulDivRound(gst, refund, total));
          expect(intra ? f.igst : f.cgst + f.sgst).toBe(0);
          if (intra) expect(f.sgst).toBe(Math.floor(tax / 2));
          const sum = (k: 'taxable' | 'cgst' | 'sgst' | 'igst') => f.lines.reduce((a, l) => a + l[k], 0);
          expect([sum('taxable'), sum('cgst'), sum('sgst'), sum('igst')]).toEqual([
            f.taxable,
            f.cgst,
            f.sgst,
            f.igst,
          ]);
          expect(tax).toBeLessThanOrEqual(gst);
          expect(f.taxable).toBeLessThanOrEqual(inv.totals.taxablePaise);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('mulDivRound rounds half up exactly beyond 2^53 intermediate products', () => {
    expect(mulDivRound(1, 1, 2)).toBe(1);
    expect(mulDivRound(1, 1, 3)).toBe(0);
    expect(mulDivRound(9_000_000_000, 9_000_000_000, 18_000_000_000)).toBe(4_500_000_000);
    expect(allocate(5, [1, 1])).toEqual([3, 2]);
  });
});

describe('credit note numbers', () => {
  it('RS/CN/26-27/0001: at most 16 characters for every prefix length', () => {
    expect(creditNoteNumber('RS', '26-27', 1)).toBe('RS/CN/26-27/0001');
    expect(creditNoteNumber('R', '26-27', 12)).toBe('R/CN/26-27/00012');
    expect(creditNoteNumber('ABC', '27-28', 7)).toBe('ABC/CN/27-28/007');
    for (const prefix of ['R', 'RS', 'ABC']) {
      const last = creditNoteNumber(prefix, '26-27', 10 ** creditNoteDigits(prefix) - 1);
      expect(last.length).toBe(16);
      expect(last).toMatch(/^[A-Z0-9/-]+$/);
    }
  });
});
