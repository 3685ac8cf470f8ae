import { Link } from '../../lib/link';
import { cx, DataTable, type DataTableColumn, type DataTableProps, layout } from '../../components/ui';
import { formatINR } from '../../lib/format';
import { formatDate } from '../../lib/dates';
import type { Order } from './operations';
import { orderRef } from './order-helpers';
import { StatusBadge } from './StatusBadge';
import styles from './OrderTable.module.css';

/** The columns an order table can show, in the order given. `total` and `amount` are the same figure. */
export type OrderColumn = 'ref' | 'customer' | 'date' | 'items' | 'total' | 'amount' | 'status';

function itemsText(order: Order) {
  return order.items.map((i) => `${i.name} × ${i.quantity}`).join(', ');
}

const orderColumns: Record<OrderColumn, Omit<DataTableColumn<Order>, 'id' | 'sortKey'>> = {
  ref: { header: 'Order ID', cell: (o) => <code>{orderRef(o.id)}</code>, card: 'title' },
  customer: {
    header: 'Customer',
    cell: (o) => (
      <>
        {o.customer.name}
        <span className={cx(layout.textSm, layout.textMuted, styles.email)}>{o.customer.email}</span>
      </>
    ),
  },
  date: {
    header: 'Date',
    className: styles.date,
    cell: (o) => formatDate(o.createdAt),
    firstDirection: 'desc',
  },
  items: {
    header: 'Items',
    className: styles.items,
    cell: (o) => {
      const productId = o.items[0]?.productId;
      return productId ? <Link to={`/products/${productId}`}>{itemsText(o)}</Link> : itemsText(o);
    },
  },
  total: {
    header: 'Total',
    numeric: true,
    firstDirection: 'desc',
    cell: (o) => formatINR(o.totals.baseTotal),
  },
  amount: {
    header: 'Amount',
    numeric: true,
    firstDirection: 'desc',
    cell: (o) => formatINR(o.totals.baseTotal),
  },
  status: {
    header: 'Status',
    card: 'aside',
    cell: (o) => <StatusBadge status={o.status} label={o.statusLabel} />,
  },
};

export interface OrderTableProps<K extends string> extends Omit<
  DataTableProps<Order, K>,
  'columns' | 'rowKey'
> {
  /** Which columns, in order. */
  columns: readonly OrderColumn[];
  /** The sort key of each sortable column (with `sort` and `onSortChange`). */
  sortKeys?: Partial<Record<OrderColumn, K>>;
}

/** The order table of My Orders, the admin overview and Order Management (cards on phones). */
export function OrderTable<K extends string = string>({ columns, sortKeys, ...table }: OrderTableProps<K>) {
  const defs = columns.map((id): DataTableColumn<Order, K> => ({
    id,
    ...orderColumns[id],
    sortKey: sortKeys?.[id],
  }));
  return <DataTable<Order, K> {...table} columns={defs} rowKey={(o) => o.id} />;
}
