import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  Button,
  Card,
  cx,
  DataTable,
  EmptyState,
  Form,
  FormTextField,
  useToast,
  useZodForm,
  type DataTableColumn,
  ordersIcon,
} from '../../../components/ui';
import type { AdminInvoicesQuery } from '../../../graphql/graphql';
import { formatDate } from '../../../lib/dates';
import { downloadAuthorized } from '../../../lib/download';
import { formatINR } from '../../../lib/format';
import { errorMessage } from '../../../lib/graphql-errors';
import { InvoiceMessages as M } from '../messages';
import {
  emptyInvoiceFilter,
  filterInput,
  invoiceFilterSchema,
  monthSchema,
  previousMonth,
  type InvoiceFilterValues,
} from './invoice-filters';
import { AdminInvoicesQuery as Query } from './operations';
import styles from './InvoicesTab.module.css';

type Row = AdminInvoicesQuery['adminInvoices']['items'][number];
type Totals = AdminInvoicesQuery['adminInvoices']['totals'];

const PAGE = 50;

const placeOf = (i: Row) => `${i.placeOfSupplyName} (${i.placeOfSupply})`;

/** The invoice's PDF (the order's invoice; the server answers admins and the order's owner). */
function PdfButton({ invoice }: { invoice: Row }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadAuthorized(invoice.pdfPath, `invoice-${invoice.number.replace(/\//g, '-')}.pdf`);
      toast.success('Invoice downloaded');
    } catch (err) {
      toast.error(err instanceof Error && err.message ? err.message : M.exportFailed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={busy}
      onClick={() => void download()}
      aria-label={`Download PDF of invoice ${invoice.number}`}
      data-testid="invoice-pdf"
    >
      PDF
    </Button>
  );
}

/** The row's taxes: CGST and SGST/UTGST (same state as the seller), or IGST. */
function taxCell(i: Row) {
  if (i.cgst === 0 && i.sgst === 0) return <span className={styles.nowrap}>IGST {formatINR(i.igst)}</span>;
  return (
    <span className={styles.buyer}>
      <span className={styles.nowrap}>CGST {formatINR(i.cgst)}</span>
      <span className={styles.nowrap}>SGST/UTGST {formatINR(i.sgst)}</span>
    </span>
  );
}

const columns: DataTableColumn<Row>[] = [
  {
    id: 'number',
    header: 'Invoice',
    rowHeader: true,
    card: 'title',
    cell: (i) => <span className={styles.nowrap}>{i.number}</span>,
  },
  {
    id: 'date',
    header: 'Date',
    card: 'aside',
    cell: (i) => <span className={styles.nowrap}>{formatDate(i.issuedAt, 'shop')}</span>,
  },
  {
    id: 'buyer',
    header: 'Buyer',
    cell: (i) => (
      <span className={styles.buyer}>
        <span>{i.buyerName}</span>
        {i.buyerGstin && <span className={styles.gstin}>GSTIN {i.buyerGstin}</span>}
        <span className={cx(styles.muted, styles.narrowOnly)}>{placeOf(i)}</span>
      </span>
    ),
  },
  { id: 'place', header: 'Place of supply', wide: true, card: 'body', cell: placeOf },
  { id: 'taxable', header: 'Taxable value', numeric: true, cell: (i) => formatINR(i.taxableValue) },
  { id: 'tax', header: 'Tax', numeric: true, cell: taxCell },
  { id: 'total', header: 'Total', numeric: true, cell: (i) => formatINR(i.total) },
];

/** Search and days issued; applied on submit (the server checks them again). */
function InvoiceFilters({ onApply }: { onApply: (v: InvoiceFilterValues) => void }) {
  const form = useZodForm(invoiceFilterSchema, { defaultValues: emptyInvoiceFilter });
  return (
    <Card as="section" aria-labelledby="invoice-filter-heading" className={styles.card}>
      <h2 id="invoice-filter-heading" className={styles.heading}>
        Find invoices
      </h2>
      <Form form={form} onSubmit={onApply} failureMessage={M.loadFailed} className={styles.form}>
        <FormTextField
          control={form.control}
          name="search"
          label="Search invoices"
          type="search"
          hint="Invoice number, order id or #ref, buyer name, GSTIN or phone."
          className={styles.field}
        />
        <FormTextField control={form.control} name="from" label="From" type="date" className={styles.field} />
        <FormTextField control={form.control} name="to" label="To" type="date" className={styles.field} />
        <div className={`${styles.actions} ${styles.formWide}`}>
          <Button type="submit">Search</Button>
          <Button
            variant="secondary"
            onClick={() => {
              form.reset(emptyInvoiceFilter);
              onApply(emptyInvoiceFilter);
            }}
          >
            Clear
          </Button>
        </div>
      </Form>
    </Card>
  );
}

