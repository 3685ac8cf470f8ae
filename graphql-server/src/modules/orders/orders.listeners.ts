import type { EventListeners } from '../../common/events.js';
import type { Logger } from '../../common/logger.js';
import type { Mailer } from '../../common/mailer.js';
import type { ShopSettingsProvider } from '../../common/settings.js';
import type { NotificationService } from '../notifications/index.js';
import { formatPaise, imageUrlOf, orderRef } from '../pricing/index.js';
import { Order, OrderStatus } from './order.entity.js';
import type { OrderEvents } from './orders.events.js';
import { orderConfirmationMail } from './orders.mails.js';

/** After commit: the shopper's notifications and the confirmation e-mail. */
export function registerOrderListeners(
  events: EventListeners<OrderEvents>,
  deps: { notifications: NotificationService; mailer: Mailer; log: Logger; settings: ShopSettingsProvider },
): void {
  const { notifications } = deps;

  events.on('OrderPlaced', async (e, { em }) => {
    await notifications.notify(em, {
      userId: e.userId,
      type: 'order',
      message: `Order placed successfully for: ${e.productNames.join(', ')}`,
      imageUrl: imageUrlOf(e.imagePath),
      totalPricePaise: e.baseTotalPaise,
      orderId: e.orderId,
    });
  });

  events.on('OrderPlaced', async (e, { em }) => {
    const order = await em.findOneOrFail(Order, { id: e.orderId }, { populate: ['items'] });
    // Not awaited: the shopper's answer never waits for the mail server; a failure is logged.
    deps.mailer
      .send(orderConfirmationMail(deps.settings.current(), order))
      .catch((err: unknown) => deps.log.error({ err, orderId: e.orderId }, 'order confirmation mail failed'));
  });

  events.on('OrderStatusChanged', async (e, { em }) => {
    const ref = orderRef(e.orderId);
    // Cancelled and Returned orders are announced with their refund (RefundIssued).
    if (e.to === OrderStatus.CANCELLED || e.to === OrderStatus.RETURNED) return;
    const message =
      e.to === OrderStatus.RETURN_REQUESTED
        ? `Return requested for order ${ref} (${e.returnReason}). We will confirm it soon.`
        : `Your order ${ref} is now ${e.to}.`;
    await notifications.notify(em, { userId: e.userId, type: 'order', message, orderId: e.orderId });
  });

  events.on('RefundIssued', async (e, { em }) => {
    const ref = orderRef(e.orderId);
    const refund = formatPaise(e.refundPaise);
    const fee = formatPaise(e.feePaise);
    const message =
      e.cause === 'cancelled'
        ? `Your order ${ref} was cancelled. ${refund} was refunded to your wallet (cancellation fee ${fee}).`
        : `Your return for order ${ref} was confirmed. ${refund} was refunded to your wallet (return fee ${fee}).`;
    await notifications.notify(em, {
      userId: e.userId,
      type: 'order',
      message,
      totalPricePaise: e.refundPaise,
      orderId: e.orderId,
    });
  });
}
