import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventRaiser } from '../../common/events.js';
import type { CatalogEvents } from '../catalog/index.js';
import type { InvoiceService, InvoiceSource } from '../invoices/index.js';
import type { OrderPaymentSettler, Payment } from '../payments/index.js';
import type { Wallet, WalletService } from '../wallet/index.js';
import { orderRef } from '../pricing/index.js';
import { formatPaise } from '../pricing/index.js';
import { Order, OrderItem, OrderPaymentStatus, OrderStatus } from './order.entity.js';
import type { OrderEvents, OrderPlaced } from './orders.events.js';
import { recordTimeline } from './order-timeline.js';
import { restockOrder } from './order-stock.js';

/**
 * What the tax invoice of a paid order is made of, read from the order as it was placed (its
 * lines, delivery state, business buyer and totals); null for an order placed before the delivery
 * state was asked for, which has no place of supply.
 */
export async function invoiceSourceOf(tx: EntityManager, order: Order): Promise<InvoiceSource | null> {
  if (!order.shippingStateCode) return null;
  const items = await tx.find(
    OrderItem,
    { order: order.id },
    { orderBy: { position: 'asc' }, refresh: true },
  );
  return {
    orderId: order.id,
    userId: order.userId,
    buyer: {
      name: order.shippingName,
      phone: order.shippingPhone,
      address: order.shippingAddress,
      city: order.shippingCity,
      postalCode: order.shippingPostalCode,
      stateCode: order.shippingStateCode,
      gstin: order.buyerGstin,
      businessName: order.buyerBusinessName,
    },
    lines: items.map((i) => ({
      productId: i.product?.id ?? null,
      name: i.name,
      quantity: i.quantity,
      unitPricePaise: i.unitPricePaise,
    })),
    subtotalPaise: order.subtotalPaise,
    gstPaise: order.gstPaise,
    discountPaise: order.promoDiscountPaise,
    baseTotalPaise: order.baseTotalPaise,
    walletUsedPaise: order.walletUsedPaise,
    promoCode: order.promoCode,
  };
}

/**
 * Issues the tax invoice of an order that has just been paid, inside the same transaction (the
 * series' counter row is held until it commits: call it last).
 */
export async function issueInvoiceOf(
  tx: EntityManager,
  order: Order,
  invoices: Pick<InvoiceService, 'issueFor'>,
): Promise<void> {
  const source = await invoiceSourceOf(tx, order);
  if (source) await invoices.issueFor(tx, source);
}

/** The payload of OrderPlaced / OrderPaid, read from the order itself. */
export async function saleEventOf(tx: EntityManager, order: Order): Promise<OrderPlaced> {
  const items = await tx.find(
    OrderItem,
    { order: order.id },
    { orderBy: { position: 'asc' }, refresh: true },
  );
  return {
    orderId: order.id,
    userId: order.userId,
    productNames: items.map((i) => i.name),
    imagePath: items[0]?.imagePath ?? null,
    baseTotalPaise: order.baseTotalPaise,
    shipping: {
      name: order.shippingName,
      phone: order.shippingPhone,
      address: order.shippingAddress,
      city: order.shippingCity,
      postalCode: order.shippingPostalCode,
      stateCode: order.shippingStateCode ?? '',
    },
  };
}

/**
 * How an order follows its payment (called by the payments service inside the payment's
 * transaction, the order locked): paid → a sale (OrderPaid); failed → the shopper may retry while
 * the hold lasts; expired → the held stock goes back, the wallet part is refunded whole, the order
 * is cancelled.
 */
export function orderPaymentSettler(deps: {
  wallet: WalletService;
  events: EventRaiser<OrderEvents & CatalogEvents>;
  invoices: Pick<InvoiceService, 'issueFor'>;
}): OrderPaymentSettler {
  const locked = (tx: EntityManager, id: string) =>
    tx.findOneOrFail(Order, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  const changed = (tx: EntityManager, o: Order) =>
    deps.events.raise(tx, 'OrderPaymentChanged', {
      orderId: o.id,
      userId: o.userId,
      paymentStatus: o.paymentStatus,
    });
  return {
    async lock(tx, orderId) {
      await locked(tx, orderId);
    },
    async paid(tx, orderId, payment: Payment) {
      const order = await locked(tx, orderId);
      if (order.paymentStatus === OrderPaymentStatus.PAID) return 'already';
      if (order.status !== OrderStatus.PENDING || order.paymentStatus === OrderPaymentStatus.EXPIRED)
        return 'late';
      order.paymentStatus = OrderPaymentStatus.PAID;
      order.holdExpiresAt = null;
      recordTimeline(tx, {
        orderId,
        actor: null,
        from: order.status,
        to: order.status,
        note: `Payment of ${formatPaise(payment.amountPaise)} received (${payment.providerPaymentId ?? payment.provider})`,
      });
      await changed(tx, order);
      await deps.events.raise(tx, 'OrderPaid', await saleEventOf(tx, order));
      // A sale is invoiced when paid (rule 46: the invoice follows the supply's payment here).
      await issueInvoiceOf(tx, order, deps.invoices);
      return 'applied';
    },
    async failed(tx, orderId, reason) {
      const order = await locked(tx, orderId);
      if (order.paymentStatus !== OrderPaymentStatus.PENDING) return;
      order.paymentStatus = OrderPaymentStatus.FAILED;
      recordTimeline(tx, {
        orderId,
        actor: null,
        from: order.status,
        to: order.status,
        note: `Payment failed: ${reason ?? 'declined'}`,
      });
      await changed(tx, order);
    },
    async expired(tx, orderId, wallet: Wallet) {
      const order = await locked(tx, orderId);
      if (
        order.paymentStatus !== OrderPaymentStatus.PENDING &&
        order.paymentStatus !== OrderPaymentStatus.FAILED
      )
        return;
      if (order.status !== OrderStatus.PENDING) return;
      const from = order.status;
      order.paymentStatus = OrderPaymentStatus.EXPIRED;
      order.holdExpiresAt = null;
      order.status = OrderStatus.CANCELLED;
      order.feePaise = 0;
      order.refundedPaise = order.walletUsedPaise;
      const productIds = await restockOrder(tx, orderId);
      if (order.walletUsedPaise > 0)
        deps.wallet.credit(
          tx,
          wallet,
          order.walletUsedPaise,
          'refund',
          `Refund for unpaid order ${orderRef(orderId)}`,
          orderId,
        );
      recordTimeline(tx, {
        orderId,
        actor: null,
        from,
        to: order.status,
        note: 'Payment not received in time: the held stock went back',
      });
      if (productIds.length) await deps.events.raise(tx, 'StockChanged', { productIds });
      await changed(tx, order);
      await deps.events.raise(tx, 'OrderStatusChanged', {
        orderId,
        userId: order.userId,
        from,
        to: order.status,
      });
    },
  };
}
