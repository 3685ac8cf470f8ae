import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button, DataTable, EmptyState, walletIcon, type DataTableColumn } from '../../../components/ui';
import type { AdminPaymentFieldsFragment } from '../../../graphql/graphql';
import { formatDateTime } from '../../../lib/dates';
import { formatINR } from '../../../lib/format';
import { errorMessage } from '../../../lib/graphql-errors';
import { PaymentText, PROVIDER_LABELS } from './messages';
import { paymentSubject, PaymentStateBadge } from './PaymentStateBadge';
import { AdminPaymentsQuery } from './operations';
import { PaymentDetailsDialog } from './PaymentDetailsDialog';
import { PaymentFilters, usePaymentFilters } from './PaymentFilters';
import { useCheckPayment } from './use-check-payment';
import { appendEdges, LoadMoreRow } from '../LoadMoreRow';
import styles from './PaymentsTab.module.css';

type Payment = AdminPaymentFieldsFragment;

const PAGE_SIZE = 25;

/** A provider's id, in a monospace face that may break anywhere (they are long). */
function ProviderId({ label, value }: { label: string; value: string | null }) {
  return (
    <span className={styles.providerId}>
      <span className={styles.idLabel}>{label} </span>
      <code>{value ?? '—'}</code>
    </span>
  );
}

function columns(open: (p: Payment) => void): DataTableColumn<Payment>[] {
  return [
    {
      id: 'payment',
      header: 'Payment',
      rowHeader: true,
      card: 'title',
      cell: (p) => (
        <>
          <button type="button" className={styles.openButton} onClick={() => open(p)}>
            {paymentSubject(p)}
          </button>
          <span className={styles.sub}>{p.customerEmail ?? '—'}</span>
        </>
      ),
    },
    { id: 'state', header: 'State', card: 'aside', cell: (p) => <PaymentStateBadge state={p.state} /> },
    {
      id: 'amount',
      header: 'Amount',
      numeric: true,
      cell: (p) => <span className={styles.figure}>{formatINR(p.amount)}</span>,
    },
    {
      id: 'provider',
      header: 'Provider',
      cell: (p) => (
        <>
          <span className={styles.provider}>
            {[PROVIDER_LABELS[p.provider] ?? p.provider, p.method].filter(Boolean).join(' · ')}
          </span>
          <ProviderId label="Order" value={p.providerOrderId} />
          <ProviderId label="Payment" value={p.providerPaymentId} />
        </>
      ),
    },
    {
      id: 'created',
      header: 'Created',
      cell: (p) => (
        <time className={styles.date} dateTime={p.createdAt}>
          {formatDateTime(p.createdAt)}
        </time>
      ),
    },
    {
      id: 'updated',
      header: 'Updated',
      wide: true,
      cell: (p) => (
        <time className={styles.date} dateTime={p.updatedAt}>
          {formatDateTime(p.updatedAt)}
        </time>
      ),
    },
  ];
}

/**
 * The dashboard's Payments tab (issue 32): every payment through the provider, filtered and paged
 * by the server, newest first; a row opens its events and refunds; an open one may be checked
 * with the provider now.
 */
export function PaymentsTab() {
  const filters = usePaymentFilters();
  const [open, setOpen] = useState<Payment | null>(null);
  const { check, checking } = useCheckPayment();
  const variables = { input: { ...filters.input, first: PAGE_SIZE } };
  const list = useQuery(AdminPaymentsQuery, {
    variables,
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
  });
  const rows = list.data?.adminPayments.edges.map((e) => e.node);
  const pageInfo = list.data?.adminPayments.pageInfo;

  return (
    <div className={styles.root}>
      <p className={styles.intro}>
        Every payment through the provider: orders and wallet top-ups. A pending payment is settled by the
        provider&apos;s webhook or by reconciliation every 5 minutes; &ldquo;Check with provider&rdquo; asks
        now.
      </p>
      <PaymentFilters filters={filters} />
      <DataTable
        columns={columns(setOpen)}
        rows={rows}
        rowKey={(p) => p.id}
        caption="Payments, newest first"
        loading={list.loading}
        loadingLabel={PaymentText.loading}
        error={list.error && errorMessage(list.error, PaymentText.listFailed)}
        onRetry={() => void list.refetch()}
        empty={
          <EmptyState icon={walletIcon} title={filters.active ? PaymentText.noMatch : PaymentText.none} />
        }
        onRowClick={setOpen}
        actionsHeader="Actions"
        rowActions={(p) =>
          p.canCheckWithProvider ? (
            <Button
              size="sm"
              variant="secondary"
              loading={checking === p.id}
              loadingText="Checking..."
              disabled={checking !== null}
              onClick={() => check(p.id)}
              aria-label={`Check with provider: ${paymentSubject(p)}`}
            >
              Check with provider
            </Button>
          ) : null
        }
        testId="payments-table"
        rowTestId="payment-row"
      />
      {rows && rows.length > 0 && (
        <LoadMoreRow
          pageInfo={pageInfo}
          loading={list.networkStatus === 3}
          onMore={(after) =>
            void list.fetchMore({
              variables: { input: { ...variables.input, after } },
              updateQuery: appendEdges('adminPayments'),
            })
          }
        />
      )}
      <PaymentDetailsDialog payment={open} onClose={() => setOpen(null)} check={check} checking={checking} />
    </div>
  );
}
