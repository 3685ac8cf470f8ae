import type { EntityManager } from '@mikro-orm/postgresql';

/** What a review shows for its author once the author's account was erased. */
export const ERASED_REVIEWER = 'A verified buyer';

/** The shopper's reviews, for their data export. */
export function exportReviews(em: EntityManager, userId: string) {
  return em.execute(
    `select id, product_id as "productId", user_name as "userName", rating, review, created_at as "createdAt"
       from reviews where user_id = ? order by created_at`,
    [userId],
  );
}

/** What replaces the person's name, e-mail or mobile inside the text of their reviews. */
const REDACTED = '[removed]';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Erasure: the shopper's reviews stay (the rating is the shop's public record and other buyers rely
 * on it) but name no one: the author shows as "A verified buyer", and the person's name, e-mail and
 * mobile are cut out of the text they wrote (docs/privacy.md). Answers the products whose reviews
 * changed (their cached pages are emptied by the catalog's listener).
 */
export async function anonymiseReviews(
  tx: EntityManager,
  userId: string,
  identifiers: readonly string[],
): Promise<string[]> {
  const rows = await tx.execute<{ id: string; product_id: string; review: string }[]>(
    'select id, product_id, review from reviews where user_id = ? order by id for update',
    [userId],
  );
  const words = identifiers.map((w) => w.trim()).filter((w) => w.length >= 3);
  const pattern = words.length ? new RegExp(words.map(escapeRegExp).join('|'), 'gi') : null;
  for (const r of rows) {
    const review = pattern ? r.review.replace(pattern, REDACTED) : r.review;
    await tx.execute('update reviews set user_name = ?, review = ? where id = ?', [
      ERASED_REVIEWER,
      review,
      r.id,
    ]);
  }
  return [...new Set(rows.map((r) => r.product_id))];
}
