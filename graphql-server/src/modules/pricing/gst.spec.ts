import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocate,
  financialYear,
  gstinCheckChar,
  gstinProblem,
  indianDate,
  indianWords,
  rupeesInWords,
  splitGst,
} from './gst.js';
import { INDIAN_STATES, stateByCode } from './indian-states.js';
import { computeTotals } from './pricing.js';
import { isHsn } from '../../common/validation.js';

describe('indian states', () => {
  it('lists 28 states and 8 union territories with unique two-digit codes', () => {
    expect(INDIAN_STATES.filter((s) => s.kind === 'state')).toHaveLength(28);
    expect(INDIAN_STATES.filter((s) => s.kind !== 'state')).toHaveLength(8);
    expect(new Set(INDIAN_STATES.map((s) => s.code)).size).toBe(INDIAN_STATES.length);
    for (const s of INDIAN_STATES) expect(s.code).toMatch(/^\d{2}$/);
    expect(stateByCode('27')?.name).toBe('Maharashtra');
    expect(stateByCode('25')).toBeUndefined();
  });
});

describe('splitGst', () => {
  it('same state: CGST + SGST halves, the odd paisa to CGST', () => {
    expect(splitGst(1801, '27', '27')).toEqual({
      intraState: true,
      cgst: 901,
      sgst: 900,
      igst: 0,
      secondTaxName: 'SGST',
    });
    expect(splitGst(1800, '29', '29')).toMatchObject({ cgst: 900, sgst: 900, igst: 0 });
  });
  it('another state: all IGST', () => {
    expect(splitGst(1801, '27', '29')).toEqual({
      intraState: false,
      cgst: 0,
      sgst: 0,
      igst: 1801,
      secondTaxName: 'SGST',
    });
  });
  it('union territories: UTGST without a legislature, SGST with one, IGST across', () => {
    expect(splitGst(500, '04', '04')).toMatchObject({
      intraState: true,
      cgst: 250,
      sgst: 250,
      secondTaxName: 'UTGST',
    });
    expect(splitGst(500, '38', '38')).toMatchObject({ secondTaxName: 'UTGST' });
    expect(splitGst(500, '07', '07')).toMatchObject({ intraState: true, secondTaxName: 'SGST' });
    expect(splitGst(500, '07', '04')).toMatchObject({ intraState: false, igst: 500 });
  });
  it('a seller whose state is not set yet charges IGST', () => {
    expect(splitGst(999, null, '27')).toMatchObject({ intraState: false, igst: 999 });
  });
  it('property: CGST + SGST = IGST = the order GST for every amount, never a paisa off the total', () => {
    const line = fc.record({
      unitPricePaise: fc.integer({ min: 0, max: 10_000_000 }),
      quantity: fc.integer({ min: 1, max: 50 }),
    });
    const code = fc.constantFrom(...INDIAN_STATES.map((s) => s.code));
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), code, (lines, state) => {
        const t = computeTotals({ lines, walletBalance: 0, useWallet: false });
        const intra = splitGst(t.gst, state, state);
        const inter = splitGst(t.gst, state === '27' ? '29' : '27', state);
        expect(intra.cgst + intra.sgst).toBe(t.gst);
        expect(inter.igst).toBe(t.gst);
        expect(intra.cgst - intra.sgst).toBeGreaterThanOrEqual(0);
        expect(intra.cgst - intra.sgst).toBeLessThanOrEqual(1);
        expect(t.subtotal + intra.cgst + intra.sgst + intra.igst - t.discount).toBe(t.base);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (gst) => {
        const s = splitGst(gst, '27', '27');
        expect(s.cgst + s.sgst).toBe(gst);
        expect(splitGst(gst, '27', '07').igst).toBe(gst);
      }),
    );
  });
});

describe('allocate', () => {
  it('shares in proportion and sums exactly', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([7, 0]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          const out = allocate(total, weights);
          expect(out.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0);
          if (sum > 0)
            out.forEach((o, i) => expect(Math.abs(o - (total * weights[i]!) / sum)).toBeLessThan(1.0001));
        },
      ),
    );
  });
});

describe('GSTIN', () => {
  // Published sample GSTINs with their real check characters.
  const VALID = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '24AAACC1206D1ZM'];

  it('accepts valid GSTINs (format, state prefix, check character)', () => {
    for (const g of VALID) expect(gstinProblem(g)).toBeNull();
    expect(gstinProblem('27AAPFU0939F1ZV', '27')).toBeNull();
  });
  it('refuses a wrong check character', () => {
    for (const g of VALID) {
      const wrong = g.slice(0, 14) + (g[14] === 'A' ? 'B' : 'A');
      expect(gstinProblem(wrong)).toBe('checkDigit');
    }
  });
  it('refuses a bad shape, an unknown state, or another state than the one given', () => {
    expect(gstinProblem('27AAPFU0939F1V')).toBe('format');
    expect(gstinProblem('27aapfu0939f1zv')).toBe('format');
    expect(gstinProblem('27AAPFU0939F1XV')).toBe('format');
    const unknown = '99AAPFU0939F1Z';
    expect(gstinProblem(unknown + gstinCheckChar(unknown))).toBe('state');
    expect(gstinProblem('27AAPFU0939F1ZV', '29')).toBe('state');
  });
  it('property: every single-character change of the check character is caught', () => {
    fc.assert(
      fc.property(fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'), (c) => {
        const g = `27AAPFU0939F1Z${c}`;
        expect(gstinProblem(g) === null).toBe(c === 'V');
      }),
    );
  });
});

describe('HSN, dates, words', () => {
  it('HSN is 4, 6 or 8 digits', () => {
    for (const ok of ['8517', '851712', '85171300']) expect(isHsn(ok)).toBe(true);
    for (const bad of ['851', '85171', '8517130', '851713001', 'ABCD', '']) expect(isHsn(bad)).toBe(false);
  });
  it('the financial year turns on 1 April in India (IST)', () => {
    expect(financialYear(new Date('2027-03-31T18:29:59.999Z'))).toBe('26-27');
    expect(financialYear(new Date('2027-03-31T18:30:00.000Z'))).toBe('27-28');
    expect(financialYear(new Date('2026-11-29T00:00:00Z'))).toBe('26-27');
    expect(financialYear(new Date('2099-12-31T00:00:00Z'))).toBe('99-00');
    expect(indianDate(new Date('2026-11-28T19:00:00Z'))).toBe('2026-11-29');
  });
  it('amounts in words with lakh and crore', () => {
    expect(indianWords(0)).toBe('Zero');
    expect(indianWords(105)).toBe('One Hundred Five');
    expect(indianWords(123_456)).toBe('One Lakh Twenty-Three Thousand Four Hundred Fifty-Six');
    expect(indianWords(12_34_56_789)).toBe(
      'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine',
    );
    expect(rupeesInWords(1_180_050)).toBe('Rupees Eleven Thousand Eight Hundred and Fifty Paise Only');
    expect(rupeesInWords(100)).toBe('Rupees One Only');
  });
});
