import { useQuery } from '@apollo/client/react';
import { useCallback, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Link } from '../../lib/link';
import {
  Button,
  ButtonLink,
  Card,
  DataTable,
  type DataTableColumn,
  EmptyState,
  Icon,
  type IconPath,
  layout,
  LoadingState,
  boxIcon,
  ordersIcon,
  usersIcon,
  walletIcon,
} from '../../components/ui';
import type { AdminOverviewQuery as AdminOverviewData } from '../../graphql/graphql';
import { formatINR } from '../../lib/format';
import { errorMessage, readGraphQLError } from '../../lib/graphql-errors';
import { OrderDetailsModal, OrderTable, ViewOrderButton, type Order } from '../orders/public';
import { AdminOverviewQuery } from './operations';
import { ChangeNote } from './sales/ChangeNote';
import { OverviewComparisonsQuery } from './sales/operations';
import { useSalesLive } from './sales/use-sales-live';
import styles from './overview.module.css';

const count = new Intl.NumberFormat('en-IN');
/** The cards compare the last 30 days with the 30 days before them. */
const PERIOD = 'previous 30 days';

/** An expired or missing admin session: the error the server answers, by code or by its words. */
function isUnauthorized(err: unknown): boolean {
  const { code, message } = readGraphQLError(err);
  return code === 'UNAUTHENTICATED' || /unauthori[sz]ed/i.test(message ?? '');
}

/**
 * The dashboard's first tab: the shop's figures as the server computes them (sales, orders,
 * products, customers) and the five newest orders and products. Sales and orders carry their
 * measured change (the last 30 days against the 30 before); both stay live through the sales signal.
 */
