import type { EntityManager } from '@mikro-orm/postgresql';

/** The newsletter entry of the shopper's e-mail, for their data export. */
export function exportNewsletter(em: EntityManager, email: string) {
  return em.execute('select email, created_at as "createdAt" from newsletter_subscriptions where email = ?', [
    email,
  ]);
}

/** Erasure: the newsletter entry goes. */
export function forgetNewsletter(tx: EntityManager, email: string): Promise<unknown> {
  return tx.execute('delete from newsletter_subscriptions where email = ?', [email]);
}
