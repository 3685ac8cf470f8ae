import type { EntityManager } from '@mikro-orm/postgresql';

/** The shopper's address book, for their data export (docs/privacy.md). */
export function exportAddresses(em: EntityManager, userId: string) {
  return em.execute(
    `select id, name, phone, address, city, postal_code as "postalCode", is_default as "isDefault",
            last_used_at as "lastUsedAt", created_at as "createdAt", updated_at as "updatedAt"
       from addresses where user_id = ? order by created_at`,
    [userId],
  );
}

/** Erasure: the address book goes (inside the erasure's transaction). */
export function forgetAddresses(tx: EntityManager, userId: string): Promise<unknown> {
  return tx.execute('delete from addresses where user_id = ?', [userId]);
}
