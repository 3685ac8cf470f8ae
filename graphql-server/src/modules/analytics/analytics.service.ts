import type { EntityManager } from '@mikro-orm/postgresql';
import { paiseToRupees } from '../../common/money.js';
import type { Viewer } from '../../common/context.js';
import { requireAdmin } from '../../common/viewer.js';
import type { ShopPubSub } from '../../common/pubsub.js';
import { OrderStatus, revenueSql } from '../orders/index.js';
import {
  type SalesDay,
  type SalesFigure,
  type SalesKpis,
  type SalesStatusCount,
  type TopProduct,
} from './analytics.types.js';
import { changePercent, SHOP_TIME_ZONE, type SalesWindow } from './sales-window.js';

export const SALES_DENIED = 'Access denied. Admin login required.';

/** The instant an Indian day starts, in SQL (index-friendly: compared with `created_at`). */
const dayStart = `((?::date)::timestamp at time zone '${SHOP_TIME_ZONE}')`;
/** The Indian day an order was placed on. */
const orderDay = `date_trunc('day', o.created_at at time zone '${SHOP_TIME_ZONE}')::date`;

/** The spec's pie: five statuses, in its order. */
const PIE: OrderStatus[] = [
  OrderStatus.PENDING,
  OrderStatus.PROCESSING,
  OrderStatus.SHIPPED,
  OrderStatus.DELIVERED,
  OrderStatus.CANCELLED,
];

/** Orders placed in the window: `created_at` from its first day (if any) to the end of today. */
function inRange(from: string | null, to: string): { sql: string; params: string[] } {
  // Only paid orders are sales: an order waiting for its payment, or never paid, is left out.
  const parts = [
    `o.created_at < ${dayStart.replace('?::date', '(?::date + 1)')}`,
    `o.payment_status = 'paid'`,
  ];
  const params = [to];
  if (from) {
    parts.unshift(`o.created_at >= ${dayStart}`);
    params.unshift(from);
  }
  return { sql: parts.join(' and '), params };
}

interface KpiRow {
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
 * Sales analytics, computed by PostgreSQL: one statement per widget, whatever the number of orders;
 * no order is loaded into Node. Revenue is the orders module's one definition (`revenueSql`).
 */
export class AnalyticsService {
  constructor(private readonly pubSub: ShopPubSub) {}

  assertAdmin(viewer: Viewer | null): void {
    requireAdmin(viewer, SALES_DENIED);
  }

  async kpis(em: EntityManager, viewer: Viewer | null, w: SalesWindow): Promise<SalesKpis> {
    this.assertAdmin(viewer);
    const compare = w.previousFrom !== null;
    // Rows from the previous period's start (or all rows); `cur` marks the range itself.
    const range = inRange(w.previousFrom, w.to);
    const cur = w.from ? `o.created_at >= ${dayStart}` : 'true';
    const [r] = await em.execute<KpiRow[]>(
      `with o as (select o.*, ${cur} as cur from orders o where ${range.sql})
       select count(*) filter (where cur) as orders,
              coalesce(sum(${revenueSql.gross}) filter (where cur), 0) as gross,
              coalesce(sum(${revenueSql.refunds}) filter (where cur), 0) as refunds,
              coalesce(sum(${revenueSql.net}) filter (where cur), 0) as net,
              coalesce(sum(${revenueSql.gst}) filter (where cur), 0) as gst,
              count(*) filter (where cur and o.status = ?) as shipped,
              count(*) filter (where cur and o.status = ?) as delivered,
              count(*) filter (where not cur) as prev_orders,
              coalesce(sum(${revenueSql.net}) filter (where not cur), 0) as prev_net,
              count(*) filter (where not cur and o.status = ?) as prev_shipped,
              count(*) filter (where not cur and o.status = ?) as prev_delivered
       from o`,
      [
        ...(w.from ? [w.from] : []),
        ...range.params,
        OrderStatus.SHIPPED,
        OrderStatus.DELIVERED,
        OrderStatus.SHIPPED,
        OrderStatus.DELIVERED,
      ],
    );
    const n = (v: string | undefined) => Number(v ?? 0);
    const orders = n(r?.orders);
    const net = n(r?.net);
    const prevOrders = n(r?.prev_orders);
    const prevNet = n(r?.prev_net);
    const aov = (total: number, count: number) => (count ? Math.round(total / count) : 0);
    const figure = (value: number, previous: number, money: boolean): SalesFigure => {
      const prev = compare ? previous : null;
      return {
        value: money ? paiseToRupees(value) : value,
        previous: prev === null ? null : money ? paiseToRupees(prev) : prev,
        changePercent: changePercent(value, prev),
      };
    };
    return {
      totalRevenue: figure(net, prevNet, true),
      averageOrderValue: figure(aov(net, orders), aov(prevNet, prevOrders), true),
      totalOrders: figure(orders, prevOrders, false),
      shippedOrders: figure(n(r?.shipped), n(r?.prev_shipped), false),
      deliveredOrders: figure(n(r?.delivered), n(r?.prev_delivered), false),
      grossRevenue: paiseToRupees(n(r?.gross)),
      refunds: paiseToRupees(n(r?.refunds)),
      gst: paiseToRupees(n(r?.gst)),
    };
  }

