/**
 * The amounts a credit note reverses (pure, integer paise; docs/gst.md "Credit notes").
 *
 * The rule: a refund of R paise on an invoice of total T with GST G reverses the tax in the
 * invoice's own proportion, rounded half up once: tax = round(G × R / T); the taxable value is
 * the rest, R − tax. The tax is split as the invoice's was (intra-state: SGST = floor(tax / 2),
 * CGST the rest; else all IGST), and each column is spread over the invoice's lines in proportion
 * to that line's figure (largest remainder), so every column sums exactly. A refund of the whole
 * invoice (R = T) reverses every figure exactly.
 */
import { allocate } from '../pricing/index.js';
import type { InvoiceSnapshot } from './invoice.entity.js';

export interface CreditFigures {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  lines: { taxable: number; cgst: number; sgst: number; igst: number }[];
}

/** round(a × b / c) half up, exact for any safe integers (BigInt). */
export function mulDivRound(a: number, b: number, c: number): number {
  if (c <= 0) throw new RangeError('divisor must be > 0');
  const n = BigInt(a) * BigInt(b) * 2n + BigInt(c);
  return Number(n / (2n * BigInt(c)));
}

export function creditNoteFigures(
  invoice: Pick<InvoiceSnapshot, 'intraState' | 'lines' | 'totals'>,
  refundPaise: number,
): CreditFigures {
  const t = invoice.totals;
  if (!Number.isSafeInteger(refundPaise) || refundPaise <= 0 || refundPaise > t.totalPaise)
    throw new RangeError('a credit note reverses between 1 paisa and the invoice total');
  const gst = t.cgstPaise + t.sgstPaise + t.igstPaise;
  const tax = refundPaise === t.totalPaise ? gst : mulDivRound(gst, refundPaise, t.totalPaise);
  const taxable = refundPaise - tax;
  const sgst = invoice.intraState ? Math.floor(tax / 2) : 0;
  const cgst = invoice.intraState ? tax - sgst : 0;
  const igst = invoice.intraState ? 0 : tax;
  const spread = (amount: number, pick: (l: InvoiceSnapshot['lines'][number]) => number) =>
    allocate(
      amount,
      invoice.lines.map((l) => pick(l)),
    );
  const lt = spread(taxable, (l) => l.taxablePaise);
  const lc = spread(cgst, (l) => l.cgstPaise);
  const ls = spread(sgst, (l) => l.sgstPaise);
  const li = spread(igst, (l) => l.igstPaise);
  return {
    taxable,
    cgst,
    sgst,
    igst,
    total: refundPaise,
    lines: invoice.lines.map((_, i) => ({ taxable: lt[i]!, cgst: lc[i]!, sgst: ls[i]!, igst: li[i]! })),
  };
}
