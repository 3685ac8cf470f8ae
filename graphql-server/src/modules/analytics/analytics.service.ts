import type { EntityManager } from '@mikro-orm/postgresql';
import { paiseToRupees } from '../../common/money.js';
import type { Viewer } from '../../common/context.js';
import { requireAdmin } from '../../common/viewer.js';
import type { ShopPubSub } from '../../common/pubsub.js';
import { OrderStatus } from '../orders/index.js';
import { dailyRows, kpiRow, statusRows, topProductRows } from './analytics.sql.js';
import {
  type SalesDay,
  type SalesFigure,
  type SalesKpis,
  type SalesStatusCount,
  type TopProduct,
} from './analytics.types.js';
import { changePercent, type SalesWindow } from './sales-window.js';

export const SALES_DENIED = 'Access denied. Admin login required.';

/** The spec's pie: five statuses, in its order. */
const PIE: OrderStatus[] = [
  OrderStatus.PENDING,
  OrderStatus.PROCESSING,
  OrderStatus.SHIPPED,
  OrderStatus.DELIVERED,
  OrderStatus.CANCELLED,
];

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
    const r = await kpiRow(em, w);
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
    const rows = await dailyRows(em, w.chartFrom, w.to);
    return rows.map((r) => ({
      date: r.day,
      revenue: paiseToRupees(Number(r.revenue)),
      orders: Number(r.orders),
    }));
  }

  /** Orders placed in the range per status, for the pie's five statuses (zeros included). */
  async statuses(em: EntityManager, viewer: Viewer | null, w: SalesWindow): Promise<SalesStatusCount[]> {
    this.assertAdmin(viewer);
    const rows = await statusRows(em, w.from, w.to, PIE);
    const counts = new Map(rows.map((r) => [r.status, Number(r.count)]));
    return PIE.map((status) => ({ status, count: counts.get(status) ?? 0 }));
  }

  /**
   * The five products with the most units sold in the range (orders not Cancelled or Returned;
   * ties: higher sales, then name). Products deleted since are left out (nothing to link to).
   */
  async topProducts(em: EntityManager, viewer: Viewer | null, w: SalesWindow): Promise<TopProduct[]> {
    this.assertAdmin(viewer);
    const rows = await topProductRows(em, w.from, w.to);
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
