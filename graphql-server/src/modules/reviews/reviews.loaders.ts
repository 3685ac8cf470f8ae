import DataLoader from 'dataloader';
import { perOperation, type RowSource } from '../../common/sql.js';
import { isUuid } from '../../common/validation.js';
import type { Review } from './review.entity.js';
import { boughtPairs } from '../orders/index.js';
import { newestReviews } from './review-rows.js';
import { ratingCounts } from './reviews.sql.js';
import type { RatingBucket } from './reviews.types.js';

/** Reviews embedded in a product (the full list is the `reviews(productId)` query). */
export const EMBEDDED_REVIEWS_LIMIT = 20;

export interface ReviewLoaders {
  /** Star buckets (5 first) of a product's reviews. */
  ratingBuckets: DataLoader<string, RatingBucket[]>;
  /** Whether `userId` has an order (not cancelled) holding `productId`; key `userId:productId`. */
  boughtBy: DataLoader<string, boolean>;
  /** A product's `EMBEDDED_REVIEWS_LIMIT` newest reviews, newest first. */
  newest: DataLoader<string, Review[]>;
}

/** The ids, when every one is a well-formed uuid (else an error, as the loaders always had). */
function checkedUuids(ids: readonly string[]): readonly string[] {
  if (!ids.every(isUuid)) throw new Error('not a uuid');
  return ids;
}

/** The operation's review loaders: prepared statements on plain rows, as the catalog's. */
export const reviewLoaders = perOperation(createLoaders);

function createLoaders(db: RowSource): ReviewLoaders {
  const ratingBuckets = new DataLoader<string, RatingBucket[]>(async (ids) => {
    const rows = await ratingCounts(db, checkedUuids(ids));
    const counts = new Map(rows.map((r) => [`${r.product_id}:${r.rating}`, r.n]));
    return ids.map((id) =>
      [5, 4, 3, 2, 1].map((stars) => ({ stars, count: counts.get(`${id}:${stars}`) ?? 0 })),
    );
  });

  const boughtBy = new DataLoader<string, boolean>(async (keys) => {
    const pairs = keys.map((k) => k.split(':') as [string, string]);
    const found = await boughtPairs(
      db,
      checkedUuids(pairs.map((p) => p[0])),
      checkedUuids(pairs.map((p) => p[1])),
    );
    return keys.map((k) => found.has(k));
  });

  const newest = new DataLoader<string, Review[]>(async (ids) => {
    const grouped = await newestReviews(db, ids, EMBEDDED_REVIEWS_LIMIT);
    return ids.map((id) => grouped.get(id) ?? []);
  });

  return { ratingBuckets, boughtBy, newest };
}
