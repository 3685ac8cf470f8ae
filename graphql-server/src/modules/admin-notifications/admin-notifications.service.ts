import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../common/context.js';
import type { ShopPubSub } from '../../common/pubsub.js';
import { isUuid } from '../../common/validation.js';
import { requireAdmin } from '../../common/viewer.js';
import { AdminNotification, type AdminNotificationKind } from './admin-notification.entity.js';
import { AdminNotificationType, type AdminNotificationView } from './admin-notifications.types.js';
import { insertForAdmins, unreadByAdmin } from './admin-notifications.sql.js';

export const ADMIN_NOTIFICATION_LIST_LIMIT = 50;

/**
 * A product with this many or fewer units left raises a low-stock notification (see
 * docs/decisions/admin-notifications-bell.md).
 */
export const LOW_STOCK_ALERT_AT = 5;

export interface NewAdminNotification {
  kind: AdminNotificationKind;
  message: string;
  orderId?: string | null;
  productId?: string | null;
  shopperId?: string | null;
}

function toView(n: AdminNotification): AdminNotificationView {
  return {
    id: n.id,
    type: n.kind as AdminNotificationType,
    message: n.message,
    orderId: n.orderId,
    productId: n.productId,
    shopperId: n.shopperId,
    isRead: n.isRead,
    createdAt: n.createdAt,
  };
}

/** The admins' own notifications: written by listeners after commit, read and marked read by each admin. */
export class AdminNotificationService {
  constructor(private readonly pubSub: ShopPubSub) {}

  /**
   * One row per admin. `unlessUnread` skips admins who still have an unread notification of the
   * same kind for the same product (low stock is said once until read).
   */
  async notifyAdmins(em: EntityManager, n: NewAdminNotification, unlessUnread = false): Promise<void> {
    const adminIds = await insertForAdmins(
      em,
      {
        kind: n.kind,
        message: n.message,
        orderId: n.orderId ?? null,
        productId: n.productId ?? null,
        shopperId: n.shopperId ?? null,
      },
      unlessUnread,
    );
    await this.changed(em, adminIds);
  }

  /** Tells each admin's open bells their unread count (computed once per admin). */
  private async changed(em: EntityManager, adminIds: string[]): Promise<void> {
    if (adminIds.length === 0) return;
    const byAdmin = await unreadByAdmin(em, adminIds);
    for (const adminId of adminIds)
      this.pubSub.publish('ADMIN_NOTIFICATIONS_CHANGED', adminId, {
        adminId,
        unread: byAdmin.get(adminId) ?? 0,
      });
  }

  async list(em: EntityManager, viewer: Viewer | null): Promise<AdminNotificationView[]> {
    const v = requireAdmin(viewer);
    const rows = await em.find(
      AdminNotification,
      { adminId: v.userId },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: ADMIN_NOTIFICATION_LIST_LIMIT },
    );
    return rows.map(toView);
  }

  async unreadCount(em: EntityManager, viewer: Viewer | null): Promise<number> {
    const v = requireAdmin(viewer);
    return em.count(AdminNotification, { adminId: v.userId, isRead: false });
  }

  /** Marks the given notifications read (all of the admin's when `ids` is omitted). */
  async markRead(
    em: EntityManager,
    viewer: Viewer | null,
    ids?: string[] | null,
  ): Promise<{ modifiedCount: number }> {
    const v = requireAdmin(viewer);
    const where = ids
      ? { adminId: v.userId, isRead: false, id: { $in: ids.filter(isUuid) } }
      : { adminId: v.userId, isRead: false };
    const modifiedCount = await em.nativeUpdate(AdminNotification, where, { isRead: true });
    if (modifiedCount > 0) await this.changed(em, [v.userId]);
    return { modifiedCount };
  }
}