  /** Net revenue and orders per Indian day, every day of the chart present (zero-filled). */
  async daily(em: EntityManager, viewer: Viewer | null, w: SalesWindow): Promise<SalesDay[]> {
    this.assertAdmin(viewer);
    const range = inRange(w.chartFrom, w.to);
    const rows = await em.execute<{ day: string; revenue: string; orders: string }[]>(
      `with per_day as (
         select ${orderDay} as day, sum(${revenueSql.net}) as revenue, count(*) as orders
         from orders o where ${range.sql} group by 1)
       select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(p.revenue, 0) as revenue, coalesce(p.orders, 0) as orders
       from generate_series(?::date, ?::date, interval '1 day') as d(day)
       left join per_day p on p.day = d.day::date
       order by d.day`,
      [...range.params, w.chartFrom, w.to],
    );
    return rows.map((r) => ({
      date: r.day,
      revenue: paiseToRupees(Number(r.revenue)),
      orders: Number(r.orders),
    }));
  }

  /** Orders placed in the range per status, for the pie's five statuses (zeros included). */
  async statuses(em: EntityManager, viewer: Viewer | null, w: SalesWindow): Promise<SalesStatusCount[]> {
    this.assertAdmin(viewer);
    const range = inRange(w.from, w.to);
    const rows = await em.execute<{ status: string; count: string }[]>(
      `select o.status, count(*) as count from orders o
       where ${range.sql} and o.status in (${PIE.map(() => '?').join(', ')}) group by o.status`,
      [...range.params, ...PIE],
    );
    const counts = new Map(rows.map((r) => [r.status, Number(r.count)]));
    return PIE.map((status) => ({ status, count: counts.get(status) ?? 0 }));
  }

  /**
   * The five products with the most units sold in the range (orders not Cancelled or Returned;
   * ties: higher sales, then name). Products deleted since are left out (nothing to link to).
   */
  async topProducts(em: EntityManager, viewer: Viewer | null, w: SalesWindow): Promise<TopProduct[]> {
    this.assertAdmin(viewer);
    const range = inRange(w.from, w.to);
    const rows = await em.execute<{ product_id: string; name: string; units: string; sales: string }[]>(
      `select i.product_id, p.name, sum(i.quantity) as units, sum(i.quantity * i.unit_price_paise) as sales
       from orders o
       join order_items i on i.order_id = o.id
       join products p on p.id = i.product_id
       where ${range.sql} and o.status not in (?, ?)
       group by i.product_id, p.name
       order by units desc, sales desc, p.name asc
       limit 5`,
      [...range.params, OrderStatus.CANCELLED, OrderStatus.RETURNED],
    );
    return rows.map((r) => ({
      productId: r.product_id,
      name: r.name,
      unitsSold: Number(r.units),
      sales: paiseToRupees(Number(r.sales)),
    }));
  }

  /** The admin's live signal: subscribe only as an admin (checked again per event by the socket). */
  changes(viewer: Viewer | null) {
    this.assertAdmin(viewer);
    return this.pubSub.subscribe('SALES_CHANGED');
  }
}
