import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../common/context.js';
import { notFound } from '../../common/errors.js';
import { paiseToRupees } from '../../common/money.js';
import type { ShopSettingsProvider } from '../../common/settings.js';
import { isUuid } from '../../common/validation.js';
import { requireAdmin, requireViewer } from '../../common/viewer.js';
import { User } from '../auth/index.js';
import { newestOrderRecords, orderRecordsById, orderRecordsOfUser } from './order-rows.js';
import { orderRecord, toOrderView, type OrderRecord } from './order-view.js';
import { Order } from './order.entity.js';
import { revenueSql } from './revenue.js';
import { LEGACY_ADMIN_LIST_LIMIT, ORDER_LIST_LIMIT, OrderMessages } from './orders.messages.js';
import {
  OrderSortField,
  SortDirection,
  type AdminOrderList,
  type AdminOrdersInput,
  type OrderView,
} from './orders.types.js';

/** Reading orders: the shopper's own, one by id, the admin's searchable list, and their views. */
export class OrderQueryService {
  constructor(private readonly settings: ShopSettingsProvider) {}

  async load(em: EntityManager, id: string): Promise<Order> {
    return em.findOneOrFail(Order, { id }, { populate: ['items', 'items.product'], refresh: true });
  }

  /** One order: its owner's, or any for an admin; anyone else gets 'Order not found'. */
  async get(em: EntityManager, viewer: Viewer | null, id: string): Promise<OrderView> {
    const order = await this.findVisible(em, viewer, id);
    return this.toView(em, order, viewer);
  }

  async findVisible(em: EntityManager, viewer: Viewer | null, id: string): Promise<Order> {
    const v = requireViewer(viewer, OrderMessages.login);
    if (!isUuid(id)) throw notFound(OrderMessages.notFound);
    const where = v.role === 'admin' ? { id } : { id, userId: v.userId };
    const order = await em.findOne(Order, where, { populate: ['items', 'items.product'], refresh: true });
    if (!order) throw notFound(OrderMessages.notFound);
    return order;
  }

  /** The viewer's own orders, newest first: one statement. */
  async myOrders(em: EntityManager, viewer: Viewer | null): Promise<OrderView[]> {
    const v = requireViewer(viewer, OrderMessages.login);
    return this.toViews(em, await orderRecordsOfUser(em, v.userId, ORDER_LIST_LIMIT), viewer);
  }

  /** Admin: one customer's orders, newest first (the customer directory's details). */
  async ordersOfUser(em: EntityManager, viewer: Viewer | null, userId: string): Promise<OrderView[]> {
    requireAdmin(viewer, OrderMessages.adminOnly);
    if (!isUuid(userId)) return [];
    return this.toViews(em, await orderRecordsOfUser(em, userId, ORDER_LIST_LIMIT), viewer);
  }

  /** REST `GET /api/orders`: an admin sees every order (the legacy admin screen), others their own. */
  async listForLegacy(em: EntityManager, viewer: Viewer | null): Promise<OrderView[]> {
    const v = requireViewer(viewer, OrderMessages.login);
    if (v.role !== 'admin') return this.myOrders(em, viewer);
    return this.toViews(em, await newestOrderRecords(em, LEGACY_ADMIN_LIST_LIMIT), viewer);
  }

  async adminOrders(
    em: EntityManager,
    viewer: Viewer | null,
    input: AdminOrdersInput = {},
  ): Promise<AdminOrderList> {
    requireAdmin(viewer, OrderMessages.adminOnly);
    const where: string[] = [];
    const params: unknown[] = [];
    const search = input.search?.trim();
    if (search) {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push(`(o.id::text ilike ? or u.name ilike ? or u.email ilike ?)`);
      params.push(like, like, like);
    }
    if (input.status) {
      where.push('o.status = ?');
      params.push(input.status);
    }
    const whereSql = where.length ? `where ${where.join(' and ')}` : '';
    const column = {
      [OrderSortField.ID]: 'o.id',
      [OrderSortField.CUSTOMER]: 'lower(u.name)',
      [OrderSortField.DATE]: 'o.created_at',
      [OrderSortField.AMOUNT]: 'o.base_total_paise',
      [OrderSortField.STATUS]: 'o.status',
    }[input.sortBy ?? OrderSortField.DATE];
    const dir = input.sortDirection === SortDirection.ASC ? 'asc' : 'desc';
    const first = Math.max(0, Math.min(input.first ?? 50, ORDER_LIST_LIMIT));
    const offset = Math.max(0, input.offset ?? 0);
    const from = 'from orders o join users u on u.id = o.user_id';
    const [idRows, countRows, summaryRows] = await Promise.all([
      em.execute<{ id: string }[]>(
        `select o.id ${from} ${whereSql} order by ${column} ${dir}, o.created_at desc, o.id asc limit ? offset ?`,
        [...params, first, offset],
      ),
      em.execute<{ n: string }[]>(`select count(*) as n ${from} ${whereSql}`, params),
      em.execute<{ total: string; revenue: string | null }[]>(
        `select count(*) as total, coalesce(sum(${revenueSql.net}), 0) as revenue from orders o`,
      ),
    ]);
    const ordered = await orderRecordsById(
      em,
      idRows.map((r) => r.id),
    );
    const s = summaryRows[0]!;
    const revenue = Number(s.revenue ?? 0);
    const totalOrders = Number(s.total);
    return {
      orders: await this.toViews(em, ordered, viewer),
      total: Number(countRows[0]?.n ?? 0),
      summary: {
        totalOrders,
        totalRevenue: paiseToRupees(revenue),
        averageOrderValue: totalOrders ? paiseToRupees(Math.round(revenue / totalOrders)) : 0,
      },
    };
  }

  /** Views of records (their customers read with them) or of loaded entities (customers looked up). */
  async toViews(
    em: EntityManager,
    orders: (Order | OrderRecord)[],
    viewer: Viewer | null,
  ): Promise<OrderView[]> {
    const records = orders.map((o) => (o instanceof Order ? orderRecord(o) : o));
    const missing = [...new Set(records.filter((r) => !r.customer).map((r) => r.userId))];
    const users = missing.length ? await em.find(User, { id: { $in: missing } }) : [];
    const byId = new Map(users.map((u) => [u.id, u]));
    const settings = this.settings.current();
    return records.map((r) => toOrderView(r, r.customer ?? byId.get(r.userId), viewer, settings));
  }

  async toView(em: EntityManager, order: Order, viewer: Viewer | null): Promise<OrderView> {
    return (await this.toViews(em, [order], viewer))[0]!;
  }
}
