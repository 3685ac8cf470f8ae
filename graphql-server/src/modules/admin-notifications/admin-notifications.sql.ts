import { runSql, type RowSource } from '../../common/sql.js';
import type { AdminNotificationKind } from './admin-notification.entity.js';

/**
 * The admins' bell's statements. Still reads auth's `users` (who is an admin) in the insert: to
 * move once auth's face offers the admins' ids.
 */

export interface AdminNotificationRow {
  kind: AdminNotificationKind;
  message: string;
  orderId: string | null;
  productId: string | null;
  shopperId: string | null;
}

/**
 * One row per admin, in one statement; answers the admins written to. `unlessUnread` skips admins
 * who still have an unread notification of the same kind for the same product.
 */
export async function insertForAdmins(
  db: RowSource,
  n: AdminNotificationRow,
  unlessUnread: boolean,
): Promise<string[]> {
  const rows = await runSql<{ admin_id: string }>(
    db,
    `insert into admin_notifications (admin_id, kind, message, order_id, product_id, shopper_id)
     select u.id, $1::text, $2::text, $3::uuid, $4::uuid, $5::uuid from users u
     where u.role = 'admin'
       and (not $6::boolean or not exists (
         select 1 from admin_notifications a
         where a.admin_id = u.id and a.kind = $1 and a.product_id is not distinct from $4::uuid and not a.is_read))
     returning admin_id`,
    [n.kind, n.message, n.orderId, n.productId, n.shopperId, unlessUnread],
  );
  return rows.map((r) => r.admin_id);
}

/** Each given admin's unread count (admins with none are absent). */
export async function unreadByAdmin(
  db: RowSource,
  adminIds: readonly string[],
): Promise<Map<string, number>> {
  const rows = await runSql<{ admin_id: string; unread: string }>(
    db,
    `select admin_id, count(*) filter (where not is_read) as unread
     from admin_notifications where admin_id = any($1::uuid[])
     group by admin_id`,
    [adminIds],
  );
  return new Map(rows.map((c) => [c.admin_id, Number(c.unread)]));
}
