import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  Card,
  DataTable,
  type DataTableColumn,
  EmptyState,
  layout,
  LoadingState,
  Select,
  boxIcon,
  ordersIcon,
} from '../../../components/ui';
import type { SalesAnalyticsQuery as SalesAnalyticsData, SalesRange } from '../../../graphql/graphql';
import { formatINR } from '../../../lib/format';
import { errorMessage, readGraphQLError } from '../../../lib/graphql-errors';
import { ChangeNote, type Comparison } from './ChangeNote';
import { SalesMessages } from './messages';
import { SalesAnalyticsQuery } from './operations';
import { fullDayLabel, STATUS_SLICES, type TopProductRow } from './sales-view';
import { useSalesLive } from './use-sales-live';
import { useSearchParams } from '../../../lib/use-search-params';
import styles from './SalesTab.module.css';

/** nivo is heavy (about 100 kB): its own chunk, fetched when the charts first show. */
const SalesLineChart = lazy(async () => ({ default: (await import('./SalesCharts')).SalesLineChart }));
const StatusPie = lazy(async () => ({ default: (await import('./SalesCharts')).StatusPie }));

/** The spec's range names, kept in the address (`?tab=sales&range=last7days`). */
const RANGES: readonly { param: string; value: SalesRange; label: string; period: string | null }[] = [
  { param: 'last7days', value: 'LAST_7_DAYS', label: 'Last 7 days', period: 'previous 7 days' },
  { param: 'last30days', value: 'LAST_30_DAYS', label: 'Last 30 days', period: 'previous 30 days' },
  { param: 'last90days', value: 'LAST_90_DAYS', label: 'Last 90 days', period: 'previous 90 days' },
  { param: 'all', value: 'ALL', label: 'All time', period: null },
];
const DEFAULT_RANGE = RANGES[1]!;

const count = new Intl.NumberFormat('en-IN');

type Kpis = SalesAnalyticsData['salesAnalytics']['kpis'];
type CountedKey = Exclude<keyof Kpis, 'totalRevenue' | 'grossRevenue' | 'refunds' | 'gst' | '__typename'>;
/** The cards after Total Revenue: label, figure, money or a count. */
const COUNTED: readonly [string, CountedKey, boolean][] = [
  ['Average Order Value', 'averageOrderValue', true],
  ['Total Orders', 'totalOrders', false],
  ['Shipped Orders', 'shippedOrders', false],
  ['Delivered Orders', 'deliveredOrders', false],
];

const time = new Intl.DateTimeFormat('en-IN', { timeStyle: 'medium' });

function isUnauthorized(err: unknown): boolean {
  const { code, message } = readGraphQLError(err);
  return code === 'UNAUTHENTICATED' || /unauthori[sz]ed/i.test(message ?? '');
}

/**
 * The Sales Analytics tab: key figures with their change against the previous period, the daily
 * 'Sales (₹)' line, the status pie and the top five products, all computed by the server and
 * refetched whenever it signals that sales changed.
 */