/** The monthly GSTR-1-shaped CSV (Indian days; the server's file). */
function Gstr1Export() {
  const toast = useToast();
  const form = useZodForm(monthSchema, { defaultValues: { month: previousMonth(new Date()) } });
  async function download({ month }: { month: string }) {
    try {
      await downloadAuthorized(
        `/api/admin/gst/gstr1.csv?month=${encodeURIComponent(month)}`,
        `gstr1-${month}.csv`,
      );
      toast.success(M.exported(month));
    } catch (err) {
      const message = err instanceof Error && err.message ? err.message : M.exportFailed;
      toast.error(message);
      throw err;
    }
  }
  return (
    <Card as="section" aria-labelledby="gstr1-heading" className={styles.card}>
      <h2 id="gstr1-heading" className={styles.heading}>
        GSTR-1 export
      </h2>
      <p className={styles.intro}>
        A month&apos;s invoices for filing: B2B by GSTIN, B2C by state and rate, credit notes and the HSN
        summary.
      </p>
      <Form form={form} onSubmit={download} failureMessage={M.exportFailed} className={styles.card}>
        <FormTextField
          control={form.control}
          name="month"
          label="Month"
          type="month"
          required
          className={styles.field}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={form.formState.isSubmitting} loadingText="Preparing...">
            Download CSV
          </Button>
        </div>
      </Form>
    </Card>
  );
}

function InvoiceTotals({ totals }: { totals: Totals }) {
  const figures: [string, string][] = [
    ['Invoices', String(totals.count)],
    ['Taxable value', formatINR(totals.taxableValue)],
    ['CGST', formatINR(totals.cgst)],
    ['SGST/UTGST', formatINR(totals.sgst)],
    ['IGST', formatINR(totals.igst)],
    ['Total', formatINR(totals.total)],
  ];
  return (
    <Card as="section" aria-labelledby="invoice-totals-heading" className={styles.card}>
      <h2 id="invoice-totals-heading" className={styles.heading}>
        Totals of the invoices found
      </h2>
      <dl className={styles.totals} data-testid="invoice-totals">
        {figures.map(([label, value]) => (
          <div key={label} className={styles.total}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** The dashboard's Invoices tab: find invoices, their totals per tax, each PDF, and the monthly GSTR-1 file. */
export function InvoicesTab() {
  const [filter, setFilter] = useState<InvoiceFilterValues>(emptyInvoiceFilter);
  const [offset, setOffset] = useState(0);
  const { data, previousData, error, loading, refetch } = useQuery(Query, {
    variables: { input: filterInput(filter, { first: PAGE, offset }) },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.adminInvoices;
  const count = page?.totals.count ?? 0;
  return (
    <div className={styles.tab} data-testid="invoices-tab">
      <div className={styles.tools}>
        <InvoiceFilters
          onApply={(v) => {
            setFilter(v);
            setOffset(0);
          }}
        />
        <Gstr1Export />
      </div>
      {page && <InvoiceTotals totals={page.totals} />}
      <DataTable
        columns={columns}
        rows={data?.adminInvoices.items}
        rowKey={(i) => i.id}
        caption="Tax invoices, newest first"
        loading={loading && !data}
        loadingLabel="Loading invoices..."
        error={error && errorMessage(error, M.loadFailed)}
        onRetry={() => void refetch()}
        empty={
          <EmptyState
            icon={ordersIcon}
            title="No invoices found"
            text="An invoice is issued when an order is paid. Try another search or dates."
          />
        }
        actionsHeader="PDF"
        rowActions={(i) => <PdfButton invoice={i} />}
        testId="invoices-table"
        rowTestId="invoice-row"
      />
      {count > PAGE && (
        <nav className={styles.pager} aria-label="Invoice pages">
          <p className={styles.pagerText}>
            {offset + 1}–{Math.min(offset + PAGE, count)} of {count}
          </p>
          <span className={styles.actions}>
            <Button
              variant="secondary"
              size="sm"
              disabled={offset === 0}
              onClick={() => setOffset(offset - PAGE)}
            >
              Previous
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={offset + PAGE >= count}
              onClick={() => setOffset(offset + PAGE)}
            >
              Next
            </Button>
          </span>
        </nav>
      )}
    </div>
  );
}
