/**
 * The monthly GSTR-1-shaped CSV (pure): sections named and columned as the GST portal's offline
 * tool names them, amounts in rupees with two decimals computed from integer paise. See docs/gst.md.
 */

export interface Gstr1Seller {
  shopName: string;
  legalName: string | null;
  gstin: string | null;
}

export interface Gstr1B2b {
  gstin: string;
  name: string;
  number: string;
  /** Indian day, YYYY-MM-DD */
  day: string;
  placeCode: string;
  placeName: string;
  rate: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

export interface Gstr1B2c {
  placeCode: string;
  placeName: string;
  rate: number;
  invoices: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

/** A credit note row (GSTR-1 table 9B: CDNR to a registered buyer, CDNUR otherwise). */
export interface Gstr1CreditNote {
  number: string;
  day: string;
  invoiceNumber: string;
  /** null: to an unregistered buyer (CDNUR) */
  gstin: string | null;
  placeCode: string;
  placeName: string;
  rate: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

export interface Gstr1Hsn {
  hsn: string | null;
  description: string;
  rate: number;
  quantity: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface Gstr1Report {
  seller: Gstr1Seller;
  /** YYYY-MM */
  month: string;
  b2b: Gstr1B2b[];
  b2c: Gstr1B2c[];
  creditNotes: Gstr1CreditNote[];
  hsn: Gstr1Hsn[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Whole paise as rupees with two decimals (exact: no floating point). */
export function rupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** `2026-11-29` → `29-Nov-2026` (the offline tool's date). */
export function gstDate(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}-${MONTHS[Number(m) - 1]}-${y}`;
}

/**
 * One CSV field: quoted when it holds a comma, quote or line break; a text that a spreadsheet
 * would run as a formula (=, +, -, @, tab, return first; not a negative amount) is prefixed with `'` (a buyer's business
 * name is the shopper's words).
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const formula = /^[=+\-@\t\r]/.test(value) && !/^-\d+(\.\d+)?$/.test(value);
  const safe = formula ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const line = (fields: (string | number)[]) => fields.map(csvField).join(',');
const place = (code: string, name: string) => `${code}-${name}`;

interface Sum {
  count: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

function sum(
  rows: { taxable: number; cgst: number; sgst: number; igst: number; total: number }[],
  count: number,
): Sum {
  const s = { count, taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
  for (const r of rows) {
    s.taxable += r.taxable;
    s.cgst += r.cgst;
    s.sgst += r.sgst;
    s.igst += r.igst;
    s.total += r.total;
  }
  return s;
}

function sectionB2b(r: Gstr1Report): string[] {
  return [
    'B2B invoices (table 4A)',
    line([
      'GSTIN/UIN of Recipient',
      'Receiver Name',
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Reverse Charge',
      'Invoice Type',
      'Rate',
      'Taxable Value',
      'Integrated Tax',
      'Central Tax',
      'State/UT Tax',
      'Cess Amount',
    ]),
    ...r.b2b.map((b) =>
      line([
        b.gstin,
        b.name,
        b.number,
        gstDate(b.day),
        rupees(b.total),
        place(b.placeCode, b.placeName),
        'N',
        'Regular',
        b.rate,
        rupees(b.taxable),
        rupees(b.igst),
        rupees(b.cgst),
        rupees(b.sgst),
        '0.00',
      ]),
    ),
  ];
}

function sectionB2c(r: Gstr1Report): string[] {
  return [
    'B2C (others) by place of supply and rate (table 7)',
    line([
      'Type',
      'Place Of Supply',
      'Rate',
      'Invoices',
      'Taxable Value',
      'Integrated Tax',
      'Central Tax',
      'State/UT Tax',
      'Cess Amount',
      'Invoice Value',
    ]),
    ...r.b2c.map((b) =>
      line([
        'OE',
        place(b.placeCode, b.placeName),
        b.rate,
        b.invoices,
        rupees(b.taxable),
        rupees(b.igst),
        rupees(b.cgst),
        rupees(b.sgst),
        '0.00',
        rupees(b.total),
      ]),
    ),
  ];
}

function sectionCreditNotes(r: Gstr1Report): string[] {
  return [
    'Credit notes to registered (CDNR) and unregistered (CDNUR) buyers (table 9B)',
    line([
      'Note Number',
      'Note date',
      'Note Type',
      'Invoice Number',
      'GSTIN/UIN of Recipient',
      'Place Of Supply',
      'Rate',
      'Taxable Value',
      'Integrated Tax',
      'Central Tax',
      'State/UT Tax',
      'Note Value',
    ]),
    ...r.creditNotes.map((c) =>
      line([
        c.number,
        gstDate(c.day),
        'C',
        c.invoiceNumber,
        c.gstin ?? '',
        place(c.placeCode, c.placeName),
        c.rate,
        rupees(c.taxable),
        rupees(c.igst),
        rupees(c.cgst),
        rupees(c.sgst),
        rupees(c.total),
      ]),
    ),
  ];
}

function sectionHsn(r: Gstr1Report): string[] {
  return [
    'HSN summary (table 12)',
    line([
      'HSN',
      'Description',
      'UQC',
      'Total Quantity',
      'Total Value',
      'Rate',
      'Taxable Value',
      'Integrated Tax Amount',
      'Central Tax Amount',
      'State/UT Tax Amount',
      'Cess Amount',
    ]),
    ...r.hsn.map((h) =>
      line([
        h.hsn ?? 'Not set',
        h.description,
        'NOS-NUMBERS',
        h.quantity,
        rupees(h.taxable + h.cgst + h.sgst + h.igst),
        h.rate,
        rupees(h.taxable),
        rupees(h.igst),
        rupees(h.cgst),
        rupees(h.sgst),
        '0.00',
      ]),
    ),
  ];
}

/** The sections' totals and the month's net (invoices less credit notes): what reconciles with Sales. */
export function gstr1Totals(r: Gstr1Report): { b2b: Sum; b2c: Sum; creditNotes: Sum; net: Sum } {
  const b2b = sum(r.b2b, r.b2b.length);
  const b2c = sum(
    r.b2c,
    r.b2c.reduce((a, b) => a + b.invoices, 0),
  );
  const creditNotes = sum(r.creditNotes, r.creditNotes.length);
  const net = {
    count: b2b.count + b2c.count,
    taxable: b2b.taxable + b2c.taxable - creditNotes.taxable,
    cgst: b2b.cgst + b2c.cgst - creditNotes.cgst,
    sgst: b2b.sgst + b2c.sgst - creditNotes.sgst,
    igst: b2b.igst + b2c.igst - creditNotes.igst,
    total: b2b.total + b2c.total - creditNotes.total,
  };
  return { b2b, b2c, creditNotes, net };
}

function sectionTotals(r: Gstr1Report): string[] {
  const t = gstr1Totals(r);
  const row = (name: string, s: Sum) =>
    line([name, s.count, rupees(s.taxable), rupees(s.igst), rupees(s.cgst), rupees(s.sgst), rupees(s.total)]);
  return [
    'Totals',
    line(['Section', 'Documents', 'Taxable Value', 'Integrated Tax', 'Central Tax', 'State/UT Tax', 'Value']),
    row('B2B invoices', t.b2b),
    row('B2C invoices', t.b2c),
    row('Credit notes', t.creditNotes),
    row('Net (invoices less credit notes)', t.net),
  ];
}

/** The whole CSV: a heading block, then B2B, B2C, credit notes, HSN and totals, a blank line between. */
export function gstr1Csv(r: Gstr1Report): string {
  const [y, m] = r.month.split('-');
  const head = [
    line(['GSTR-1 (prepared by the shop for filing; check before you file)', r.seller.shopName]),
    line(['GSTIN of the supplier', r.seller.gstin ?? 'Not set']),
    line(['Legal name', r.seller.legalName ?? 'Not set']),
    line(['Tax period', `${MONTHS[Number(m) - 1]} ${y}`]),
  ];
  const sections = [
    head,
    sectionB2b(r),
    sectionB2c(r),
    sectionCreditNotes(r),
    sectionHsn(r),
    sectionTotals(r),
  ];
  return `${sections.map((s) => s.join('\r\n')).join('\r\n\r\n')}\r\n`;
}
