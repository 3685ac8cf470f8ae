/**
 * GST arithmetic and identifiers (pure, integer paise): the tax split by place of supply, GSTIN
 * and HSN validation, the financial year, and amounts in Indian words. See docs/gst.md.
 */
import { stateByCode } from './indian-states.js';
import type { Paise } from './pricing.js';

// ---------------------------------------------------------------- split by place of supply

export interface TaxSplit {
  /** true when the seller's state is the place of supply: CGST + SGST (or UTGST) */
  intraState: boolean;
  cgst: Paise;
  /** SGST, or UTGST in a union territory without a legislature (`secondTaxName`) */
  sgst: Paise;
  igst: Paise;
  /** 'SGST' or 'UTGST' */
  secondTaxName: 'SGST' | 'UTGST';
}

/**
 * Splits an order's GST by place of supply. Same state as the seller → half CGST, half SGST
 * (UTGST in a union territory without a legislature); another state (or a seller state not set
 * yet) → all IGST.
 *
 * The one rounding rule for the halves: SGST is the lower half, `floor(gst / 2)`, and CGST is
 * the rest (the odd paisa, if any, goes to CGST). So CGST + SGST = IGST = gst for every amount,
 * and the total charged never changes.
 */
export function splitGst(
  gst: Paise,
  sellerStateCode: string | null | undefined,
  placeOfSupply: string,
): TaxSplit {
  if (!Number.isSafeInteger(gst) || gst < 0) throw new RangeError('gst must be whole paise >= 0');
  const place = stateByCode(placeOfSupply);
  const secondTaxName = place?.kind === 'ut' ? 'UTGST' : 'SGST';
  if (!sellerStateCode || sellerStateCode !== placeOfSupply)
    return { intraState: false, cgst: 0, sgst: 0, igst: gst, secondTaxName };
  const sgst = Math.floor(gst / 2);
  return { intraState: true, cgst: gst - sgst, sgst, igst: 0, secondTaxName };
}

/**
 * Shares `total` paise among `weights` in proportion, whole paise summing exactly to `total`
 * (largest remainder; ties to the earlier line). Used to spread an order's discount and GST
 * over its lines for the invoice's per-line and per-HSN figures.
 */
export function allocate(total: Paise, weights: readonly number[]): Paise[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError('total must be whole paise >= 0');
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const shares = weights.map((w) => {
    const exact = BigInt(total) * BigInt(w);
    return { floor: Number(exact / BigInt(sum)), rem: Number(exact % BigInt(sum)) };
  });
  let left = total - shares.reduce((a, s) => a + s.floor, 0);
  const order = shares.map((s, i) => ({ i, rem: s.rem })).sort((a, b) => b.rem - a.rem || a.i - b.i);
  const out = shares.map((s) => s.floor);
  for (const { i } of order) {
    if (left <= 0) break;
    out[i]! += 1;
    left -= 1;
  }
  return out;
}

// ---------------------------------------------------------------- GSTIN

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** 2-digit state, PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character. */
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTIN check character of its first 14 characters (the GSTN's base-36 Luhn variant). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = GSTIN_CHARS.indexOf(first14[i]!);
    if (value < 0) throw new RangeError('not a GSTIN character');
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

export type GstinProblem = 'format' | 'checkDigit' | 'state';

/**
 * Checks a GSTIN (upper-cased, trimmed): its shape, that its first two digits are a state code
 * (and `stateCode`'s, when given), and its check character. Null when it is valid.
 */
export function gstinProblem(gstin: string, stateCode?: string | null): GstinProblem | null {
  if (!GSTIN_SHAPE.test(gstin)) return 'format';
  if (!stateByCode(gstin.slice(0, 2))) return 'state';
  if (gstinCheckChar(gstin.slice(0, 14)) !== gstin[14]) return 'checkDigit';
  if (stateCode && gstin.slice(0, 2) !== stateCode) return 'state';
  return null;
}

export function normalizeGstin(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

// ---------------------------------------------------------------- financial year, dates in India

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The calendar date in India (IST, UTC+5:30) of an instant, as `YYYY-MM-DD`. */
export function indianDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The financial year (April to March, in India's time) of an instant, as `26-27`. */
export function financialYear(at: Date): string {
  const [y, m] = indianDate(at).split('-').map(Number) as [number, number];
  const start = m >= 4 ? y : y - 1;
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return `${two(start)}-${two(start + 1)}`;
}

// ---------------------------------------------------------------- amounts in words

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const rest = n % 10;
  return rest ? `${TENS[Math.floor(n / 10)]}-${ONES[rest]}` : TENS[Math.floor(n / 10)]!;
}

function belowThousand(n: number): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  return [h ? `${ONES[h]} Hundred` : '', r ? belowHundred(r) : ''].filter(Boolean).join(' ');
}

/** A whole number in words with Indian grouping: crore, lakh, thousand, hundred. */
export function indianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError('a whole number >= 0');
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${indianWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** `Rupees One Lakh Twenty-Three Thousand ... and Fifty Paise Only`. */
export function rupeesInWords(paise: Paise): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError('whole paise >= 0');
  const rupees = Math.floor(paise / 100);
  const p = paise % 100;
  return `Rupees ${indianWords(rupees)}${p ? ` and ${belowHundred(p)} Paise` : ''} Only`;
}

// ---------------------------------------------------------------- invoice lines

export interface InvoiceLineInput {
  quantity: number;
  unitPricePaise: Paise;
}

export interface InvoiceLineFigures {
  /** quantity × unit price */
  gross: Paise;
  /** this line's share of the order's promo discount */
  discount: Paise;
  /** gross − discount: the taxable value after discount */
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

/**
 * An order's figures spread over its lines for the invoice: the discount in proportion to each
 * line's value (lowering its taxable value), and the order's GST, as charged, in proportion to
 * each line's value, then split as the order's was. Every column sums exactly to the order's
 * figure: Σ taxable = subtotal − discount, Σ (cgst + sgst + igst) = the order's GST.
 */
export function invoiceLines(
  lines: readonly InvoiceLineInput[],
  order: { discount: Paise; split: TaxSplit },
): InvoiceLineFigures[] {
  const gross = lines.map((l) => l.unitPricePaise * l.quantity);
  const discounts = allocate(order.discount, gross);
  const cgst = allocate(order.split.cgst, gross);
  const sgst = allocate(order.split.sgst, gross);
  const igst = allocate(order.split.igst, gross);
  return gross.map((g, i) => ({
    gross: g,
    discount: discounts[i]!,
    taxable: g - discounts[i]!,
    cgst: cgst[i]!,
    sgst: sgst[i]!,
    igst: igst[i]!,
  }));
}
