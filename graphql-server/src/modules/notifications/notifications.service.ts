import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../common/errors.js';
import type { ShopPubSub } from '../../common/pubsub.js';
import type { Viewer } from '../../common/context.js';
import { requireViewer } from '../../common/viewer.js';
import { paiseToRupees } from '../../common/money.js';
import { isUuid } from '../../common/validation.js';
import { formatPaise } from '../pricing/index.js';
import { Notification, type NotificationKind, type NotificationTopic } from './notification.entity.js';
import {
  NotificationKind as NotificationKindEnum,
  NotificationType,
  type NotificationView,
} from './notifications.types.js';

export const NotificationMessages = {
  login: 'Please log in to view your notifications.',
  notFound: 'Notification not found',
} as const;

export const NOTIFICATION_LIST_LIMIT = 200;

export function toNotificationView(n: Notification): NotificationView {
  return {
    id: n.id,
    type: n.type as NotificationType,
    kind: kindOf(n),
    message: n.message,
    imageUrl: n.imageUrl,
    totalPrice: n.totalPricePaise == null ? null : paiseToRupees(n.totalPricePaise),
    amountLabel: amountLabelOf(n),
    orderId: n.orderId,
    isRead: n.isRead,
    createdAt: n.createdAt,
  };
}

const TOPIC_KINDS: Record<NotificationTopic, NotificationKindEnum> = {
  order_placed: NotificationKindEnum.ORDER_PLACED,
  order_status: NotificationKindEnum.ORDER_STATUS,
  return_requested: NotificationKindEnum.RETURN_REQUESTED,
  refund: NotificationKindEnum.REFUND,
};

function kindOf(n: Notification): NotificationKindEnum {
  if (n.type === 'chat') return NotificationKindEnum.CHAT;
  if (n.topic) return TOPIC_KINDS[n.topic];
  return n.type === 'order' ? NotificationKindEnum.ORDER_STATUS : NotificationKindEnum.OTHER;
}

/** The amount worded for what it is: a refund is not a 'total'. */
function amountLabelOf(n: Notification): string | null {
  if (n.totalPricePaise == null) return null;
  const amount = formatPaise(n.totalPricePaise);
  return n.topic === 'refund' ? `${amount} refunded to your wallet` : `Order total ${amount}`;
}

export interface NewNotification {
  userId: string;
  type: NotificationKind;
  topic?: NotificationTopic | null;
  message: string;
  imageUrl?: string | null;
  totalPricePaise?: number | null;
  orderId?: string | null;
}

export class NotificationService {
  constructor(private readonly pubSub: ShopPubSub) {}

  /** Stores a notification and tells the user's open subscriptions (listeners call this after commit). */
  async notify(em: EntityManager, n: NewNotification): Promise<Notification> {
    const row = em.create(Notification, {
      userId: n.userId,
      type: n.type,
      topic: n.topic ?? null,
      message: n.message,
      imageUrl: n.imageUrl ?? null,
      totalPricePaise: n.totalPricePaise ?? null,
      orderId: n.orderId ?? null,
    });
    await em.flush();
    this.changed(n.userId);
    return row;
  }

  /** Tells the user's open subscriptions that their notifications changed. */
  changed(userId: string): void {
    this.pubSub.publish('NOTIFICATIONS_CHANGED', userId, { userId });
  }

  async list(em: EntityManager, viewer: Viewer | null): Promise<NotificationView[]> {
    const v = requireViewer(viewer, NotificationMessages.login);
    const rows = await em.find(
      Notification,
      { userId: v.userId },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: NOTIFICATION_LIST_LIMIT },
    );
    return rows.map(toNotificationView);
  }

  async unreadCount(em: EntityManager, viewer: Viewer | null): Promise<number> {
    const v = requireViewer(viewer, NotificationMessages.login);
    return this.countUnread(em, v.userId);
  }

  countUnread(em: EntityManager, userId: string): Promise<number> {
    return em.count(Notification, { userId, isRead: false });
  }

  async markAllRead(em: EntityManager, viewer: Viewer | null): Promise<{ modifiedCount: number }> {
    const v = requireViewer(viewer, NotificationMessages.login);
    const modifiedCount = await em.nativeUpdate(
      Notification,
      { userId: v.userId, isRead: false },
      { isRead: true },
    );
    if (modifiedCount > 0) this.changed(v.userId);
    return { modifiedCount };
  }

  async remove(em: EntityManager, viewer: Viewer | null, id: string): Promise<{ message: string }> {
    const v = requireViewer(viewer, NotificationMessages.login);
    if (!isUuid(id)) throw notFound(NotificationMessages.notFound);
    const deleted = await em.nativeDelete(Notification, { id, userId: v.userId });
    if (!deleted) throw notFound(NotificationMessages.notFound);
    this.changed(v.userId);
    return { message: 'Notification deleted' };
  }
}
