import type { EntityManager } from '@mikro-orm/postgresql';

/** The contact messages the shopper sent (signed in, or from their e-mail), for their data export. */
export function exportFeedback(em: EntityManager, userId: string, email: string) {
  return em.execute(
    `select id, name, email, message, created_at as "createdAt"
       from feedbacks where user_id = ? or lower(email) = ? order by created_at`,
    [userId, email],
  );
}

/** Erasure: those contact messages go. */
export function forgetFeedback(tx: EntityManager, userId: string, email: string): Promise<unknown> {
  return tx.execute('delete from feedbacks where user_id = ? or lower(email) = ?', [userId, email]);
}
