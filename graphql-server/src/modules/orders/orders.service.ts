import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, notFound } from '../../common/errors.js';
import type { EventRaiser } from '../../common/events.js';
import { paiseToRupees } from '../../common/money.js';
import type { Viewer } from '../../common/context.js';
import { requireAdmin, requireViewer } from '../../common/viewer.js';
import { User } from '../auth/user.entity.js';
import type { CartService } from '../cart/cart.service.js';
import { Product } from '../catalog/product.entity.js';
import { isUuid } from '../../common/validation.js';
import type { CatalogEvents } from '../catalog/catalog.events.js';
import { formatPaise, orderRef } from '../pricing/format.js';
import { computeTotals, isWithinReturnWindow, refundSplit } from '../pricing/pricing.js';
import type { PromoService } from '../promos/promos.service.js';
import type { WalletService } from '../wallet/wallet.service.js';
import type { Wallet } from '../wallet/wallet.entity.js';
import { toOrderView } from './order-view.js';
import type { OrderEvents } from './orders.events.js';
import {
  CheckoutMessages,
  normalizeKey,
  normalizeLines,
  normalizePayment,
  normalizeShipping,
  requestHash,
  type RawLine,
} from './checkout.js';
import { NEXT_STATUS, Order, OrderItem, OrderRequest, OrderStatus, PaymentMethod } from './order.entity.js';
import {
  OrderSortField,
  ReturnReason,
  SortDirection,
  type AdminOrderList,
  type AdminOrdersInput,
  type OrderView,
  type Quote,
} from './orders.types.js';

export const OrderMessages = {
  notFound: 'Order not found',
  login: 'Please log in to view your orders',
  adminOnly: 'Access denied. Admin login required.',
  onlyPendingCancel: 'Only pending orders can be cancelled',
  returnWindow: 'Return period has expired or order is not delivered',
  returnReason: 'Please select a reason for the return',
  onlyReturnRequested: 'Only orders with a requested return can be confirmed',
  insufficientWallet: 'Insufficient wallet balance',
  transition: (from: string, to: string) =>
    `Cannot change an order from ${from} to ${to}: orders move Pending → Processing → Shipped → Delivered, one step at a time`,
} as const;

/** Statuses whose base totals count as revenue (everything not cancelled or returned). */
export const REVENUE_STATUSES = [
  OrderStatus.PENDING,
  OrderStatus.PROCESSING,
  OrderStatus.SHIPPED,
  OrderStatus.DELIVERED,
  OrderStatus.RETURN_REQUESTED,
];

export const ORDER_LIST_LIMIT = 200;
export const LEGACY_ADMIN_LIST_LIMIT = 1000;

/** Test-only seams, passed through `startShopServer` options; production never sets them. */
export interface OrderHooks {
  /** Runs inside the order's transaction right after the stock was decremented (and flushed). */
  afterStockDecrement?: (info: { userId: string; productIds: string[] }) => void | Promise<void>;
}

export interface PlaceOrderRequest {
  items: readonly RawLine[] | null | undefined;
  shipping: Parameters<typeof normalizeShipping>[0];
  payment?: Parameters<typeof normalizePayment>[0];
  promoCode?: string | null | undefined;
  useWallet?: boolean | null | undefined;
}

export interface PlaceOrderResult {
  message: string;
  productNames: string[];
  order: OrderView;
  replayed: boolean;
}

interface OrderServiceDeps {
  wallet: WalletService;
  promos: PromoService;
  cart: CartService;
  events: EventRaiser<OrderEvents & CatalogEvents>;
  hooks?: OrderHooks | undefined;
}

/** Orders: checkout quotes, placing (one transaction, idempotent), cancel, returns, admin moves. */
export class OrderService {
  constructor(private readonly deps: OrderServiceDeps) {}

  // ---------------------------------------------------------------- quote

