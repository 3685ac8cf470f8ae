import type { EntityManager } from '@mikro-orm/postgresql';

/** The shopper's notifications, for their data export. */
export function exportNotifications(em: EntityManager, userId: string) {
  return em.execute(
    `select id, type, topic, message, order_id as "orderId", is_read as "isRead", created_at as "createdAt"
       from notifications where user_id = ? order by created_at`,
    [userId],
  );
}

/** Erasure: the shopper's notifications go. */
export function forgetNotifications(tx: EntityManager, userId: string): Promise<unknown> {
  return tx.execute('delete from notifications where user_id = ?', [userId]);
}
