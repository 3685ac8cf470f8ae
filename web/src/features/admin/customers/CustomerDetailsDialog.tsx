import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  DataTable,
  EmptyState,
  ErrorState,
  LoadingState,
  Modal,
  type DataTableColumn,
  ordersIcon,
  walletIcon,
} from '../../../components/ui';
import type { AdminCustomerDetailsQuery, CustomerFieldsFragment } from '../../../graphql/graphql';
import { formatINR } from '../../../lib/format';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/graphql-errors';
import { OrderDetailsModal, OrderTable, ViewOrderButton, type Order } from '../../orders/public';
import { CustomerText, orNA } from './messages';
import { CustomerDetailsQuery } from './operations';
import styles from './CustomersTab.module.css';

type Entry = AdminCustomerDetailsQuery['customer']['wallet']['transactions'][number];

const ledgerColumns: DataTableColumn<Entry>[] = [
  {
    id: 'date',
    header: 'Date',
    card: 'title',
    cell: (t) => <time dateTime={t.createdAt}>{formatDateTime(t.createdAt)}</time>,
  },
  { id: 'description', header: 'Description', cell: (t) => t.description },
  {
    id: 'amount',
    header: 'Amount',
    numeric: true,
    card: 'aside',
    cell: (t) => (
      <span className={styles.figure}>
        {t.type === 'CREDIT' ? '+' : '−'}
        {formatINR(t.amount)}
      </span>
    ),
  },
];

/** One customer: profile, orders (each opens the shared order details dialog) and wallet ledger. */
export function CustomerDetailsDialog({
  customer,
  onClose,
}: {
  customer: CustomerFieldsFragment | null;
  onClose: () => void;
}) {
  const [viewing, setViewing] = useState<Order | null>(null);
  const q = useQuery(CustomerDetailsQuery, {
    variables: { id: customer?.id ?? '' },
    skip: !customer,
    fetchPolicy: 'cache-and-network',
  });
  const details = q.data?.customer;
  const c = details?.customer ?? customer;

  return (
    <>
      <Modal
        open={customer !== null}
        onClose={onClose}
        size="lg"
        title={c?.name ?? 'Customer'}
        data-testid="customer-details"
      >
        {c && (
          <dl className={styles.profile}>
            <div>
              <dt>Email</dt>
              <dd>{c.email}</dd>
            </div>
            <div>
              <dt>Mobile</dt>
              <dd>{orNA(c.mobileNumber)}</dd>
            </div>
            <div>
              <dt>Address</dt>
              <dd>{orNA(c.address)}</dd>
            </div>
            <div>
              <dt>Verified</dt>
              <dd>{c.isVerified ? 'Yes' : 'No'}</dd>
            </div>
            <div>
              <dt>Joined</dt>
              <dd>{formatDate(c.createdAt)}</dd>
            </div>
            <div>
              <dt>Orders placed</dt>
              <dd>{c.ordersCount}</dd>
            </div>
            <div>
              <dt>Total spent</dt>
              <dd className={styles.figure}>{formatINR(c.totalSpent)}</dd>
            </div>
            <div>
              <dt>Wallet balance</dt>
              <dd className={styles.figure}>{formatINR(c.walletBalance)}</dd>
            </div>
          </dl>
        )}
        {q.error && !details ? (
          <ErrorState
            message={errorMessage(q.error, CustomerText.detailsFailed)}
            onRetry={() => void q.refetch()}
          />
        ) : !details ? (
          <LoadingState label="Loading customer details..." />
        ) : (
          <>
            <h3 className={styles.sectionTitle}>Orders</h3>
            <OrderTable
              columns={['ref', 'date', 'items', 'amount', 'status']}
              rows={details.orders}
              caption={`Orders of ${details.customer.name}, newest first`}
              empty={<EmptyState icon={ordersIcon} title="No orders yet" />}
              rowActions={(o) => <ViewOrderButton order={o} onView={setViewing} />}
              testId="customer-orders"
              rowTestId="customer-order-row"
            />
            <h3 className={styles.sectionTitle}>Wallet ledger</h3>
            <DataTable
              columns={ledgerColumns}
              rows={details.wallet.transactions}
              rowKey={(t) => t.id}
              caption={`Wallet ledger of ${details.customer.name}, newest first`}
              empty={<EmptyState icon={walletIcon} title="No wallet activity" />}
              testId="customer-ledger"
            />
          </>
        )}
      </Modal>
      <OrderDetailsModal
        order={viewing}
        open={viewing !== null}
        onClose={() => setViewing(null)}
        showCustomer
      />
    </>
  );
}
