import { useLazyQuery, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  Button,
  DataTable,
  EmptyState,
  ErrorState,
  LoadingState,
  Modal,
  useToast,
  bellIcon,
  walletIcon,
  type DataTableColumn,
} from '../../../components/ui';
import type { AdminPaymentFieldsFragment, AdminPaymentQuery as Details } from '../../../graphql/graphql';
import { formatDateTime } from '../../../lib/dates';
import { formatINR } from '../../../lib/format';
import { errorMessage } from '../../../lib/graphql-errors';
import { OrderDetailsModal, type Order } from '../../orders/public';
import { PaymentText, PROVIDER_LABELS, SOURCE_LABELS } from './messages';
import { AdminPaymentQuery, PaymentOrderQuery } from './operations';
import { paymentSubject, PaymentStateBadge } from './PaymentStateBadge';
import styles from './PaymentsTab.module.css';

type Event = Details['adminPayment']['events'][number];
type Refund = Details['adminPayment']['refunds'][number];

const eventColumns: DataTableColumn<Event>[] = [
  {
    id: 'time',
    header: 'Received',
    card: 'title',
    cell: (e) => <time dateTime={e.receivedAt}>{formatDateTime(e.receivedAt)}</time>,
  },
  { id: 'source', header: 'Source', card: 'aside', cell: (e) => SOURCE_LABELS[e.source] ?? e.source },
  { id: 'type', header: 'Type', cell: (e) => <code>{e.type}</code> },
  {
    id: 'eventId',
    header: 'Provider event id',
    cell: (e) => <code className={styles.providerId}>{e.providerEventId}</code>,
  },
  {
    id: 'detail',
    header: 'Detail',
    cell: (e) =>
      [e.amount !== null ? formatINR(e.amount) : null, e.reason].filter(Boolean).join(' · ') || '—',
  },
];

const refundColumns: DataTableColumn<Refund>[] = [
  {
    id: 'time',
    header: 'Created',
    card: 'title',
    cell: (r) => <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>,
  },
  { id: 'state', header: 'State', card: 'aside', cell: (r) => r.state },
  { id: 'amount', header: 'Amount', numeric: true, cell: (r) => formatINR(r.amount) },
  {
    id: 'refundId',
    header: 'Provider refund id',
    cell: (r) => <code className={styles.providerId}>{r.providerRefundId ?? '—'}</code>,
  },
];

function Facts({ p }: { p: AdminPaymentFieldsFragment }) {
  const facts: [string, React.ReactNode][] = [
    ['State', <PaymentStateBadge key="s" state={p.state} />],
    ['Amount', formatINR(p.amount)],
    ['Customer', p.customerEmail ?? '—'],
    ['Provider', PROVIDER_LABELS[p.provider] ?? p.provider],
    ['Method', p.method ?? '—'],
    ['Provider order id', <code key="o">{p.providerOrderId ?? '—'}</code>],
    ['Provider payment id', <code key="p">{p.providerPaymentId ?? '—'}</code>],
    ['Created', formatDateTime(p.createdAt)],
    ['Updated', formatDateTime(p.updatedAt)],
    ['Hold until', formatDateTime(p.expiresAt)],
    ['Last checked with provider', p.checkedAt ? formatDateTime(p.checkedAt) : 'Never'],
  ];
  if (p.failureReason) facts.push(['Failure', p.failureReason]);
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A payment's events and refunds, with the loading and error states of their query. */
function PaymentHistory({
  details,
  error,
  onRetry,
}: {
  details: Details['adminPayment'] | undefined;
  error: string | null;
  onRetry: () => void;
}) {
  if (error) return <ErrorState message={error} onRetry={onRetry} />;
  if (!details) return <LoadingState label={PaymentText.detailsLoading} />;
  return (
    <>
      <h3 className={styles.sectionTitle}>Events</h3>
      <DataTable
        columns={eventColumns}
        rows={details.events}
        rowKey={(e) => e.id}
        caption="Events received about this payment, oldest first"
        empty={<EmptyState icon={bellIcon} title={PaymentText.noEvents} />}
        testId="payment-events"
        rowTestId="payment-event"
      />
      <h3 className={styles.sectionTitle}>Refunds</h3>
      <DataTable
        columns={refundColumns}
        rows={details.refunds}
        rowKey={(r) => r.id}
        caption="Refunds of this payment through the provider"
        empty={<EmptyState icon={walletIcon} title={PaymentText.noRefunds} />}
        testId="payment-refunds"
      />
    </>
  );
}

/** One payment: its facts, its order (opened in the shared order dialog), events and refunds. */
export function PaymentDetailsDialog({
  payment,
  onClose,
  check,
  checking,
}: {
  payment: AdminPaymentFieldsFragment | null;
  onClose: () => void;
  check: (id: string) => void;
  checking: string | null;
}) {
  const toast = useToast();
  const [order, setOrder] = useState<Order | null>(null);
  const q = useQuery(AdminPaymentQuery, {
    variables: { id: payment?.id ?? '' },
    skip: !payment,
    fetchPolicy: 'cache-and-network',
  });
  const [loadOrder, orderQuery] = useLazyQuery(PaymentOrderQuery);
  const details = q.data?.adminPayment;
  const p = details?.payment ?? payment;

  async function openOrder(id: string) {
    try {
      const res = await loadOrder({ variables: { id } });
      if (res.data?.order) setOrder(res.data.order as Order);
      else throw res.error ?? new Error(PaymentText.orderFailed);
    } catch (err) {
      toast.error(errorMessage(err, PaymentText.orderFailed));
    }
  }

  return (
    <>
      <Modal
        open={payment !== null}
        onClose={onClose}
        size="lg"
        title={p ? `Payment: ${paymentSubject(p)}` : 'Payment'}
        data-testid="payment-details"
        footer={
          p &&
          (p.orderId || p.canCheckWithProvider) && (
            <>
              {p.orderId && (
                <Button
                  variant="secondary"
                  loading={orderQuery.loading}
                  loadingText="Opening order..."
                  onClick={() => void openOrder(p.orderId!)}
                >
                  View order {paymentSubject(p).replace('Order ', '')}
                </Button>
              )}
              {p.canCheckWithProvider && (
                <Button
                  loading={checking === p.id}
                  loadingText="Checking..."
                  disabled={checking !== null}
                  onClick={() => check(p.id)}
                >
                  Check with provider
                </Button>
              )}
            </>
          )
        }
      >
        {p && <Facts p={p} />}
        <PaymentHistory
          details={details}
          error={q.error && !details ? errorMessage(q.error, PaymentText.detailsFailed) : null}
          onRetry={() => void q.refetch()}
        />
      </Modal>
      <OrderDetailsModal order={order} open={order !== null} onClose={() => setOrder(null)} showCustomer />
    </>
  );
}
