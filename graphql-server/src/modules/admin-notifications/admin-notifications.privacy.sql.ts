import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Erasure: the admins' bell items about the shopper (they name them: new order, return, chat) go.
 * `orderIds`: the shopper's orders (from the orders module's face).
 */
export async function forgetShopperInAdminBell(
  tx: EntityManager,
  userId: string,
  orderIds: readonly string[],
): Promise<void> {
  await tx.execute('delete from admin_notifications where shopper_id = ?', [userId]);
  // uuids only (the orders module's ids), as one array literal
  if (orderIds.length)
    await tx.execute('delete from admin_notifications where order_id = any(?::uuid[])', [
      `{${orderIds.join(',')}}`,
    ]);
}
