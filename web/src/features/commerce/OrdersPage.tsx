import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Link } from '../../lib/link';
import {
  Button,
  ButtonLink,
  ConfirmDialog,
  cx,
  EmptyState,
  Icon,
  layout,
  Modal,
  PageHeader,
  Select,
  TextArea,
  useToast,
  ordersIcon,
  walletIcon,
} from '../../components/ui';
import type { ReturnReason } from '../../graphql/graphql';
import { formatINR } from '../../lib/format';
import { formatDate } from '../../lib/dates';
import { errorMessage, readGraphQLError } from '../../lib/graphql-errors';
import { useSession } from '../../lib/session';
import { useOnReconnect } from '../../lib/socket-status';
import {
  ORDER_STATUSES,
  OrderDetailsModal,
  orderRef,
  OrderTable,
  useOrderChanges,
  type Order,
} from '../orders/public';
import { RETURN_REASONS, validateReturnReason } from './checkout-helpers';
import { CancelOrderMutation, MyOrdersQuery, RequestReturnMutation, WalletQuery } from './operations';
import styles from './commerce.module.css';

/** Moves the shop makes (the shopper's own cancel and return request answer with their own toast). */
const SHOP_MOVES = new Set(['PROCESSING', 'SHIPPED', 'DELIVERED', 'RETURNED']);
const statusWords = (status: string) =>
  ORDER_STATUSES.find((s) => s.value === status)?.label ?? status.toLowerCase();

/** /orders (My Orders): logged-out visitors go to /login. */
export function OrdersPage() {
  const { token } = useSession();
  if (!token) return <Navigate to="/login" replace state={{ from: '/orders' }} />;
  return <MyOrders />;
}