  async quote(
    em: EntityManager,
    viewer: Viewer | null,
    input: { items: readonly RawLine[]; promoCode?: string | null; useWallet?: boolean | null },
  ): Promise<Quote> {
    const v = requireViewer(viewer, CheckoutMessages.login);
    const lines = normalizeLines(input.items);
    const products = await em.find(
      Product,
      { id: { $in: lines.map((l) => l.productId) } },
      { refresh: true },
    );
    const byId = new Map(products.map((p) => [p.id, p]));
    const priced = lines.map((l) => {
      const p = byId.get(l.productId);
      if (!p) throw notFound(CheckoutMessages.productNotFound);
      return { unitPricePaise: p.pricePaise, quantity: l.quantity };
    });
    const promo = await this.deps.promos.resolve(em, input.promoCode, v.userId);
    const balance = await this.deps.wallet.balance(em, v.userId);
    const t = computeTotals({ lines: priced, promo, walletBalance: balance, useWallet: !!input.useWallet });
    return {
      subtotal: paiseToRupees(t.subtotal),
      gstAmount: paiseToRupees(t.gst),
      promoDiscount: paiseToRupees(t.discount),
      promoCode: promo?.code ?? null,
      promoLabel: promo?.label ?? null,
      baseTotal: paiseToRupees(t.base),
      walletAmountUsed: paiseToRupees(t.walletUsed),
      totalAmount: paiseToRupees(t.payable),
      walletBalance: paiseToRupees(balance),
    };
  }

  // ---------------------------------------------------------------- place

