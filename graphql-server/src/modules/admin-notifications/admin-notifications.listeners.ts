import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventListeners } from '../../common/events.js';
import type { CatalogEvents } from '../catalog/index.js';
import { Product } from '../catalog/index.js';
import type { ChatEvents } from '../chat/index.js';
import type { OrderEvents } from '../orders/index.js';
import { OrderStatus } from '../orders/index.js';
import { User } from '../auth/index.js';
import { formatPaise, orderRef } from '../pricing/index.js';
import { LOW_STOCK_ALERT_AT, type AdminNotificationService } from './admin-notifications.service.js';

type Events = OrderEvents & ChatEvents & CatalogEvents;

async function shopperName(em: EntityManager, id: string) {
  const user = await em.findOne(User, { id }, { fields: ['name'] });
  return user?.name ?? 'A customer';
}

/** After commit: the admins' bell hears of new orders, return requests, new chats and low stock. */
export function registerAdminNotificationListeners(
  events: EventListeners<Events>,
  deps: { adminNotifications: AdminNotificationService },
): void {
  const notify = deps.adminNotifications;

  // A new order rings the bell once it is paid (a sale).
  events.on('OrderPaid', async (e, { em }) => {
    const items = e.productNames.length;
    await notify.notifyAdmins(em, {
      kind: 'new_order',
      message: `New order ${orderRef(e.orderId)} from ${await shopperName(em, e.userId)}: ${items} ${items === 1 ? 'item' : 'items'}, ${formatPaise(e.baseTotalPaise)}`,
      orderId: e.orderId,
      shopperId: e.userId,
    });
  });

  events.on('OrderStatusChanged', async (e, { em }) => {
    if (e.to !== OrderStatus.RETURN_REQUESTED) return;
    await notify.notifyAdmins(em, {
      kind: 'return_requested',
      message: `Return requested for order ${orderRef(e.orderId)} by ${await shopperName(em, e.userId)}${e.returnReason ? ` (${e.returnReason})` : ''}`,
      orderId: e.orderId,
      shopperId: e.userId,
    });
  });

  events.on('ChatMessageSent', async (e, { em }) => {
    if (!e.opensConversation) return;
    const excerpt = e.content.length > 80 ? `${e.content.slice(0, 79)}…` : e.content;
    await notify.notifyAdmins(em, {
      kind: 'new_chat',
      message: `New chat from ${e.senderName || (await shopperName(em, e.shopperId))}: “${excerpt}”`,
      shopperId: e.shopperId,
    });
  });

  events.on('StockChanged', async (e, { em }) => {
    if (e.productIds.length === 0) return;
    const low = await em.find(
      Product,
      { id: { $in: e.productIds }, stock: { $lte: LOW_STOCK_ALERT_AT } },
      { fields: ['id', 'name', 'stock'], refresh: true },
    );
    for (const p of low) {
      await notify.notifyAdmins(
        em,
        {
          kind: 'low_stock',
          message: p.stock === 0 ? `${p.name} is out of stock` : `Low stock: ${p.name} has ${p.stock} left`,
          productId: p.id,
        },
        true,
      );
    }
  });
}
