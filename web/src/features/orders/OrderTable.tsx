import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '../../components/ui';
import { formatDate, formatINR } from '../../lib/format';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import type { Order } from './operations';
import { orderRef } from './order-helpers';
import { StatusBadge } from './StatusBadge';
import './orders.css';

/** The columns an order table can show, in the order given. `total` and `amount` are the same figure. */
export type OrderColumn = 'ref' | 'customer' | 'date' | 'items' | 'total' | 'amount' | 'status';

const headers: Record<OrderColumn, string> = {
  ref: 'Order ID',
  customer: 'Customer',
  date: 'Date',
  items: 'Items',
  total: 'Total',
  amount: 'Amount',
  status: 'Status',
};

export interface OrderSort<K extends string> {
  /** The column ids that sort, with the key each one sorts by. */
  keys: Partial<Record<OrderColumn, K>>;
  by: K;
  direction: 'ASC' | 'DESC';
  onSort: (key: K) => void;
}

export interface OrderTableProps<K extends string> {
  orders: readonly Order[];
  columns: readonly OrderColumn[];
  /** Read by screen readers before the table. */
  caption: string;
  /** Buttons for one order (the Action column, and the foot of a phone card). */
  actions?: (order: Order) => ReactNode;
  /** A mouse shortcut for the whole row; the row must hold a keyboard way to do the same. */
  onRowClick?: (order: Order) => void;
  sort?: OrderSort<K>;
  testId: string;
  rowTestId: string;
}

function itemsText(order: Order) {
  return order.items.map((i) => `${i.name} × ${i.quantity}`).join(', ');
}

function ItemsCell({ order }: { order: Order }) {
  const productId = order.items[0]?.productId;
  return productId ? <Link to={`/products/${productId}`}>{itemsText(order)}</Link> : <>{itemsText(order)}</>;
}

function cell(column: OrderColumn, order: Order): ReactNode {
  switch (column) {
    case 'ref':
      return <code>{orderRef(order.id)}</code>;
    case 'customer':
      return (
        <>
          {order.customer.name}
          <span className="text-sm text-muted order-table__email">{order.customer.email}</span>
        </>
      );
    case 'date':
      return formatDate(order.createdAt);
    case 'items':
      return <ItemsCell order={order} />;
    case 'total':
    case 'amount':
      return formatINR(order.totals.baseTotal);
    case 'status':
      return <StatusBadge status={order.status} label={order.statusLabel} />;
  }
}

const numeric = (c: OrderColumn) => c === 'total' || c === 'amount';

/** Skips clicks on the row's own links and buttons. */
function fromControl(target: EventTarget) {
  return target instanceof Element && !!target.closest('a, button, input, select, textarea, label');
}

/** The order table shared by My Orders, the admin overview and Order Management; cards on phones. */
export function OrderTable<K extends string>({
  orders,
  columns,
  caption,
  actions,
  onRowClick,
  sort,
  testId,
  rowTestId,
}: OrderTableProps<K>) {
  const phone = useMediaQuery(PHONE_QUERY);

  if (phone)
    return (
      <ul className="order-cards" data-testid={testId}>
        {orders.map((o) => (
          <li key={o.id}>
            <Card className="order-card" data-testid={rowTestId}>
              <div className="order-card__head">
                <strong>{orderRef(o.id)}</strong>
                <StatusBadge status={o.status} label={o.statusLabel} />
              </div>
              {columns.includes('customer') && <p>{o.customer.name}</p>}
              <p className="text-sm text-muted">
                {columns.includes('customer') && `${o.customer.email} · `}
                {formatDate(o.createdAt)}
              </p>
              {columns.includes('items') && (
                <p className="order-card__items">
                  <ItemsCell order={o} />
                </p>
              )}
              <p className="order-card__total">{formatINR(o.totals.baseTotal)}</p>
              {actions && <div className="order-actions">{actions(o)}</div>}
            </Card>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="ui-table-wrap">
      <table className="ui-table data-table" data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => {
              const key = sort?.keys[c];
              const active = !!key && sort?.by === key;
              return (
                <th
                  key={c}
                  scope="col"
                  className={numeric(c) ? 'num' : undefined}
                  aria-sort={
                    key
                      ? active
                        ? sort.direction === 'ASC'
                          ? 'ascending'
                          : 'descending'
                        : 'none'
                      : undefined
                  }
                >
                  {key ? (
                    <button type="button" className="sort-btn" onClick={() => sort.onSort(key)}>
                      {headers[c]}
                      <span aria-hidden="true" className="sort-btn__arrow">
                        {active ? (sort.direction === 'ASC' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  ) : (
                    headers[c]
                  )}
                </th>
              );
            })}
            {actions && <th scope="col">Action</th>}
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr
              key={o.id}
              className={onRowClick ? 'data-table__row--link' : undefined}
              onClick={onRowClick ? (e) => !fromControl(e.target) && onRowClick(o) : undefined}
              data-testid={rowTestId}
            >
              {columns.map((c) => (
                <td key={c} className={numeric(c) ? 'num' : c === 'items' ? 'data-table__items' : undefined}>
                  {cell(c, o)}
                </td>
              ))}
              {actions && (
                <td>
                  <div className="order-actions">{actions(o)}</div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
