import { runSql, type RowSource } from '../../common/sql.js';

/**
 * The invoices' read side for the admin (the Invoices tab and the GSTR-1 export): statements over
 * the module's own `invoices` table, whose rows and snapshots are frozen as issued. Dates are
 * Indian calendar days (`Asia/Kolkata`); a range is `[from, to]`, both days included.
 */

/**
 * Takes the next number of a series in a financial year on the caller's transaction (`tx`): the
 * counter row stays locked until that transaction ends (see `nextNumber`).
 */
export async function takeNextNumber(
  tx: RowSource,
  series: 'invoice' | 'credit_note',
  year: string,
): Promise<number> {
  const [row] = await runSql<{ last_number: number }>(
    tx,
    `insert into document_counters (series, financial_year, last_number) values ($1, $2, 1)
     on conflict (series, financial_year) do update set last_number = document_counters.last_number + 1
     returning last_number`,
    [series, year],
  );
  return Number(row!.last_number);
}

/** What the admin filters by: text (invoice number, order id or ref, buyer name, GSTIN, phone), days. */
export interface InvoiceFilter {
  /** lower-cased, LIKE wildcards escaped; null for none */
  search: string | null;
  /** first Indian day (YYYY-MM-DD), or null */
  from: string | null;
  /** last Indian day (YYYY-MM-DD), or null */
  to: string | null;
}

const IST = `'Asia/Kolkata'`;

/** The filter as one fixed `where` (one prepared statement whatever is set): $1 search, $2 from, $3 to. */
const WHERE = `
  ($1::text is null
    or lower(i.number) like '%' || $1 || '%'
    or i.order_id::text like ltrim($1, '#') || '%'
    or lower(i.buyer_name) like '%' || $1 || '%'
    or lower(coalesce(i.buyer_gstin, '')) like '%' || $1 || '%'
    or lower(coalesce(i.snapshot #>> '{buyer,businessName}', '')) like '%' || $1 || '%'
    or coalesce(i.snapshot #>> '{buyer,phone}', '') like '%' || $1 || '%')
  and ($2::date is null or i.issued_at >= ($2::date::timestamp at time zone ${IST}))
  and ($3::date is null or i.issued_at < (($3::date + 1)::timestamp at time zone ${IST}))`;

export interface InvoiceListRow {
  id: string;
  order_id: string;
  number: string;
  /** timestamptz as the driver gives it (text or Date) */
  issued_at: Date | string;
  place_of_supply: string;
  place_name: string;
  buyer_name: string;
  buyer_gstin: string | null;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
}

/** One page of the filtered invoices, newest first (by number within a day: the series' order). */
export function invoiceListRows(
  db: RowSource,
  f: InvoiceFilter,
  page: { limit: number; offset: number },
): Promise<InvoiceListRow[]> {
  return runSql<InvoiceListRow>(
    db,
    `select i.id, i.order_id, i.number, i.issued_at, i.place_of_supply,
            i.snapshot #>> '{placeOfSupply,name}' as place_name, i.buyer_name, i.buyer_gstin,
            i.taxable_paise, i.cgst_paise, i.sgst_paise, i.igst_paise, i.total_paise
     from invoices i
     where ${WHERE}
     order by i.issued_at desc, i.financial_year desc, i.sequence desc
     limit $4 offset $5`,
    [f.search, f.from, f.to, page.limit, page.offset],
  );
}

export interface InvoiceTotalsRow {
  count: string;
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
  total: string;
}

/** The filtered range's count and totals per tax, in paise (bigint sums as strings). */
export async function invoiceTotalsRow(db: RowSource, f: InvoiceFilter): Promise<InvoiceTotalsRow> {
  const [row] = await runSql<InvoiceTotalsRow>(
    db,
    `select count(*) as count, coalesce(sum(i.taxable_paise), 0) as taxable,
            coalesce(sum(i.cgst_paise), 0) as cgst, coalesce(sum(i.sgst_paise), 0) as sgst,
            coalesce(sum(i.igst_paise), 0) as igst, coalesce(sum(i.total_paise), 0) as total
     from invoices i
     where ${WHERE}`,
    [f.search, f.from, f.to],
  );
  return row!;
}

/** A month's invoices: issued from its first Indian day to the first day of the next. */
const IN_MONTH = `i.issued_at >= ($1::date::timestamp at time zone ${IST})
  and i.issued_at < (($1::date + interval '1 month')::timestamp at time zone ${IST})`;

export interface B2bRow {
  buyer_gstin: string;
  buyer_name: string;
  number: string;
  issued_day: string;
  place_of_supply: string;
  place_name: string;
  rate: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
}

