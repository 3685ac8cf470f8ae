import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../common/errors.js';
import type { EventRaiser } from '../../common/events.js';
import type { ShopSettings } from '../../common/settings.js';
import type { CatalogEvents } from '../catalog/index.js';
import type { InvoiceService } from '../invoices/index.js';
import { formatPaise } from '../pricing/index.js';
import { issueInvoiceOf, saleEventOf } from './order-payments.js';
import { recordTimeline } from './order-timeline.js';
import { Order, OrderPaymentStatus, PaymentMethod } from './order.entity.js';
import type { OrderEvents } from './orders.events.js';

/**
 * Cash on delivery (docs/decisions/cash-on-delivery.md): offered while the amount payable is at
 * most the admin's limit (Settings → Site, paise; 0 = off). Such an order is confirmed unpaid,
 * holds no expiry, and becomes paid (a sale, invoiced) when the admin marks it Delivered.
 */
export const CashOnDeliveryMessages = {
  off: 'Cash on delivery is not available',
  overLimit: (limitPaise: number) =>
    `Cash on delivery is available for orders up to ${formatPaise(limitPaise)}. Please choose another payment method`,
} as const;

/** Whether cash on delivery may pay `payablePaise` (nothing to pay needs no method at all). */
export function cashOnDeliveryAllowed(settings: Pick<ShopSettings, 'codLimitPaise'>, payablePaise: number) {
  return settings.codLimitPaise > 0 && payablePaise > 0 && payablePaise <= settings.codLimitPaise;
}

/** Refuses cash on delivery when it is off or the amount is above the limit (the spec-style message). */
export function assertCashOnDelivery(settings: Pick<ShopSettings, 'codLimitPaise'>, payablePaise: number) {
  if (settings.codLimitPaise <= 0) throw badInput(CashOnDeliveryMessages.off, 'paymentMethod');
  if (payablePaise > settings.codLimitPaise)
    throw badInput(CashOnDeliveryMessages.overLimit(settings.codLimitPaise), 'paymentMethod');
}

/** An order waiting for its cash: cash on delivery, not paid yet, not cancelled. */
export function awaitsCash(order: Pick<Order, 'paymentMethod' | 'paymentStatus'>): boolean {
  return order.paymentMethod === PaymentMethod.COD && order.paymentStatus === OrderPaymentStatus.PENDING;
}

/**
 * The cash collected: the admin marked a cash-on-delivery order Delivered (inside that
 * transaction, the order locked). The order becomes paid and a sale, the normal paid path:
 * OrderPaymentChanged, OrderPaid, the tax invoice (last: its counter row is held until commit).
 */
export async function collectCashOnDelivery(
  tx: EntityManager,
  order: Order,
  deps: {
    events: EventRaiser<OrderEvents & CatalogEvents>;
    invoices: Pick<InvoiceService, 'issueFor'>;
  },
): Promise<void> {
  if (!awaitsCash(order)) return;
  order.paymentStatus = OrderPaymentStatus.PAID;
  recordTimeline(tx, {
    orderId: order.id,
    actor: null,
    from: order.status,
    to: order.status,
    note: `Cash of ${formatPaise(order.totalPaise)} collected on delivery`,
  });
  await deps.events.raise(tx, 'OrderPaymentChanged', {
    orderId: order.id,
    userId: order.userId,
    paymentStatus: order.paymentStatus,
  });
  await deps.events.raise(tx, 'OrderPaid', await saleEventOf(tx, order));
  await issueInvoiceOf(tx, order, deps.invoices);
}
