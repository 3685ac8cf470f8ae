/** The Invoices tab's filter and export rules (unit-tested in invoice-filters.spec.ts); the server checks them again. */
import * as z from 'zod/mini';
import { InvoiceMessages as M } from '../messages';

/** A real calendar day written YYYY-MM-DD (what a date input gives). */
export function isDay(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

const day = z.string().check(
  z.trim(),
  z.refine((v) => v === '' || isDay(v), M.dateInvalid),
);

export const invoiceFilterSchema = z.object({ search: z.string().check(z.trim()), from: day, to: day }).check(
  z.superRefine((v, ctx) => {
    if (v.from && v.to && isDay(v.from) && isDay(v.to) && v.from > v.to)
      ctx.addIssue({ code: 'custom', message: M.rangeInvalid, path: ['from'], input: v });
  }),
);
export type InvoiceFilterValues = z.output<typeof invoiceFilterSchema>;

export const emptyInvoiceFilter: InvoiceFilterValues = { search: '', from: '', to: '' };

export const monthSchema = z.object({
  month: z.string().check(z.trim(), z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.monthInvalid)),
});

/** The month before `today`'s (YYYY-MM): the one a seller files in the first days of a month. */
export function previousMonth(today: Date): string {
  const y = today.getFullYear();
  const m = today.getMonth(); // 0-based: this is already the previous month's number
  return m === 0 ? `${y - 1}-12` : `${y}-${String(m).padStart(2, '0')}`;
}

/** The filter as the adminInvoices query takes it (empty texts as null). */
export function filterInput(v: InvoiceFilterValues, page: { first: number; offset: number }) {
  return { search: v.search || null, from: v.from || null, to: v.to || null, ...page };
}
