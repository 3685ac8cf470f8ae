import { readModel, type RowSource } from '../../common/sql.js';
import { isUuid } from '../../common/validation.js';
import { Review } from './review.entity.js';
import { newestReviewRows, productReviewRows, type ReviewRow } from './reviews.sql.js';

/**
 * Reviews for answers, read as plain rows (see catalog's product-rows.ts): detached `Review`
 * objects whose `product` and `user` carry only their ids, which is all an answer reads of them.
 */
const reviewView = readModel(Review);

function reviewFromRow(row: ReviewRow): Review {
  return reviewView({
    id: row.id,
    product: { id: row.product_id } as Review['product'],
    user: row.user_id ? ({ id: row.user_id } as NonNullable<Review['user']>) : null,
    userName: row.user_name,
    rating: row.rating,
    review: row.review,
    createdAt: new Date(row.created_at),
  });
}

/** The newest `limit` reviews of each product, newest first, in one prepared statement. */
export async function newestReviews(
  db: RowSource,
  productIds: readonly string[],
  limit: number,
): Promise<Map<string, Review[]>> {
  const ids = [...new Set(productIds)].filter(isUuid);
  const grouped = new Map<string, Review[]>();
  if (!ids.length) return grouped;
  for (const row of await newestReviewRows(db, ids, limit)) {
    const list = grouped.get(row.product_id) ?? [];
    list.push(reviewFromRow(row));
    grouped.set(row.product_id, list);
  }
  return grouped;
}

/** A product's newest reviews; undefined when the product does not exist. One statement. */
export async function reviewsOfProduct(
  db: RowSource,
  productId: string,
  limit: number,
): Promise<Review[] | undefined> {
  if (!isUuid(productId)) return undefined;
  const rows = await productReviewRows(db, productId, limit);
  if (!rows.length) return undefined;
  return rows.filter((r) => r.id !== null).map(reviewFromRow);
}
