import { badInput } from '../../common/errors.js';
import { paiseToRupees } from '../../common/money.js';
import type { RowSource } from '../../common/sql.js';
import { gstr1Csv, type Gstr1Report, type Gstr1Seller } from './gstr1.js';
import {
  gstr1B2bRows,
  gstr1CreditNoteRows,
  gstr1B2cRows,
  gstr1HsnRows,
  invoiceListRows,
  invoiceTotalsRow,
  type InvoiceFilter,
} from './invoices.sql.js';
import type { AdminInvoicesInput, InvoicePageView } from './invoices.types.js';

/** The admin reports' own messages (the spec leaves them open). */
export const InvoiceReportMessages = {
  adminsOnly: 'Unauthorized: Admins only',
  dateInvalid: 'Dates must be real days written YYYY-MM-DD',
  rangeInvalid: 'The start date must be on or before the end date',
  monthInvalid: 'Month must be a month written YYYY-MM',
} as const;
const M = InvoiceReportMessages;

const MAX_PAGE = 200;
const MAX_SEARCH = 100;

/** A real calendar day written YYYY-MM-DD. */
function isDay(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** The admin's filter, checked: days real and in order; the search lower-cased with LIKE's wildcards escaped. */
export function invoiceFilter(input: AdminInvoicesInput): InvoiceFilter {
  const day = (raw: string | null | undefined, field: string) => {
    const s = raw?.trim() ?? '';
    if (!s) return null;
    if (!isDay(s)) throw badInput(M.dateInvalid, field);
    return s;
  };
  const from = day(input.from, 'from');
  const to = day(input.to, 'to');
  if (from && to && from > to) throw badInput(M.rangeInvalid, 'from');
  const text = (input.search ?? '').trim().toLowerCase().slice(0, MAX_SEARCH);
  return { search: text ? text.replace(/[\\%_]/g, (c) => `\\${c}`) : null, from, to };
}

/** A page of the filtered invoices (newest first) and the totals of every one the filter matches. */
export async function invoicePage(db: RowSource, input: AdminInvoicesInput): Promise<InvoicePageView> {
  const filter = invoiceFilter(input);
  const limit = Math.min(Math.max(input.first ?? 50, 1), MAX_PAGE);
  const offset = Math.max(input.offset ?? 0, 0);
  const [rows, t] = await Promise.all([
    invoiceListRows(db, filter, { limit, offset }),
    invoiceTotalsRow(db, filter),
  ]);
  const r = (paise: number | string) => paiseToRupees(Number(paise));
  return {
    items: rows.map((i) => ({
      id: i.id,
      orderId: i.order_id,
      number: i.number,
      issuedAt: new Date(i.issued_at),
      buyerName: i.buyer_name,
      buyerGstin: i.buyer_gstin,
      placeOfSupply: i.place_of_supply,
      placeOfSupplyName: i.place_name,
      taxableValue: r(i.taxable_paise),
      cgst: r(i.cgst_paise),
      sgst: r(i.sgst_paise),
      igst: r(i.igst_paise),
      total: r(i.total_paise),
      pdfPath: `/api/orders/${i.order_id}/invoice.pdf`,
    })),
    totals: {
      count: Number(t.count),
      taxableValue: r(t.taxable),
      cgst: r(t.cgst),
      sgst: r(t.sgst),
      igst: r(t.igst),
      total: r(t.total),
    },
  };
}

/** `2026-11` checked (a real month); its first day. */
export function monthStart(raw: unknown): string {
  const s = typeof raw === 'string' ? raw.trim() : '';
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(s);
  if (!m) throw badInput(M.monthInvalid, 'month');
  return `${s}-01`;
}

/** The month's GSTR-1-shaped report, read from the frozen invoices and credit notes. */
export async function gstr1Report(db: RowSource, month: string, seller: Gstr1Seller): Promise<Gstr1Report> {
  const start = monthStart(month);
  const [b2b, b2c, hsn, notes] = await Promise.all([
    gstr1B2bRows(db, start),
    gstr1B2cRows(db, start),
    gstr1HsnRows(db, start),
    gstr1CreditNoteRows(db, start),
  ]);
  const n = Number;
  return {
    seller,
    month: start.slice(0, 7),
    b2b: b2b.map((b) => ({
      gstin: b.buyer_gstin,
      name: b.buyer_name,
      number: b.number,
      day: b.issued_day,
      placeCode: b.place_of_supply,
      placeName: b.place_name,
      rate: n(b.rate),
      taxable: n(b.taxable_paise),
      cgst: n(b.cgst_paise),
      sgst: n(b.sgst_paise),
      igst: n(b.igst_paise),
      total: n(b.total_paise),
    })),
    b2c: b2c.map((b) => ({
      placeCode: b.place_of_supply,
      placeName: b.place_name,
      rate: n(b.rate),
      invoices: n(b.invoices),
      taxable: n(b.taxable_paise),
      cgst: n(b.cgst_paise),
      sgst: n(b.sgst_paise),
      igst: n(b.igst_paise),
      total: n(b.total_paise),
    })),
    creditNotes: notes.map((c) => ({
      number: c.number,
      day: c.issued_day,
      invoiceNumber: c.invoice_number,
      gstin: c.buyer_gstin,
      placeCode: c.place_of_supply,
      placeName: c.place_name,
      rate: n(c.rate),
      taxable: n(c.taxable_paise),
      cgst: n(c.cgst_paise),
      sgst: n(c.sgst_paise),
      igst: n(c.igst_paise),
      total: n(c.total_paise),
    })),
    hsn: hsn.map((h) => ({
      hsn: h.hsn,
      description: h.description.slice(0, 30),
      rate: n(h.rate),
      quantity: n(h.quantity),
      taxable: n(h.taxable_paise),
      cgst: n(h.cgst_paise),
      sgst: n(h.sgst_paise),
      igst: n(h.igst_paise),
    })),
  };
}

/** The month's CSV and its file name. */
export async function gstr1File(
  db: RowSource,
  month: string,
  seller: Gstr1Seller,
): Promise<{ filename: string; csv: string }> {
  const report = await gstr1Report(db, month, seller);
  return { filename: `gstr1-${report.month}.csv`, csv: gstr1Csv(report) };
}
