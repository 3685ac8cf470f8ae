import DataLoader from 'dataloader';
import { perOperation, type RowSource } from '../../common/sql.js';
import { isUuid } from '../../common/validation.js';
import type { RatingBucket } from './reviews.types.js';

export interface ReviewLoaders {
  /** Star buckets (5 first) of a product's reviews. */
  ratingBuckets: DataLoader<string, RatingBucket[]>;
  /** Whether `userId` has an order (not cancelled) holding `productId`; key `userId:productId`. */
  boughtBy: DataLoader<string, boolean>;
}

/**
 * A PostgreSQL array literal of uuids, bound as one parameter (`?::uuid[]`): the query builder
 * would spread a JS array into a list. Only well-formed uuids get in.
 */
export function uuidArray(ids: readonly string[]): string {
  if (!ids.every(isUuid)) throw new Error('not a uuid');
  return `{${ids.join(',')}}`;
}

/** The operation's review loaders. */
export const reviewLoaders = perOperation(createLoaders);

function createLoaders(db: RowSource): ReviewLoaders {
  const ratingBuckets = new DataLoader<string, RatingBucket[]>(async (ids) => {
    const rows = await db.getConnection().execute<{ product_id: string; rating: number; n: number }[]>(
      `select product_id, rating, count(*)::int as n from reviews
        where product_id = any(?::uuid[]) group by product_id, rating`,
      [uuidArray(ids)],
      'all',
    );
    const counts = new Map(rows.map((r) => [`${r.product_id}:${r.rating}`, r.n]));
    return ids.map((id) =>
      [5, 4, 3, 2, 1].map((stars) => ({ stars, count: counts.get(`${id}:${stars}`) ?? 0 })),
    );
  });

  const boughtBy = new DataLoader<string, boolean>(async (keys) => {
    const pairs = keys.map((k) => k.split(':') as [string, string]);
    const rows = await db.getConnection().execute<{ user_id: string; product_id: string }[]>(
      `select distinct o.user_id, oi.product_id
         from unnest(?::uuid[], ?::uuid[]) as k(user_id, product_id)
         join orders o on o.user_id = k.user_id and o.status <> 'Cancelled'
         join order_items oi on oi.order_id = o.id and oi.product_id = k.product_id`,
      [uuidArray(pairs.map((p) => p[0])), uuidArray(pairs.map((p) => p[1]))],
      'all',
    );
    const found = new Set(rows.map((r) => `${r.user_id}:${r.product_id}`));
    return keys.map((k) => found.has(k));
  });

  return { ratingBuckets, boughtBy };
}