export function OverviewTab() {
  const [viewing, setViewing] = useState<Order | null>(null);
  const { data, error, refetch } = useQuery(AdminOverviewQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const comparisons = useQuery(OverviewComparisonsQuery, { fetchPolicy: 'cache-and-network' });
  const month = comparisons.data?.salesAnalytics.kpis;
  const refetchComparisons = comparisons.refetch;
  useSalesLive(
    useCallback(() => Promise.all([refetch(), refetchComparisons()]), [refetch, refetchComparisons]),
  );

  if (error && !data && isUnauthorized(error)) return <Navigate to="/login" replace />;
  if (error && !data)
    return (
      <p className={styles.overviewError} role="alert">
        Error: {errorMessage(error, 'Failed to load dashboard data')}{' '}
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          Retry
        </Button>
      </p>
    );
  if (!data) return <LoadingState label="Loading dashboard data..." />;

  const { summary, orders } = data.adminOrders;
  const products = data.products.edges.map((e) => e.node);
  const outOfStock = data.outOfStock.totalCount;
  const { totalUsers, verifiedUsers } = data.userCount;

  return (
    <div className={layout.stack}>
      <ul className={styles.overviewStats} aria-label="Shop figures" data-testid="overview-stats">
        <StatCard
          icon={walletIcon}
          label="Total Sales"
          value={formatINR(summary.totalRevenue)}
          note={`Average order ${formatINR(summary.averageOrderValue)}`}
          change={
            month && (
              <ChangeNote
                figure={month.totalRevenue}
                period={PERIOD}
                label={`${formatINR(month.totalRevenue.value)} in the last 30 days`}
              />
            )
          }
          testId="stat-sales"
        />
        <StatCard
          icon={ordersIcon}
          label="Total Orders"
          value={count.format(summary.totalOrders)}
          change={
            month && (
              <ChangeNote
                figure={month.totalOrders}
                period={PERIOD}
                label={`${count.format(month.totalOrders.value)} in the last 30 days`}
              />
            )
          }
          testId="stat-orders"
        />
        <StatCard
          icon={boxIcon}
          label="Products"
          value={count.format(data.products.totalCount)}
          note={outOfStock > 0 ? `${count.format(outOfStock)} out of stock` : undefined}
          testId="stat-products"
        />
        <StatCard
          icon={usersIcon}
          label="Total Customers"
          value={count.format(totalUsers)}
          note={`${count.format(verifiedUsers)} verified`}
          testId="stat-customers"
        />
      </ul>

      <section className={styles.overviewSection} aria-labelledby="recent-orders-title">
        <div className={styles.overviewSectionHead}>
          <h2 id="recent-orders-title">Recent Orders</h2>
          <Link to={{ search: '?tab=orders' }} className={layout.textSm}>
            All orders
          </Link>
        </div>
        <OrderTable
          columns={['ref', 'customer', 'date', 'amount', 'status']}
          rows={orders}
          caption={`The ${orders.length} newest orders`}
          empty={<EmptyState icon={ordersIcon} title="No recent orders" />}
          rowActions={(o) => <ViewOrderButton order={o} onView={setViewing} />}
          testId="recent-orders"
          rowTestId="recent-order-row"
        />
      </section>

      <section className={styles.overviewSection} aria-labelledby="recent-products-title">
        <div className={styles.overviewSectionHead}>
          <h2 id="recent-products-title">Recent Products</h2>
          <Link to={{ search: '?tab=products' }} className={layout.textSm}>
            All products
          </Link>
        </div>
        <DataTable
          columns={productColumns}
          rows={products}
          rowKey={(p) => p.id}
          caption={`The ${products.length} newest products`}
          empty={<EmptyState icon={boxIcon} title="No recent products" />}
          rowActions={(p) => <ViewProductLink id={p.id} name={p.name} />}
          testId="recent-products"
          rowTestId="recent-product-row"
        />
      </section>

      <nav className={styles.overviewShortcuts} aria-label="Shortcuts">
        <ButtonLink to="/admin/products" variant="secondary" size="sm">
          Manage products
        </ButtonLink>
        <ButtonLink to="/admin/register" variant="secondary" size="sm">
          Create admin account
        </ButtonLink>
      </nav>

      <OrderDetailsModal order={viewing} open={!!viewing} onClose={() => setViewing(null)} showCustomer />
    </div>
  );
}

function StatCard({
  icon,
  label,
  value,
  note,
  change,
  testId,
}: {
  icon: IconPath;
  label: string;
  value: ReactNode;
  note?: string;
  /** The measured change against the previous period. */
  change?: ReactNode;
  testId: string;
}) {
  return (
    <li>
      <Card className={styles.overviewStat} data-testid={testId}>
        <span className={styles.overviewStatIcon} aria-hidden="true">
          <Icon icon={icon} size={22} />
        </span>
        <div className={styles.overviewStatBody}>
          <p className={styles.overviewStatLabel}>{label}</p>
          <p className={styles.overviewStatValue} data-testid="overview-stat-value">
            {value}
          </p>
          {change}
          {note && <p className={styles.overviewStatNote}>{note}</p>}
        </div>
      </Card>
    </li>
  );
}

function ViewProductLink({ id, name }: { id: string; name: string }) {
  return (
    <ButtonLink to={`/products/${id}`} variant="secondary" size="sm" aria-label={`View ${name}`}>
      View
    </ButtonLink>
  );
}

type RecentProduct = AdminOverviewData['products']['edges'][number]['node'];

const productColumns: DataTableColumn<RecentProduct>[] = [
  { id: 'id', header: 'ID', cell: (p) => <code title={p.id}>{shortId(p.id)}</code>, card: 'aside' },
  { id: 'name', header: 'Product Name', cell: (p) => p.name, card: 'title', className: styles.overviewName },
  { id: 'category', header: 'Category', cell: (p) => p.category },
  { id: 'price', header: 'Price', numeric: true, cell: (p) => formatINR(p.price) },
  { id: 'stock', header: 'Stock', numeric: true, cell: (p) => count.format(p.stock) },
];

/** The first eight characters of an id, as the order references show them. */
function shortId(id: string): string {
  return id.slice(0, 8);
}
