import { useQuery } from '@apollo/client/react';
import { useDeferredValue, useState } from 'react';
import {
  cx,
  DataTable,
  EmptyState,
  TextField,
  type DataTableColumn,
  type SortState,
  userIcon,
} from '../../../components/ui';
import type { CustomerFieldsFragment, CustomerSortField } from '../../../graphql/graphql';
import { formatINR } from '../../../lib/format';
import { formatDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/graphql-errors';
import { CustomerDetailsDialog } from './CustomerDetailsDialog';
import { CustomerText, orNA } from './messages';
import { CustomerCountsQuery, CustomersQuery } from './operations';
import { appendEdges, LoadMoreRow } from '../LoadMoreRow';
import styles from './CustomersTab.module.css';

type Customer = CustomerFieldsFragment;

const PAGE_SIZE = 25;

const DEFAULT_SORT: SortState<CustomerSortField> = { key: 'JOINED', direction: 'desc' };

/** An e-mail address that may break after the @ (and nowhere else) to keep the table narrow. */
function Email({ address, className }: { address: string; className?: string }) {
  const at = address.lastIndexOf('@');
  return (
    <span className={cx(styles.email, className)}>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </span>
  );
}

function columns(open: (c: Customer) => void): DataTableColumn<Customer, CustomerSortField>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortKey: 'NAME',
      rowHeader: true,
      card: 'title',
      cell: (c) => (
        <>
          <button type="button" className={styles.nameButton} onClick={() => open(c)}>
            {c.name}
          </button>
          {/* The Email column is for wide screens: narrower tables show the address here. */}
          <Email address={c.email} className={styles.nameEmail} />
          {/* And the Mobile and Address columns for large ones (laptops show them here). */}
          <span className={styles.nameMobile}>{orNA(c.mobileNumber)}</span>
          <span className={styles.nameAddress}>{orNA(c.address)}</span>
        </>
      ),
    },
    {
      id: 'email',
      header: 'Email',
      sortKey: 'EMAIL',
      wide: true,
      cell: (c) => <Email address={c.email} />,
    },
    { id: 'mobile', header: 'Mobile', sortKey: 'MOBILE', large: true, cell: (c) => orNA(c.mobileNumber) },
    {
      id: 'address',
      header: 'Address',
      sortKey: 'ADDRESS',
      large: true,
      cell: (c) => <span className={styles.address}>{orNA(c.address)}</span>,
    },
    { id: 'verified', header: 'Verified', sortKey: 'VERIFIED', cell: (c) => (c.isVerified ? 'Yes' : 'No') },
    {
      id: 'joined',
      header: 'Joined',
      sortKey: 'JOINED',
      firstDirection: 'desc',
      cell: (c) => (
        <time className={styles.date} dateTime={c.createdAt}>
          {formatDate(c.createdAt)}
        </time>
      ),
    },
    {
      id: 'orders',
      header: 'Orders',
      sortKey: 'ORDERS',
      firstDirection: 'desc',
      numeric: true,
      cell: (c) => c.ordersCount,
    },
    {
      id: 'spent',
      header: 'Total spent',
      sortKey: 'TOTAL_SPENT',
      firstDirection: 'desc',
      numeric: true,
      cell: (c) => <span className={styles.figure}>{formatINR(c.totalSpent)}</span>,
    },
    {
      id: 'wallet',
      header: 'Wallet',
      sortKey: 'WALLET_BALANCE',
      wide: true,
      firstDirection: 'desc',
      numeric: true,
      cell: (c) => <span className={styles.figure}>{formatINR(c.walletBalance)}</span>,
    },
    {
      id: 'lastOrder',
      header: 'Last order',
      sortKey: 'LAST_ORDER',
      wide: true,
      firstDirection: 'desc',
      cell: (c) =>
        c.lastOrderAt ? (
          <time className={styles.date} dateTime={c.lastOrderAt}>
            {formatDate(c.lastOrderAt)}
          </time>
        ) : (
          '—'
        ),
    },
  ];
}

/**
 * The dashboard's Customers tab: shopper accounts searched and sorted by the server, a page at a
 * time (cursor), with the total and verified counts; a row opens the customer's details.
 */
export function CustomersTab() {
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim());
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [open, setOpen] = useState<Customer | null>(null);
  const counts = useQuery(CustomerCountsQuery, { fetchPolicy: 'cache-and-network' });
  const variables = {
    input: {
      search: term || null,
      sortBy: sort.key,
      sortDirection: sort.direction === 'asc' ? ('ASC' as const) : ('DESC' as const),
      first: PAGE_SIZE,
    },
  };
  const list = useQuery(CustomersQuery, { variables, notifyOnNetworkStatusChange: true });
  const rows = list.data?.customers.edges.map((e) => e.node);
  const pageInfo = list.data?.customers.pageInfo;

  return (
    <div className={styles.root}>
      <dl className={styles.counts} aria-live="polite">
        {(
          [
            ['Total users', counts.data?.userCount.totalUsers, 'customers-total'],
            ['Verified users', counts.data?.userCount.verifiedUsers, 'customers-verified'],
          ] as const
        ).map(([label, value, testId]) => (
          <div key={testId} className={styles.count}>
            <dt>{label}</dt>
            <dd data-testid={testId}>{value === undefined ? '…' : value.toLocaleString('en-IN')}</dd>
          </div>
        ))}
      </dl>
      {counts.error && <p role="alert">{errorMessage(counts.error, CustomerText.countFailed)}</p>}

      <TextField
        label="Search customers"
        hint="Name, email, mobile or address"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        className={styles.search}
        data-testid="customers-search"
      />

      <DataTable
        columns={columns(setOpen)}
        rows={rows}
        rowKey={(c) => c.id}
        caption="Customers"
        sort={sort}
        onSortChange={setSort}
        loading={list.loading}
        loadingLabel={CustomerText.loading}
        error={list.error && errorMessage(list.error, CustomerText.listFailed)}
        onRetry={() => void list.refetch()}
        empty={<EmptyState icon={userIcon} title={term ? CustomerText.noMatch(term) : CustomerText.none} />}
        onRowClick={setOpen}
        testId="customers-table"
        rowTestId="customer-row"
      />
      {rows && rows.length > 0 && (
        <LoadMoreRow
          pageInfo={pageInfo}
          loading={list.networkStatus === 3}
          onMore={(after) =>
            void list.fetchMore({
              variables: { input: { ...variables.input, after } },
              updateQuery: appendEdges('customers'),
            })
          }
        />
      )}
      <CustomerDetailsDialog customer={open} onClose={() => setOpen(null)} />
    </div>
  );
}