/** GSTR-1 table 4: the month's invoices to registered buyers, one row each, by GSTIN then number. */
export function gstr1B2bRows(db: RowSource, monthStart: string): Promise<B2bRow[]> {
  return runSql<B2bRow>(
    db,
    `select i.buyer_gstin, i.buyer_name, i.number,
            to_char(i.issued_at at time zone ${IST}, 'YYYY-MM-DD') as issued_day,
            i.place_of_supply, i.snapshot #>> '{placeOfSupply,name}' as place_name,
            (i.snapshot ->> 'gstPercent')::int as rate, i.taxable_paise, i.cgst_paise, i.sgst_paise,
            i.igst_paise, i.total_paise
     from invoices i
     where ${IN_MONTH} and i.buyer_gstin is not null
     order by i.buyer_gstin, i.financial_year, i.sequence`,
    [monthStart],
  );
}

export interface CreditNoteRow {
  number: string;
  issued_day: string;
  invoice_number: string;
  buyer_gstin: string | null;
  place_of_supply: string;
  place_name: string;
  rate: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
}

/**
 * GSTR-1 table 9B: the month's credit notes (by the day each was issued), with the invoice each
 * reduces; its buyer's GSTIN tells CDNR (registered) from CDNUR. Place and rate are the invoice's.
 */
export function gstr1CreditNoteRows(db: RowSource, monthStart: string): Promise<CreditNoteRow[]> {
  return runSql<CreditNoteRow>(
    db,
    `select c.number, to_char(c.issued_at at time zone ${IST}, 'YYYY-MM-DD') as issued_day,
            i.number as invoice_number, i.buyer_gstin, i.place_of_supply,
            i.snapshot #>> '{placeOfSupply,name}' as place_name,
            (i.snapshot ->> 'gstPercent')::int as rate, c.taxable_paise, c.cgst_paise, c.sgst_paise,
            c.igst_paise, c.total_paise
     from credit_notes c join invoices i on i.id = c.invoice_id
     where ${IN_MONTH.replaceAll('i.issued_at', 'c.issued_at')}
     order by c.financial_year, c.sequence`,
    [monthStart],
  );
}

export interface B2cRow {
  place_of_supply: string;
  place_name: string;
  rate: number;
  invoices: string;
  taxable_paise: string;
  cgst_paise: string;
  sgst_paise: string;
  igst_paise: string;
  total_paise: string;
}

/** GSTR-1 table 7 (B2C, others): the month's invoices to unregistered buyers by state and rate. */
export function gstr1B2cRows(db: RowSource, monthStart: string): Promise<B2cRow[]> {
  return runSql<B2cRow>(
    db,
    `select i.place_of_supply, min(i.snapshot #>> '{placeOfSupply,name}') as place_name,
            (i.snapshot ->> 'gstPercent')::int as rate, count(*) as invoices,
            sum(i.taxable_paise) as taxable_paise, sum(i.cgst_paise) as cgst_paise,
            sum(i.sgst_paise) as sgst_paise, sum(i.igst_paise) as igst_paise, sum(i.total_paise) as total_paise
     from invoices i
     where ${IN_MONTH} and i.buyer_gstin is null
     group by i.place_of_supply, (i.snapshot ->> 'gstPercent')::int
     order by i.place_of_supply, rate`,
    [monthStart],
  );
}

export interface HsnRow {
  hsn: string | null;
  description: string;
  rate: number;
  quantity: string;
  taxable_paise: string;
  cgst_paise: string;
  sgst_paise: string;
  igst_paise: string;
}

/**
 * GSTR-1 table 12: the month's invoice lines by HSN code and rate, from the frozen snapshots (a
 * line's taxes are its share of its invoice's, so the columns sum to the invoices' exactly).
 */
export function gstr1HsnRows(db: RowSource, monthStart: string): Promise<HsnRow[]> {
  return runSql<HsnRow>(
    db,
    `select l ->> 'hsn' as hsn, string_agg(distinct l ->> 'name', ', ') as description,
            (i.snapshot ->> 'gstPercent')::int as rate, sum((l ->> 'quantity')::int) as quantity,
            sum((l ->> 'taxablePaise')::bigint) as taxable_paise, sum((l ->> 'cgstPaise')::bigint) as cgst_paise,
            sum((l ->> 'sgstPaise')::bigint) as sgst_paise, sum((l ->> 'igstPaise')::bigint) as igst_paise
     from invoices i cross join lateral jsonb_array_elements(i.snapshot -> 'lines') as l
     where ${IN_MONTH}
     group by l ->> 'hsn', (i.snapshot ->> 'gstPercent')::int
     order by (l ->> 'hsn') nulls last, rate`,
    [monthStart],
  );
}