function MyOrders() {
  const orders = useQuery(MyOrdersQuery, { fetchPolicy: 'cache-and-network' });
  const wallet = useQuery(WalletQuery, { fetchPolicy: 'cache-and-network' });
  const navigate = useNavigate();
  const [details, setDetails] = useState<Order | null>(null);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [returning, setReturning] = useState<Order | null>(null);
  const toast = useToast();

  const list = [...(orders.data?.orders ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  // The open details dialog follows the live list.
  const shownDetails = details ? (list.find((o) => o.id === details.id) ?? details) : null;

  // Live: an admin moving an order or confirming its return, or a refund, refreshes the list and wallet
  // (and so does the socket coming back: a change made meanwhile never arrives).
  const refresh = () => {
    void orders.refetch().catch(() => undefined);
    void wallet.refetch().catch(() => undefined);
  };
  useOnReconnect(refresh);
  useOrderChanges((change) => {
    refresh();
    if (SHOP_MOVES.has(change.status) && change.kind !== 'refund')
      toast.info(`Order ${orderRef(change.orderId)} is now ${statusWords(change.status)}.`);
  });

  function openProduct(order: Order) {
    const productId = order.items[0]?.productId;
    if (productId) void navigate(`/products/${productId}`);
  }

  const actions = (order: Order) => (
    <>
      <Button variant="secondary" size="sm" onClick={() => setDetails(order)}>
        Details
      </Button>
      {order.canCancel && (
        <Button variant="danger" size="sm" onClick={() => setCancelling(order)}>
          Cancel
        </Button>
      )}
      {order.canRequestReturn && (
        <Button variant="secondary" size="sm" onClick={() => setReturning(order)}>
          Return
        </Button>
      )}
    </>
  );

  if (orders.error && !orders.data && readGraphQLError(orders.error).code === 'UNAUTHENTICATED')
    return <Navigate to="/login" replace state={{ from: '/orders' }} />;

  return (
    <div className={cx(layout.container, layout.page)}>
      <PageHeader
        title="My Orders"
        actions={
          <Link to="/wallet" className={styles.walletChip} data-testid="orders-wallet">
            <Icon icon={walletIcon} size={18} />
            Wallet:{' '}
            <strong>{wallet.data ? formatINR(wallet.data.wallet.balance) : wallet.error ? '—' : '…'}</strong>
          </Link>
        }
      />
      <OrderTable
        columns={['ref', 'date', 'items', 'total', 'status']}
        rows={orders.data ? list : undefined}
        caption="My orders, newest first"
        loading={orders.loading}
        loadingLabel="Loading your orders..."
        error={orders.error && (readGraphQLError(orders.error).message || 'Failed to fetch orders')}
        onRetry={() => void orders.refetch()}
        empty={
          <EmptyState
            icon={ordersIcon}
            title="No orders found. Shop now!"
            action={<ButtonLink to="/">Shop now</ButtonLink>}
          />
        }
        rowActions={actions}
        onRowClick={openProduct}
        testId="orders-list"
        rowTestId="order-row"
      />
      <OrderDetailsModal order={shownDetails} open={!!details} onClose={() => setDetails(null)} />
      <CancelDialog order={cancelling} onClose={() => setCancelling(null)} />
      <ReturnDialog order={returning} onClose={() => setReturning(null)} />
    </div>
  );
}

function useAfterChange() {
  const client = useApolloClient();
  return () => client.refetchQueries({ include: [WalletQuery, MyOrdersQuery] });
}

function CancelDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const [cancel, { loading }] = useMutation(CancelOrderMutation);
  const toast = useToast();
  const refetch = useAfterChange();
  return (
    <ConfirmDialog
      open={!!order}
      title="Cancel order"
      danger
      confirmLabel="Cancel order"
      cancelLabel="Keep order"
      loading={loading}
      message={
        order ? (
          <>
            Cancel order {orderRef(order.id)} (order total {formatINR(order.totals.baseTotal)})?
            {order.refundPreview &&
              ` A cancellation fee of ${formatINR(order.refundPreview.fee)} is kept and ${formatINR(order.refundPreview.refund)} is refunded to your wallet.`}
          </>
        ) : (
          ''
        )
      }
      onCancel={onClose}
      onConfirm={async () => {
        if (!order) return;
        try {
          const { data } = await cancel({ variables: { id: order.id } });
          toast.success(data?.cancelOrder.message ?? 'Order cancelled');
          await refetch();
        } catch (err) {
          toast.error(errorMessage(err, 'Failed to cancel order'));
        } finally {
          onClose();
        }
      }}
    />
  );
}

function ReturnDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestReturnMutation);
  const toast = useToast();
  const refetch = useAfterChange();

  function close() {
    setReason('');
    setDetails('');
    setError(null);
    onClose();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!order) return;
    const problem = validateReturnReason(reason);
    setError(problem);
    if (problem) return;
    try {
      const { data } = await request({
        variables: { id: order.id, reason: reason as ReturnReason, details: details.trim() || null },
      });
      toast.success(data?.requestReturn.message ?? 'Return requested successfully');
      await refetch();
      close();
    } catch (err) {
      setError(errorMessage(err, 'Failed to request return'));
    }
  }

  return (
    <Modal
      open={!!order}
      onClose={close}
      title={order ? `Return order ${orderRef(order.id)}` : 'Return order'}
      footer={
        <>
          <ButtonLink to="/products" variant="ghost">
            Reorder Different Product
          </ButtonLink>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form="return-form" loading={loading}>
            Request return
          </Button>
        </>
      }
    >
      <form id="return-form" className={layout.stack} onSubmit={(e) => void submit(e)} noValidate>
        {order && (
          <p className={cx(layout.textSm, layout.textMuted)}>
            {order.refundPreview &&
              `When the return is confirmed, a return fee of ${formatINR(order.refundPreview.fee)} is kept and ${formatINR(order.refundPreview.refund)} is refunded to your wallet. `}
            Returns are open until {formatDate(order.returnDeadline)}.
          </p>
        )}
        <Select
          label="Reason for return"
          required
          placeholder="Select a reason"
          options={RETURN_REASONS.map((r) => ({ value: r.value, label: r.label }))}
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
        />
        <TextArea
          label="Details (optional)"
          value={details}
          maxLength={1000}
          onChange={(e) => setDetails(e.target.value)}
        />
      </form>
    </Modal>
  );
}