  /**
   * Places an order in ONE transaction. Locks, always in this order: the idempotency row, the
   * buyer's wallet, the products (by id). Same key again → the same order; same key with another
   * request → 409. A failed attempt leaves nothing behind, so its key can be retried.
   */
  async place(
    em: EntityManager,
    viewer: Viewer | null,
    req: PlaceOrderRequest,
    rawKey: unknown,
  ): Promise<PlaceOrderResult> {
    const v = requireViewer(viewer, CheckoutMessages.login);
    const key = normalizeKey(rawKey);
    const lines = normalizeLines(req.items);
    const shipping = normalizeShipping(req.shipping);
    const payment = normalizePayment(req.payment);
    const promoCode = req.promoCode?.trim() ? req.promoCode.trim().toUpperCase() : null;
    const useWallet = !!req.useWallet;
    const hash = requestHash({ lines, shipping, payment, promoCode, useWallet });

    const outcome = await em.transactional(async (tx) => {
      const claimed = await tx.execute(
        `insert into order_requests (user_id, idempotency_key, request_hash) values (?, ?, ?)
         on conflict (user_id, idempotency_key) do nothing returning user_id`,
        [v.userId, key, hash],
      );
      if (!claimed.length) {
        // Another request with this key committed first (we waited on its row if it was running).
        const prior = await tx.findOneOrFail(OrderRequest, { userId: v.userId, key }, { refresh: true });
        if (prior.requestHash !== hash) throw conflict(CheckoutMessages.keyReused);
        return { orderId: prior.orderId!, replayed: true };
      }

      const wallet = await this.deps.wallet.lock(tx, v.userId);
      const products = await tx.find(
        Product,
        { id: { $in: lines.map((l) => l.productId) } },
        { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      const byId = new Map(products.map((p) => [p.id, p]));
      const bought = lines.map((l) => {
        const product = byId.get(l.productId);
        if (!product) throw notFound(CheckoutMessages.productNotFound);
        if (product.stock < l.quantity) throw badInput(CheckoutMessages.insufficient(product.name));
        return { product, quantity: l.quantity };
      });
      for (const b of bought) b.product.stock -= b.quantity;
      await tx.flush();
      await this.deps.hooks?.afterStockDecrement?.({
        userId: v.userId,
        productIds: lines.map((l) => l.productId),
      });

      const promo = await this.deps.promos.resolve(tx, promoCode, v.userId);
      const totals = computeTotals({
        lines: bought.map((b) => ({ unitPricePaise: b.product.pricePaise, quantity: b.quantity })),
        promo,
        walletBalance: wallet.balancePaise,
        useWallet,
      });
      let method: PaymentMethod;
      if (totals.payable === 0) method = PaymentMethod.WALLET;
      else if (payment.method === PaymentMethod.WALLET) throw badInput(OrderMessages.insufficientWallet);
      else if (!payment.method) throw badInput(CheckoutMessages.method, 'paymentMethod');
      else method = payment.method;

      const order = tx.create(Order, {
        userId: v.userId,
        shippingName: shipping.name,
        shippingPhone: shipping.phone,
        shippingEmail: shipping.email,
        shippingAddress: shipping.address,
        shippingCity: shipping.city,
        shippingPostalCode: shipping.postalCode,
        paymentMethod: method,
        upiId: method === PaymentMethod.UPI ? payment.upiId : null,
        upiProvider: method === PaymentMethod.UPI ? payment.upiProvider : null,
        cardLastFour: method === PaymentMethod.CARD ? payment.cardLastFour : null,
        subtotalPaise: totals.subtotal,
        gstPaise: totals.gst,
        promoDiscountPaise: totals.discount,
        promoCode: promo?.code ?? null,
        promoLabel: promo?.label ?? null,
        baseTotalPaise: totals.base,
        walletUsedPaise: totals.walletUsed,
        totalPaise: totals.payable,
      });
      bought.forEach((b, position) =>
        tx.create(OrderItem, {
          order,
          product: b.product,
          name: b.product.name,
          unitPricePaise: b.product.pricePaise,
          quantity: b.quantity,
          imagePath: b.product.imagePath,
          position,
        }),
      );
      await tx.flush();
      if (totals.walletUsed > 0)
        this.deps.wallet.debitForOrder(
          tx,
          wallet,
          totals.walletUsed,
          `Payment for order ${orderRef(order.id)}`,
          order.id,
        );
      await this.deps.cart.removeProducts(
        tx,
        v.userId,
        lines.map((l) => l.productId),
      );
      await tx.nativeUpdate(OrderRequest, { userId: v.userId, key }, { orderId: order.id });
      const { events } = this.deps;
      await events.raise(tx, 'StockChanged', { productIds: lines.map((l) => l.productId) });
      await events.raise(tx, 'OrderPlaced', {
        orderId: order.id,
        userId: v.userId,
        productNames: bought.map((b) => b.product.name),
        imagePath: bought[0]?.product.imagePath ?? null,
        baseTotalPaise: totals.base,
      });
      return { orderId: order.id, replayed: false };
    });

    const order = await this.load(em.fork(), outcome.orderId);
    const productNames = order.items.getItems().map((i) => i.name);
    return {
      message: `Order placed successfully for: ${productNames.join(', ')}`,
      productNames,
      order: await this.toView(em, order, v),
      replayed: outcome.replayed,
    };
  }

  // ---------------------------------------------------------------- reads

  private async load(em: EntityManager, id: string): Promise<Order> {
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

  async listOwn(em: EntityManager, viewer: Viewer | null): Promise<Order[]> {
    const v = requireViewer(viewer, OrderMessages.login);
    return em.find(
      Order,
      { userId: v.userId },
      {
        populate: ['items', 'items.product'],
        orderBy: { createdAt: 'desc', id: 'desc' },
        limit: ORDER_LIST_LIMIT,
        refresh: true,
      },
    );
  }

  async myOrders(em: EntityManager, viewer: Viewer | null): Promise<OrderView[]> {
    return this.toViews(em, await this.listOwn(em, viewer), viewer);
  }

  /** REST `GET /api/orders`: an admin sees every order (the legacy admin screen), others their own. */
  async listForLegacy(em: EntityManager, viewer: Viewer | null): Promise<OrderView[]> {
    const v = requireViewer(viewer, OrderMessages.login);
    const orders =
      v.role === 'admin'
        ? await em.find(
            Order,
            {},
            {
              populate: ['items', 'items.product'],
              orderBy: { createdAt: 'desc', id: 'desc' },
              limit: LEGACY_ADMIN_LIST_LIMIT,
              refresh: true,
            },
          )
        : await this.listOwn(em, viewer);
    return this.toViews(em, orders, viewer);
  }

  async usersOf(em: EntityManager, orders: Order[]): Promise<Map<string, User>> {
    const ids = [...new Set(orders.map((o) => o.userId))];
    const users = ids.length ? await em.find(User, { id: { $in: ids } }) : [];
    return new Map(users.map((u) => [u.id, u]));
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
      em.execute<{ total: string; revenue: string | null; counted: string }[]>(
        `select count(*) as total,
                coalesce(sum(base_total_paise) filter (where status in (${REVENUE_STATUSES.map(() => '?').join(', ')})), 0) as revenue,
                count(*) filter (where status in (${REVENUE_STATUSES.map(() => '?').join(', ')})) as counted
         from orders`,
        [...REVENUE_STATUSES, ...REVENUE_STATUSES],
      ),
    ]);
    const ids = idRows.map((r) => r.id);
    const loaded = ids.length
      ? await em.find(Order, { id: { $in: ids } }, { populate: ['items', 'items.product'], refresh: true })
      : [];
    const byId = new Map(loaded.map((o) => [o.id, o]));
    const ordered = ids.map((id) => byId.get(id)!).filter(Boolean);
    const s = summaryRows[0]!;
    const revenue = Number(s.revenue ?? 0);
    const counted = Number(s.counted);
    return {
      orders: await this.toViews(em, ordered, viewer),
      total: Number(countRows[0]?.n ?? 0),
      summary: {
        totalOrders: Number(s.total),
        totalRevenue: paiseToRupees(revenue),
        averageOrderValue: counted ? paiseToRupees(Math.round(revenue / counted)) : 0,
      },
    };
  }

  // ---------------------------------------------------------------- cancel & returns

  /** Owner only, Pending only, exactly once: keeps the fee, refunds the rest to the wallet, restocks. */
  async cancel(
    em: EntityManager,
    viewer: Viewer | null,
    id: string,
  ): Promise<{ message: string; order: OrderView }> {
    const v = requireViewer(viewer, OrderMessages.login);
    if (!isUuid(id)) throw notFound(OrderMessages.notFound);
    const result = await em.transactional(async (tx) => {
      const wallet = await this.deps.wallet.lock(tx, v.userId);
      const order = await tx.findOne(
        Order,
        { id, userId: v.userId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (!order) throw notFound(OrderMessages.notFound);
      if (order.status !== OrderStatus.PENDING) throw badInput(OrderMessages.onlyPendingCancel);
      return this.closeWithRefund(tx, wallet, order, OrderStatus.CANCELLED, 'Refund for cancelled order');
    });
    const order = await this.load(em.fork(), id);
    return {
      message: `Order cancelled. ${formatPaise(result.refund)} refunded to your wallet.`,
      order: await this.toView(em, order, viewer),
    };
  }

  async requestReturn(
    em: EntityManager,
    viewer: Viewer | null,
    id: string,
    reason: unknown,
    details: unknown,
  ): Promise<{ message: string; order: OrderView }> {
    const v = requireViewer(viewer, OrderMessages.login);
    if (!isUuid(id)) throw notFound(OrderMessages.notFound);
    const reasons = Object.values(ReturnReason) as string[];
    if (typeof reason !== 'string' || !reasons.includes(reason))
      throw badInput(OrderMessages.returnReason, 'reason');
    const text = typeof details === 'string' ? details.trim().slice(0, 1000) : '';
    await em.transactional(async (tx) => {
      const order = await tx.findOne(
        Order,
        { id, userId: v.userId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (!order) throw notFound(OrderMessages.notFound);
      if (
        order.status !== OrderStatus.DELIVERED ||
        !isWithinReturnWindow(new Date(), order.deliveredAt, order.createdAt)
      )
        throw badInput(OrderMessages.returnWindow);
      const from = order.status;
      order.status = OrderStatus.RETURN_REQUESTED;
      order.returnReason = reason;
      order.returnDetails = text;
      await this.deps.events.raise(tx, 'OrderStatusChanged', {
        orderId: order.id,
        userId: v.userId,
        from,
        to: order.status,
        returnReason: reason,
      });
    });
    const order = await this.load(em.fork(), id);
    return { message: 'Return requested successfully', order: await this.toView(em, order, viewer) };
  }

  /** Admin: Return Requested → Returned, once; refunds base total less the fee, restocks. */
  async confirmReturn(
    em: EntityManager,
    viewer: Viewer | null,
    id: string,
  ): Promise<{ message: string; order: OrderView }> {
    requireAdmin(viewer, OrderMessages.adminOnly);
    if (!isUuid(id)) throw notFound(OrderMessages.notFound);
    const owner = await em.findOne(Order, { id }, { fields: ['userId'], refresh: true });
    if (!owner) throw notFound(OrderMessages.notFound);
    const result = await em.transactional(async (tx) => {
      const wallet = await this.deps.wallet.lock(tx, owner.userId);
      const order = await tx.findOneOrFail(
        Order,
        { id },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (order.status !== OrderStatus.RETURN_REQUESTED) throw badInput(OrderMessages.onlyReturnRequested);
      return this.closeWithRefund(tx, wallet, order, OrderStatus.RETURNED, 'Refund for returned order');
    });
    const order = await this.load(em.fork(), id);
    return {
      message: `Return confirmed. ${formatPaise(result.refund)} refunded to the customer's wallet.`,
      order: await this.toView(em, order, viewer),
    };
  }

  /**
   * The end of a cancelled or returned order, inside its transaction (order and wallet locked):
   * keeps the 18% fee, credits the rest to the wallet once (the ledger's unique (order, kind)
   * refuses a second refund), puts the stock back; the shopper hears of it after commit.
   */
  private async closeWithRefund(
    tx: EntityManager,
    wallet: Wallet,
    order: Order,
    status: OrderStatus.CANCELLED | OrderStatus.RETURNED,
    ledgerText: string,
  ): Promise<{ refund: number }> {
    const { fee, refund } = refundSplit(order.baseTotalPaise);
    const from = order.status;
    order.status = status;
    order.feePaise = fee;
    order.refundedPaise = refund;
    const productIds = await this.restock(tx, order.id);
    if (refund > 0)
      this.deps.wallet.credit(tx, wallet, refund, 'refund', `${ledgerText} ${orderRef(order.id)}`, order.id);
    const { events } = this.deps;
    if (productIds.length) await events.raise(tx, 'StockChanged', { productIds });
    await events.raise(tx, 'OrderStatusChanged', {
      orderId: order.id,
      userId: order.userId,
      from,
      to: status,
    });
    await events.raise(tx, 'RefundIssued', {
      orderId: order.id,
      userId: order.userId,
      cause: status === OrderStatus.CANCELLED ? 'cancelled' : 'returned',
      refundPaise: refund,
      feePaise: fee,
    });
    return { refund };
  }

  /** Admin: Pending → Processing → Shipped → Delivered, one step at a time. */
  async updateStatus(
    em: EntityManager,
    viewer: Viewer | null,
    id: string,
    status: OrderStatus,
  ): Promise<{ message: string; order: OrderView }> {
    requireAdmin(viewer, OrderMessages.adminOnly);
    if (!isUuid(id)) throw notFound(OrderMessages.notFound);
    await em.transactional(async (tx) => {
      const order = await tx.findOne(Order, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!order) throw notFound(OrderMessages.notFound);
      const from = order.status;
      if (NEXT_STATUS[from] !== status) throw badInput(OrderMessages.transition(from, status));
      order.status = status;
      if (status === OrderStatus.DELIVERED) order.deliveredAt = new Date();
      await this.deps.events.raise(tx, 'OrderStatusChanged', {
        orderId: order.id,
        userId: order.userId,
        from,
        to: status,
      });
    });
    const order = await this.load(em.fork(), id);
    return { message: `Order status updated to ${status}`, order: await this.toView(em, order, viewer) };
  }

  /** Puts an order's quantities back on the shelf (products locked in id order). */
  private async restock(tx: EntityManager, orderId: string): Promise<string[]> {
    const items = await tx.find(OrderItem, { order: orderId, product: { $ne: null } }, { refresh: true });
    const qty = new Map<string, number>();
    for (const i of items) {
      const pid = i.product!.id;
      qty.set(pid, (qty.get(pid) ?? 0) + i.quantity);
    }
    const ids = [...qty.keys()].sort();
    if (!ids.length) return [];
    const products = await tx.find(
      Product,
      { id: { $in: ids } },
      { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    for (const p of products) p.stock += qty.get(p.id) ?? 0;
    return ids;
  }

  // ---------------------------------------------------------------- views

  async toViews(em: EntityManager, orders: Order[], viewer: Viewer | null): Promise<OrderView[]> {
    const users = await this.usersOf(em, orders);
    return orders.map((o) => toOrderView(o, users.get(o.userId), viewer));
  }

  async toView(em: EntityManager, order: Order, viewer: Viewer | null): Promise<OrderView> {
    return (await this.toViews(em, [order], viewer))[0]!;
  }
}
