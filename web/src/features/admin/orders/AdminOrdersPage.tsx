import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  LoadingState,
  Select,
  TextField,
  useToast,
} from '../../../components/ui';
import type { OrderSortField, OrderStatus, SortDirection } from '../../../graphql/graphql';
import { formatINR } from '../../../lib/format';
import { errorMessage, readGraphQLError } from '../../../lib/graphql-errors';
import { useSession } from '../../../lib/session';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { OrderDetailsModal, ORDER_STATUSES, orderRef, OrderTable, type Order } from '../../orders/public';
import { AdminOrdersQuery, ConfirmReturnMutation, UpdateOrderStatusMutation } from './operations';
import './admin-orders.css';

/** /admin/orders: the same screen outside the dashboard; admins only. */
export function AdminOrdersPage() {
  const { user, token } = useSession();
  if (token && !user) return <LoadingState label="Loading..." />;
  if (!token || user?.role !== 'admin') return <Navigate to="/admin-login" replace />;
  return (
    <div className="container page">
      <h1 className="commerce-h1">Order Management</h1>
      <OrderManagement />
    </div>
  );
}

/** The dashboard's Orders tab (the dashboard shell shows the title and checks the admin role). */
export function AdminOrdersTab() {
  const { user, token } = useSession();
  if (!token || user?.role !== 'admin') return <Navigate to="/admin-login" replace />;
  return (
    <>
      <h2 className="commerce-h1">Order Management</h2>
      <OrderManagement />
    </>
  );
}

const columns: { key: OrderSortField; label: string }[] = [
  { key: 'ID', label: 'Order ID' },
  { key: 'CUSTOMER', label: 'Customer' },
  { key: 'DATE', label: 'Date' },
  { key: 'AMOUNT', label: 'Amount' },
  { key: 'STATUS', label: 'Status' },
];

/** The server's sort key for each sortable column of the order table. */
const SORT_KEYS = {
  ref: 'ID',
  customer: 'CUSTOMER',
  date: 'DATE',
  amount: 'AMOUNT',
  status: 'STATUS',
} as const;

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

function OrderManagement() {
  const toast = useToast();
  const phone = useMediaQuery(PHONE_QUERY);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [sortBy, setSortBy] = useState<OrderSortField>('DATE');
  const [direction, setDirection] = useState<SortDirection>('DESC');
  const [viewing, setViewing] = useState<Order | null>(null);
  const [confirming, setConfirming] = useState<Order | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const term = useDebounced(search.trim(), 300);

  const { data, error, loading, refetch } = useQuery(AdminOrdersQuery, {
    variables: {
      input: { search: term || null, status: status || null, sortBy, sortDirection: direction, first: 200 },
    },
    fetchPolicy: 'cache-and-network',
  });
  const [updateStatus, updating] = useMutation(UpdateOrderStatusMutation);
  const [confirmReturn, returning] = useMutation(ConfirmReturnMutation);

  if (error && !data && readGraphQLError(error).code === 'UNAUTHENTICATED')
    return <Navigate to="/admin/login" replace />;

  function sort(key: OrderSortField) {
    if (key === sortBy) setDirection((d) => (d === 'ASC' ? 'DESC' : 'ASC'));
    else {
      setSortBy(key);
      setDirection(key === 'DATE' || key === 'AMOUNT' ? 'DESC' : 'ASC');
    }
  }

  async function advance(order: Order) {
    const next = order.nextStatus;
    if (!next) return;
    setActionError(null);
    try {
      const { data: done } = await updateStatus({ variables: { id: order.id, status: next } });
      toast.success(done?.updateOrderStatus.message ?? 'Order status updated');
      await refetch();
    } catch (err) {
      setActionError(errorMessage(err, 'Failed to update order status'));
    }
  }

  async function doConfirmReturn() {
    const order = confirming;
    if (!order) return;
    setActionError(null);
    try {
      const { data: done } = await confirmReturn({ variables: { id: order.id } });
      toast.success(done?.confirmReturn.message ?? 'Return confirmed');
      await refetch();
    } catch (err) {
      setActionError(errorMessage(err, 'Failed to confirm return'));
    } finally {
      setConfirming(null);
    }
  }

  const orders = data?.adminOrders.orders ?? [];
  const summary = data?.adminOrders.summary;
  const busy = updating.loading || returning.loading;
  const sortLabel = columns.find((c) => c.key === sortBy)?.label;

  const actions = (o: Order) => {
    const next = o.nextStatus;
    const nextLabel = ORDER_STATUSES.find((s) => s.value === next)?.label;
    return (
      <>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setViewing(o)}
          aria-label={`View order ${orderRef(o.id)}`}
        >
          View
        </Button>
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
            onClick={() => void advance(o)}
            aria-label={`Mark order ${orderRef(o.id)} as ${nextLabel}`}
          >
            Mark {nextLabel}
          </Button>
        )}
        {o.status === 'RETURN_REQUESTED' && (
          <Button size="sm" disabled={busy} onClick={() => setConfirming(o)}>
            Confirm Return
          </Button>
        )}
      </>
    );
  };

  return (
    <div className="admin-orders stack">
      <div className="summary-cards" data-testid="orders-summary">
        <Card className="summary-card">
          <p className="summary-card__label">Total orders</p>
          <p className="summary-card__value">{summary ? summary.totalOrders : '…'}</p>
        </Card>
        <Card className="summary-card">
          <p className="summary-card__label">Total revenue</p>
          <p className="summary-card__value">{summary ? formatINR(summary.totalRevenue) : '…'}</p>
        </Card>
        <Card className="summary-card">
          <p className="summary-card__label">Average order value</p>
          <p className="summary-card__value">{summary ? formatINR(summary.averageOrderValue) : '…'}</p>
        </Card>
      </div>

      <div className="admin-orders__filters" role="search">
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
        {phone && (
          <Select
            label="Sort by"
            value={`${sortBy}:${direction}`}
            onChange={(e) => {
              const [k, d] = e.target.value.split(':') as [OrderSortField, SortDirection];
              setSortBy(k);
              setDirection(d);
            }}
            options={columns.flatMap((c) => [
              { value: `${c.key}:DESC`, label: `${c.label} (descending)` },
              { value: `${c.key}:ASC`, label: `${c.label} (ascending)` },
            ])}
          />
        )}
      </div>

      {actionError && (
        <p className="admin-orders__error" role="alert">
          Error: {actionError}
        </p>
      )}

      {error && !data ? (
        <p className="admin-orders__error" role="alert">
          Error: {errorMessage(error, 'Failed to fetch orders')}{' '}
          <Button variant="ghost" size="sm" onClick={() => void refetch()}>
            Retry
          </Button>
        </p>
      ) : !data && loading ? (
        <LoadingState label="Loading orders..." />
      ) : orders.length === 0 ? (
        <EmptyState
          icon="orders"
          title="No orders found"
          text={term || status ? 'Try another search or status.' : undefined}
        />
      ) : (
        <OrderTable
          orders={orders}
          columns={['ref', 'customer', 'date', 'amount', 'status']}
          caption={`Orders, ${data?.adminOrders.total ?? 0} found, sorted by ${sortLabel} ${direction === 'ASC' ? 'ascending' : 'descending'}`}
          actions={actions}
          sort={{ keys: SORT_KEYS, by: sortBy, direction, onSort: sort }}
          testId="admin-orders"
          rowTestId="admin-order-row"
        />
      )}

      <OrderDetailsModal order={viewing} open={!!viewing} onClose={() => setViewing(null)} showCustomer />
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
    </div>
  );
}