export function SalesTab() {
  const params = useSearchParams();
  const navigate = useNavigate();
  const range = RANGES.find((r) => r.param === params.get('range')) ?? DEFAULT_RANGE;
  const { data, previousData, error, loading, refetch } = useQuery(SalesAnalyticsQuery, {
    variables: { range: range.value },
    fetchPolicy: 'cache-and-network',
  });
  const { updatedAt } = useSalesLive(refetch);
  const shown = data ?? previousData;

  const chooseRange = (param: string) => {
    const next = new URLSearchParams(params);
    next.set('range', param);
    void navigate(`?${next.toString()}`, { replace: true });
  };

  const header = (
    <div className={styles.toolbar}>
      <Select
        label="Date range"
        className={styles.range}
        value={range.param}
        onChange={(e) => chooseRange(e.target.value)}
        options={RANGES.map((r) => ({ value: r.param, label: r.label }))}
      />
      <p className={styles.live} data-testid="sales-updated">
        <span className={styles.liveDot} aria-hidden="true" />
        Live{updatedAt ? ` · updated ${time.format(updatedAt)}` : ''}
      </p>
    </div>
  );

  if (error && !shown && isUnauthorized(error)) return <Navigate to="/admin/login" replace />;
  if (error && !shown)
    return (
      <div className={styles.tab}>
        {header}
        <p className={styles.error} role="alert">
          Error: {errorMessage(error, SalesMessages.failed)}{' '}
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            Retry
          </Button>
        </p>
      </div>
    );
  if (!shown)
    return (
      <div className={styles.tab}>
        {header}
        <LoadingState label={SalesMessages.loading} />
      </div>
    );

  const s = shown.salesAnalytics;
  const k = s.kpis;
  const period = s.hasComparison ? range.period : null;
  const empty = k.totalOrders.value === 0;

  return (
    <div className={styles.tab} aria-busy={loading || undefined} data-testid="sales-tab">
      {header}

      <ul className={styles.kpis} aria-label="Key figures" data-testid="sales-kpis">
        <Kpi
          label="Total Revenue"
          value={formatINR(k.totalRevenue.value)}
          figure={k.totalRevenue}
          period={period}
        >
          <p className={styles.breakdown}>
            Gross {formatINR(k.grossRevenue)} − refunds {formatINR(k.refunds)} · incl. GST {formatINR(k.gst)}
          </p>
        </Kpi>
        {COUNTED.map(([label, key, money]) => (
          <Kpi
            key={key}
            label={label}
            value={money ? formatINR(k[key].value) : count.format(k[key].value)}
            figure={k[key]}
            period={period}
          />
        ))}
      </ul>

      {empty ? (
        <Card>
          <EmptyState icon={ordersIcon} title={SalesMessages.noOrders} />
        </Card>
      ) : (
        <div className={styles.charts}>
          <Card as="section" className={styles.chartCard} aria-labelledby="sales-line-title">
            <h2 id="sales-line-title" className={styles.chartTitle}>
              {SalesMessages.chartTitle}
            </h2>
            <p className={styles.chartNote}>
              Net revenue per day, {fullDayLabel(s.daily[0]!.date)} to {fullDayLabel(s.to)} (Indian time)
            </p>
            <Suspense fallback={<LoadingState label="Loading chart..." />}>
              <SalesLineChart days={s.daily} />
            </Suspense>
            <table className={layout.visuallyHidden} data-testid="sales-daily-table">
              <caption>{SalesMessages.chartTitle} per day</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Orders</th>
                  <th scope="col">Net revenue</th>
                </tr>
              </thead>
              <tbody>
                {s.daily.map((d) => (
                  <tr key={d.date}>
                    <th scope="row">{fullDayLabel(d.date)}</th>
                    <td>{count.format(d.orders)}</td>
                    <td>{formatINR(d.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>

          <Card as="section" className={styles.chartCard} aria-labelledby="sales-pie-title">
            <h2 id="sales-pie-title" className={styles.chartTitle}>
              Order Status
            </h2>
            <Suspense fallback={<LoadingState label="Loading chart..." />}>
              <StatusPie statuses={s.statuses} />
            </Suspense>
            <ul className={styles.legend} aria-label="Orders by status" data-testid="sales-status-legend">
              {STATUS_SLICES.map((slice) => (
                <li key={slice.status}>
                  <span className={styles.swatch} data-status={slice.status} aria-hidden="true" />
                  {slice.label}
                  <strong>
                    {count.format(s.statuses.find((x) => x.status === slice.status)?.count ?? 0)}
                  </strong>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      )}

      <section className={styles.section} aria-labelledby="top-products-title">
        <h2 id="top-products-title" className={styles.chartTitle}>
          Top Products
        </h2>
        <DataTable
          columns={productColumns}
          rows={s.topProducts}
          rowKey={(p) => p.productId}
          caption="The five products with the most units sold in this period"
          empty={<EmptyState icon={boxIcon} title={SalesMessages.noProducts} />}
          rowActions={(p) => (
            <ButtonLink
              to={`/admin/products/${p.productId}`}
              variant="secondary"
              size="sm"
              aria-label={`View ${p.name}`}
            >
              View
            </ButtonLink>
          )}
          testId="top-products"
          rowTestId="top-product-row"
        />
      </section>
    </div>
  );
}

function Kpi({
  label,
  value,
  figure,
  period,
  children,
}: {
  label: string;
  value: string;
  figure: Comparison;
  period: string | null;
  children?: ReactNode;
}) {
  return (
    <li>
      <Card
        padding="sm"
        className={styles.kpi}
        data-testid={`kpi-${label.toLowerCase().replace(/\s+/g, '-')}`}
      >
        <p className={styles.kpiLabel}>{label}</p>
        <p className={styles.kpiValue}>{value}</p>
        <ChangeNote figure={figure} period={period} />
        {children}
      </Card>
    </li>
  );
}

const productColumns: DataTableColumn<TopProductRow>[] = [
  { id: 'name', header: 'Product', cell: (p) => p.name, card: 'title', rowHeader: true },
  { id: 'units', header: 'Units sold', numeric: true, cell: (p) => count.format(p.unitsSold) },
  { id: 'sales', header: 'Sales', numeric: true, cell: (p) => formatINR(p.sales) },
];
