import { runSql, SqlParams, type RowSource } from '../../common/sql.js';
import { OrderStatus, revenueSql } from '../orders/index.js';
import { SHOP_TIME_ZONE } from './sales-window.js';

/**
 * The sales statements: one per widget, computed by PostgreSQL whatever the number of orders.
 * Analytics is a read model over orders' tables (`orders`, `order_items`) and catalog's
 * `products` (names of the top products), with revenue defined by orders (`revenueSql`).
 */

/** The instant an Indian day starts, in SQL (index-friendly: compared with `created_at`). */
const dayStart = (p: string) => `((${p}::date)::timestamp at time zone '${SHOP_TIME_ZONE}')`;
/** The Indian day an order was placed on. */
const orderDay = `date_trunc('day', o.created_at at time zone '${SHOP_TIME_ZONE}')::date`;

/** Orders placed in the window: `created_at` from its first day (if any) to the end of today. */
function inRange(p: SqlParams, from: string | null, to: string): string {
  // Only paid orders are sales: an order waiting for its payment, or never paid, is left out.
  const parts = [`o.created_at < ${dayStart(`(${p.add(to)}::date + 1)`)}`, `o.payment_status = 'paid'`];
  if (from) parts.unshift(`o.created_at >= ${dayStart(p.add(from))}`);
  return parts.join(' and ');
}

export interface KpiRow {
  orders: string;
  gross: string;
  refunds: string;
  net: string;
  gst: string;
  shipped: string;
  delivered: string;
  prev_orders: string;
  prev_net: string;
  prev_shipped: string;
  prev_delivered: string;
}

/**
 * The figures of the window (`from`..`to`) and of the previous period (`previousFrom`, when
 * compared) in one statement; `cur` marks the window's rows.
 */
export async function kpiRow(
  db: RowSource,
  w: { from: string | null; previousFrom: string | null; to: string },
): Promise<KpiRow | undefined> {
  const p = new SqlParams();
  const cur = w.from ? `o.created_at >= ${dayStart(p.add(w.from))}` : 'true';
  const range = inRange(p, w.previousFrom, w.to);
  const shipped = p.add(OrderStatus.SHIPPED);
  const delivered = p.add(OrderStatus.DELIVERED);
  const [row] = await runSql<KpiRow>(
    db,
    `with o as (select o.*, ${cur} as cur from orders o where ${range})
     select count(*) filter (where cur) as orders,
            coalesce(sum(${revenueSql.gross}) filter (where cur), 0) as gross,
            coalesce(sum(${revenueSql.refunds}) filter (where cur), 0) as refunds,
            coalesce(sum(${revenueSql.net}) filter (where cur), 0) as net,
            coalesce(sum(${revenueSql.gst}) filter (where cur), 0) as gst,
            count(*) filter (where cur and o.status = ${shipped}) as shipped,
            count(*) filter (where cur and o.status = ${delivered}) as delivered,
            count(*) filter (where not cur) as prev_orders,
            coalesce(sum(${revenueSql.net}) filter (where not cur), 0) as prev_net,
            count(*) filter (where not cur and o.status = ${shipped}) as prev_shipped,
            count(*) filter (where not cur and o.status = ${delivered}) as prev_delivered
     from o`,
    p.values,
  );
  return row;
}

/** Net revenue and orders per Indian day from `from` to `to`, every day present (zero-filled). */
export function dailyRows(
  db: RowSource,
  from: string,
  to: string,
): Promise<{ day: string; revenue: string; orders: string }[]> {
  const p = new SqlParams();
  const range = inRange(p, from, to);
  return runSql(
    db,
    `with per_day as (
       select ${orderDay} as day, sum(${revenueSql.net}) as revenue, count(*) as orders
       from orders o where ${range} group by 1)
     select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(p.revenue, 0) as revenue, coalesce(p.orders, 0) as orders
     from generate_series(${p.add(from)}::date, ${p.add(to)}::date, interval '1 day') as d(day)
     left join per_day p on p.day = d.day::date
     order by d.day`,
    p.values,
  );
}

/** Orders placed in the window per status, for the given statuses (those with none absent). */
export function statusRows(
  db: RowSource,
  from: string | null,
  to: string,
  statuses: readonly string[],
): Promise<{ status: string; count: string }[]> {
  const p = new SqlParams();
  const range = inRange(p, from, to);
  return runSql(
    db,
    `select o.status, count(*) as count from orders o
     where ${range} and o.status = any(${p.add(statuses, 'text[]')}) group by o.status`,
    p.values,
  );
}

/**
 * The five products with the most units sold in the window (orders not Cancelled or Returned;
 * ties: higher sales, then name). Products deleted since are left out (nothing to link to).
 */
export function topProductRows(
  db: RowSource,
  from: string | null,
  to: string,
): Promise<{ product_id: string; name: string; units: string; sales: string }[]> {
  const p = new SqlParams();
  const range = inRange(p, from, to);
  return runSql(
    db,
    `select i.product_id, p.name, sum(i.quantity) as units, sum(i.quantity * i.unit_price_paise) as sales
     from orders o
     join order_items i on i.order_id = o.id
     join products p on p.id = i.product_id
     where ${range} and o.status not in (${p.add(OrderStatus.CANCELLED)}, ${p.add(OrderStatus.RETURNED)})
     group by i.product_id, p.name
     order by units desc, sales desc, p.name asc
     limit 5`,
    p.values,
  );
}
