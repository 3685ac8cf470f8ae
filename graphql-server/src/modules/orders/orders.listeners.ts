import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventListeners } from '../../common/events.js';
import type { Logger } from '../../common/logger.js';
import type { Mailer } from '../../common/mailer.js';
import { paiseToRupees } from '../../common/money.js';
import type { OrderChangedSignal, ShopPubSub } from '../../common/pubsub.js';
import type { ShopSettingsProvider } from '../../common/settings.js';
import { User } from '../auth/index.js';
import type { NotificationService } from '../notifications/index.js';
import { formatPaise, imageUrlOf, orderRef } from '../pricing/index.js';
import { Order, OrderItem, OrderStatus } from './order.entity.js';
import type { OrderEvents } from './orders.events.js';
import { orderConfirmationMail } from './orders.mails.js';

/** The picture of an order in its notifications: its first item's product image. */
async function firstImageOf(em: EntityManager, orderId: string): Promise<string | null> {
  const item = await em.findOne(
    OrderItem,
    { order: orderId },
    { orderBy: { position: 'asc' }, fields: ['imagePath'] },
  );
  return imageUrlOf(item?.imagePath);
}

/** After commit: the shopper's notifications, the confirmation e-mail and the live order topic. */
export function registerOrderListeners(
  events: EventListeners<OrderEvents>,
  deps: {
    notifications: NotificationService;
    mailer: Mailer;
    log: Logger;
    settings: ShopSettingsProvider;
    pubSub: ShopPubSub;
    /** The order's tax invoice as a PDF, attached to the confirmation (null: none issued). */
    invoicePdf: (em: EntityManager, orderId: string) => Promise<{ filename: string; pdf: Buffer } | null>;
  },
): void {
  const { notifications, pubSub } = deps;

  // The owner's open My Orders and Wallet screens refresh (keyed by owner; checked again per event).
  const changed = (signal: OrderChangedSignal) => pubSub.publish('ORDER_CHANGED', signal.userId, signal);
  const base = (e: { userId: string; orderId: string }) => ({ userId: e.userId, orderId: e.orderId });
  events.on('OrderPlaced', (e) =>
    changed({ ...base(e), status: OrderStatus.PENDING, kind: 'placed', refundedAmount: null }),
  );
  events.on('OrderStatusChanged', (e) =>
    changed({ ...base(e), status: e.to, kind: 'status', refundedAmount: null }),
  );
  events.on('OrderPaymentChanged', async (e, { em }) => {
    const order = await em.findOne(Order, { id: e.orderId }, { fields: ['status'] });
    await changed({
      ...base(e),
      status: order?.status ?? OrderStatus.PENDING,
      kind: 'payment',
      refundedAmount: null,
    });
  });
  events.on('RefundIssued', (e) =>
    changed({
      ...base(e),
      status: e.cause === 'cancelled' ? OrderStatus.CANCELLED : OrderStatus.RETURNED,
      kind: 'refund',
      refundedAmount: paiseToRupees(e.refundPaise),
    }),
  );

  // A sale only once paid: the notification and the confirmation mail wait for OrderPaid.
  events.on('OrderPaid', async (e, { em }) => {
    await notifications.notify(em, {
      userId: e.userId,
      type: 'order',
      topic: 'order_placed',
      message: `Order placed successfully for: ${e.productNames.join(', ')}`,
      imageUrl: imageUrlOf(e.imagePath),
      totalPricePaise: e.baseTotalPaise,
      orderId: e.orderId,
    });
  });

  events.on('OrderPaid', async (e, { em }) => {
    const order = await em.findOneOrFail(Order, { id: e.orderId }, { populate: ['items'] });
    // The account's own, verified address: the shipping e-mail is the buyer's free text.
    const account = await em.findOne(User, { id: e.userId }, { fields: ['email'] });
    if (!account) return;
    const mail = orderConfirmationMail(deps.settings.current(), order, account.email);
    // Not awaited: the shopper's answer waits neither for the invoice's PDF nor for the mail
    // server; a failure is logged.
    const pdfEm = em.fork();
    void (async () => {
      const invoice = await deps.invoicePdf(pdfEm, e.orderId);
      if (invoice)
        mail.attachments = [
          { filename: invoice.filename, content: invoice.pdf, contentType: 'application/pdf' },
        ];
      await deps.mailer.send(mail);
    })().catch((err: unknown) =>
      deps.log.error({ err, orderId: e.orderId }, 'order confirmation mail failed'),
    );
  });

  events.on('OrderStatusChanged', async (e, { em }) => {
    const ref = orderRef(e.orderId);
    // Cancelled and Returned orders are announced with their refund (RefundIssued).
    if (e.to === OrderStatus.CANCELLED || e.to === OrderStatus.RETURNED) return;
    const message =
      e.to === OrderStatus.RETURN_REQUESTED
        ? `Return requested for order ${ref} (${e.returnReason}). We will confirm it soon.`
        : `Your order ${ref} is now ${e.to}.`;
    await notifications.notify(em, {
      userId: e.userId,
      type: 'order',
      topic: e.to === OrderStatus.RETURN_REQUESTED ? 'return_requested' : 'order_status',
      message,
      imageUrl: await firstImageOf(em, e.orderId),
      orderId: e.orderId,
    });
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
      topic: 'refund',
      message,
      imageUrl: await firstImageOf(em, e.orderId),
      totalPricePaise: e.refundPaise,
      orderId: e.orderId,
    });
  });
}
