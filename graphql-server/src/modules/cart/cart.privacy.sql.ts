import type { EntityManager } from '@mikro-orm/postgresql';

/** The shopper's cart, for their data export. */
export function exportCart(em: EntityManager, userId: string) {
  return em.execute(
    `select product_id as "productId", quantity, created_at as "createdAt"
       from cart_items where user_id = ? order by created_at`,
    [userId],
  );
}

/** Erasure: the cart goes. */
export function forgetCart(tx: EntityManager, userId: string): Promise<unknown> {
  return tx.execute('delete from cart_items where user_id = ?', [userId]);
}
