import { Navigate } from 'react-router-dom';
import {
  Button,
  Card,
  ConfirmDialog,
  cx,
  EmptyState,
  layout,
  Select,
  TextField,
  ordersIcon,
} from '../../../components/ui';
import type { OrderSortField, OrderStatus } from '../../../graphql/graphql';
import { formatINR } from '../../../lib/format';
import { errorMessage, readGraphQLError } from '../../../lib/graphql-errors';
import {
  OrderDetailsModal,
  ORDER_STATUSES,
  orderRef,
  OrderTable,
  ViewOrderButton,
  type Order,
} from '../../orders/public';
import { RefundToSourceButton, RefundToSourceDialog, useRefundToSource } from './RefundToSource';
import { useOrderManagement } from './use-order-management';
import styles from './admin-orders.module.css';

/** /admin/orders: the same screen outside the dashboard (behind RequireAdmin). */
const statusLabel = (status: string | null | undefined) =>
  ORDER_STATUSES.find((s) => s.value === status)?.label ?? '';

export function AdminOrdersPage() {
  return (
    <div className={cx(layout.container, layout.page)}>
      <h1>Order Management</h1>
      <OrderManagement />
    </div>
  );
}

/** The dashboard's Orders tab (the dashboard shell shows the title; RequireAdmin checks the role). */
export function AdminOrdersTab() {
  return (
    <>
      <h2>Order Management</h2>
      <OrderManagement />
    </>
  );
}

const SORT_LABELS: Record<OrderSortField, string> = {
  ID: 'Order ID',
  CUSTOMER: 'Customer',
  DATE: 'Date',
  AMOUNT: 'Amount',
  STATUS: 'Status',
};

/** The server's sort key for each sortable column of the order table. */
const SORT_KEYS = {
  ref: 'ID',
  customer: 'CUSTOMER',
  date: 'DATE',
  amount: 'AMOUNT',
  status: 'STATUS',
} as const;

function OrderManagement() {
  const {
    search,
    setSearch,
    status,
    setStatus,
    sort,
    setSort,
    viewing,
    setViewing,
    confirming,
    setConfirming,
    advancing,
    setAdvancing,
    actionError,
    term,
    query: { data, error, loading, refetch },
    updating,
    returning,
    advance,
    doConfirmReturn,
    setActionError,
  } = useOrderManagement();
  const refund = useRefundToSource(refetch, setActionError);

  if (error && !data && readGraphQLError(error).code === 'UNAUTHENTICATED')
    return <Navigate to="/admin/login" replace />;

  const orders = data?.adminOrders.orders ?? [];
  const summary = data?.adminOrders.summary;
  const busy = updating.loading || returning.loading || refund.loading;
  /** Orders whose refund may still go to the original payment method (admin-only fields of the list). */
  const refundableToSource = new Set(orders.filter((o) => o.canRefundToSource).map((o) => o.id));
  const sortLabel = SORT_LABELS[sort.key];

  const actions = (o: Order) => {
    const next = o.nextStatus;
    const nextLabel = statusLabel(next);
    return (
      <>
        <ViewOrderButton order={o} onView={setViewing} />
        <Button
          variant="ghost"
          size="sm"
          disabled
          aria-label={`Edit order ${orderRef(o.id)} (not available)`}
        >
          Edit
        </Button>
        {next && (
          <Button
            size="sm"
            disabled={busy}
            onClick={() => setAdvancing(o)}
            aria-label={`Mark ${nextLabel}: order ${orderRef(o.id)}`}
          >
            Mark {nextLabel}
          </Button>
        )}
        {o.status === 'RETURN_REQUESTED' && (
          <Button size="sm" disabled={busy} onClick={() => setConfirming(o)}>
            Confirm Return
          </Button>
        )}
        {refundableToSource.has(o.id) && <RefundToSourceButton order={o} refund={refund} busy={busy} />}
      </>
    );
  };

  return (
    <div className={layout.stack}>
      <div className={styles.summaryCards} data-testid="orders-summary">
        <Card className={styles.summaryCard}>
          <p className={styles.summaryCardLabel}>Total orders</p>
          <p className={styles.summaryCardValue}>{summary ? summary.totalOrders : '…'}</p>
        </Card>
        <Card className={styles.summaryCard}>
          <p className={styles.summaryCardLabel}>Total revenue</p>
          <p className={styles.summaryCardValue}>{summary ? formatINR(summary.totalRevenue) : '…'}</p>
        </Card>
        <Card className={styles.summaryCard}>
          <p className={styles.summaryCardLabel}>Average order value</p>
          <p className={styles.summaryCardValue}>{summary ? formatINR(summary.averageOrderValue) : '…'}</p>
        </Card>
      </div>

      <div className={styles.adminOrdersFilters} role="search">
        <TextField
          label="Search orders"
          type="search"
          placeholder="Order ID or customer"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Select
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value as OrderStatus | '')}
          options={[
            { value: '', label: 'All' },
            ...ORDER_STATUSES.map((s) => ({ value: s.value, label: s.label })),
          ]}
        />
      </div>

      {actionError && (
        <p className={styles.adminOrdersError} role="alert">
          Error: {actionError}
        </p>
      )}

      <OrderTable
        columns={['ref', 'customer', 'date', 'amount', 'status']}
        sortKeys={SORT_KEYS}
        sort={sort}
        onSortChange={setSort}
        rows={data ? orders : undefined}
        caption={`Orders, ${data?.adminOrders.total ?? 0} found, sorted by ${sortLabel} ${sort.direction === 'asc' ? 'ascending' : 'descending'}`}
        loading={loading}
        loadingLabel="Loading orders..."
        error={error && `Error: ${errorMessage(error, 'Failed to fetch orders')}`}
        onRetry={() => void refetch()}
        empty={
          <EmptyState
            icon={ordersIcon}
            title="No orders found"
            text={term || status ? 'Try another search or status.' : undefined}
          />
        }
        rowActions={actions}
        testId="admin-orders"
        rowTestId="admin-order-row"
      />

      <OrderDetailsModal order={viewing} open={!!viewing} onClose={() => setViewing(null)} showCustomer />
      <ConfirmDialog
        open={!!advancing}
        title="Change order status"
        confirmLabel={advancing ? `Mark ${statusLabel(advancing.nextStatus)}` : 'Confirm'}
        loading={updating.loading}
        message={
          advancing ? (
            <>
              Mark order {orderRef(advancing.id)} from {advancing.customer.name} as{' '}
              {statusLabel(advancing.nextStatus)}? The customer is told at once, and this cannot be undone.
              {advancing.nextStatus === 'DELIVERED' && ' Delivered starts the return window for this order.'}
            </>
          ) : (
            ''
          )
        }
        onConfirm={() => void advance()}
        onCancel={() => setAdvancing(null)}
      />
      <ConfirmDialog
        open={!!confirming}
        title="Confirm return"
        confirmLabel="Confirm Return"
        loading={returning.loading}
        message={
          confirming ? (
            <>
              Confirm the return of order {orderRef(confirming.id)} from {confirming.customer.name}?
              {confirming.refundPreview &&
                ` ${formatINR(confirming.refundPreview.refund)} is refunded to the customer's wallet and the return fee of ${formatINR(confirming.refundPreview.fee)} is kept.`}
            </>
          ) : (
            ''
          )
        }
        onConfirm={() => void doConfirmReturn()}
        onCancel={() => setConfirming(null)}
      />
      <RefundToSourceDialog refund={refund} />
    </div>
  );
}
