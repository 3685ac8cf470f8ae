import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../common/context.js';
import { badInput, notFound } from '../../common/errors.js';
import type { EventRaiser } from '../../common/events.js';
import type { ShopSettingsProvider } from '../../common/settings.js';
import { isUuid } from '../../common/validation.js';
import { requireAdmin, requireViewer } from '../../common/viewer.js';
import type { CatalogEvents } from '../catalog/index.js';
import { formatPaise, orderRef } from '../pricing/index.js';
import { isWithinReturnWindow, refundSplit } from '../pricing/index.js';
import type { Wallet } from '../wallet/index.js';
import type { WalletService } from '../wallet/index.js';
import type { CreditNoteService, InvoiceService } from '../invoices/index.js';
import type { PaymentsService } from '../payments/index.js';
import type { OrderQueryService } from './order-queries.service.js';
import { NEXT_STATUS, Order, OrderPaymentStatus, OrderStatus } from './order.entity.js';
import type { OrderEvents } from './orders.events.js';
import { recordTimeline } from './order-timeline.js';
import { restockOrder } from './order-stock.js';
import { awaitsCash, collectCashOnDelivery } from './cash-on-delivery.js';
import { OrderMessages } from './orders.messages.js';
import { ReturnReason, type OrderView } from './orders.types.js';

interface OrderLifecycleDeps {
  wallet: WalletService;
  payments: PaymentsService;
  queries: OrderQueryService;
  events: EventRaiser<OrderEvents & CatalogEvents>;
  settings: ShopSettingsProvider;
  /** Issues the GST credit note of a refund of an invoiced order, in the refund's transaction. */
  creditNotes: Pick<CreditNoteService, 'issueFor'>;
  /** Issues the tax invoice of a cash-on-delivery order when it is delivered (its payment). */
  invoices: Pick<InvoiceService, 'issueFor'>;
}

/** After an order is placed: cancel, returns, the admin's status moves, refunds and restock. */
export class OrderLifecycleService {
  constructor(private readonly deps: OrderLifecycleDeps) {}

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
      return this.closeWithRefund(tx, v, wallet, order, OrderStatus.CANCELLED, 'Refund for cancelled order');
    });
    const order = await this.deps.queries.load(em.fork(), id);
    return {
      message: `Order cancelled. ${formatPaise(result.refund)} refunded to your wallet.`,
      order: await this.deps.queries.toView(em, order, viewer),
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
        !isWithinReturnWindow(
          new Date(),
          order.deliveredAt,
          order.createdAt,
          this.deps.settings.current().returnWindowMs,
        )
      )
        throw badInput(OrderMessages.returnWindow);
      const from = order.status;
      order.status = OrderStatus.RETURN_REQUESTED;
      order.returnReason = reason;
      order.returnDetails = text;
      recordTimeline(tx, { orderId: order.id, actor: v, from, to: order.status, note: `Reason: ${reason}` });
      await this.deps.events.raise(tx, 'OrderStatusChanged', {
        orderId: order.id,
        userId: v.userId,
        from,
        to: order.status,
        returnReason: reason,
      });
    });
    const order = await this.deps.queries.load(em.fork(), id);
    return {
      message: 'Return requested successfully',
      order: await this.deps.queries.toView(em, order, viewer),
    };
  }

  /** Admin: Return Requested → Returned, once; refunds base total less the fee, restocks. */
  async confirmReturn(
    em: EntityManager,
    viewer: Viewer | null,
    id: string,
  ): Promise<{ message: string; order: OrderView }> {
    const admin = requireAdmin(viewer, OrderMessages.adminOnly);
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
      return this.closeWithRefund(
        tx,
        admin,
        wallet,
        order,
        OrderStatus.RETURNED,
        'Refund for returned order',
      );
    });
    const order = await this.deps.queries.load(em.fork(), id);
    return {
      message: `Return confirmed. ${formatPaise(result.refund)} refunded to the customer's wallet.`,
      order: await this.deps.queries.toView(em, order, viewer),
    };
  }

  /**
   * The end of a cancelled or returned order, inside its transaction (order and wallet locked):
   * keeps the 18% fee, credits the rest to the wallet once (the ledger's unique (order, kind)
   * refuses a second refund), puts the stock back; the shopper hears of it after commit.
   */
  private async closeWithRefund(
    tx: EntityManager,
    actor: Viewer,
    wallet: Wallet,
    order: Order,
    status: OrderStatus.CANCELLED | OrderStatus.RETURNED,
    ledgerText: string,
  ): Promise<{ refund: number }> {
    // An unpaid order sold nothing: its wallet part comes back whole and its open payments close
    // (a capture arriving later is refunded through the provider).
    const unpaid = order.paymentStatus !== OrderPaymentStatus.PAID;
    const { fee, refund } = unpaid
      ? { fee: 0, refund: order.walletUsedPaise }
      : refundSplit(order.baseTotalPaise, this.deps.settings.current().cancellationFeePercent);
    if (unpaid) {
      await this.deps.payments.closeForOrder(tx, order.id);
      order.paymentStatus = OrderPaymentStatus.EXPIRED;
      order.holdExpiresAt = null;
    }
    const from = order.status;
    order.status = status;
    order.feePaise = fee;
    order.refundedPaise = refund;
    const productIds = await restockOrder(tx, order.id);
    if (refund > 0)
      this.deps.wallet.credit(tx, wallet, refund, 'refund', `${ledgerText} ${orderRef(order.id)}`, order.id);
    recordTimeline(tx, {
      orderId: order.id,
      actor,
      from,
      to: status,
      note: `${formatPaise(refund)} refunded to the wallet (fee ${formatPaise(fee)})`,
    });
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
    // An invoiced (paid) order's refund reduces its invoice: a credit note, last in the
    // transaction (the series' counter row is held until the commit). docs/gst.md.
    if (!unpaid)
      await this.deps.creditNotes.issueFor(tx, {
        orderId: order.id,
        kind: status === OrderStatus.CANCELLED ? 'cancellation' : 'return',
        reason:
          status === OrderStatus.CANCELLED
            ? 'Order cancelled before dispatch; refunded less the cancellation fee'
            : `Goods returned (${order.returnReason ?? 'no reason given'}); refunded less the return fee`,
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
    const admin = requireAdmin(viewer, OrderMessages.adminOnly);
    if (!isUuid(id)) throw notFound(OrderMessages.notFound);
    await em.transactional(async (tx) => {
      const order = await tx.findOne(Order, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!order) throw notFound(OrderMessages.notFound);
      const from = order.status;
      if (NEXT_STATUS[from] !== status) throw badInput(OrderMessages.transition(from, status));
      // Cash on delivery moves unpaid; its cash is collected (the order paid) on delivery.
      if (order.paymentStatus !== OrderPaymentStatus.PAID && !awaitsCash(order))
        throw badInput(OrderMessages.notPaid);
      order.status = status;
      if (status === OrderStatus.DELIVERED) order.deliveredAt = new Date();
      recordTimeline(tx, { orderId: order.id, actor: admin, from, to: status });
      await this.deps.events.raise(tx, 'OrderStatusChanged', {
        orderId: order.id,
        userId: order.userId,
        from,
        to: status,
      });
      if (status === OrderStatus.DELIVERED) await collectCashOnDelivery(tx, order, this.deps);
    });
    const order = await this.deps.queries.load(em.fork(), id);
    return {
      message: `Order status updated to ${status}`,
      order: await this.deps.queries.toView(em, order, viewer),
    };
  }
}
