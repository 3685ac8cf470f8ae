import { runSql, type RowSource } from '../../common/sql.js';

/**
 * The reviews module's hand-written statements (common/sql.ts `runSql`: named, prepared, `$n`).
 * Verified buyers are asked of orders through its face (`boughtPairs`).
 */

export interface ReviewRow {
  id: string;
  product_id: string;
  user_id: string | null;
  user_name: string;
  rating: number;
  review: string;
  created_at: Date | string;
}

const COLUMNS = 'r.id, r.product_id, r.user_id, r.user_name, r.rating, r.review, r.created_at';

const RATING_BUCKETS = `select product_id, rating, count(*)::int as n from reviews
  where product_id = any($1::uuid[]) group by product_id, rating`;

/** How many reviews of each given product give each number of stars (only the non-zero ones). */
export function ratingCounts(
  db: RowSource,
  productIds: readonly string[],
): Promise<{ product_id: string; rating: number; n: number }[]> {
  return runSql(db, RATING_BUCKETS, [productIds]);
}

const NEWEST = `select ${COLUMNS} from unnest($1::uuid[]) as k(product_id)
  cross join lateral (
    select * from reviews r where r.product_id = k.product_id
    order by r.created_at desc, r.id desc limit $2
  ) r`;

/** The newest `limit` reviews of each product (checked uuids), newest first per product. */
export function newestReviewRows(
  db: RowSource,
  productIds: readonly string[],
  limit: number,
): Promise<ReviewRow[]> {
  return runSql<ReviewRow>(db, NEWEST, [productIds, limit]);
}

const OF_PRODUCT = `select p.id as found, ${COLUMNS} from products p
  left join lateral (
    select * from reviews r where r.product_id = p.id
    order by r.created_at desc, r.id desc limit $2
  ) r on true
  where p.id = $1`;

/**
 * A product's newest reviews; no row when the product does not exist, one row of nulls (but
 * `found`) when it has none.
 */
export function productReviewRows(
  db: RowSource,
  productId: string,
  limit: number,
): Promise<(ReviewRow & { found: string })[]> {
  return runSql(db, OF_PRODUCT, [productId, limit]);
}

// ---------------------------------------------------------------- seeds

export interface SeedReviewRow {
  productId: string;
  userName: string;
  rating: number;
  review: string;
  createdAt: Date;
}

export async function insertSeedReview(db: RowSource, r: SeedReviewRow): Promise<void> {
  await runSql(
    db,
    `insert into reviews (product_id, user_id, user_name, rating, review, created_at) values ($1, null, $2, $3, $4, $5)`,
    [r.productId, r.userName, r.rating, r.review, r.createdAt],
  );
}

/**
 * Brings the given products' rating totals in step with their reviews (the demo reviews' seed;
 * reviews keeps `Product.ratingSum` and `reviewCount`, as `ReviewsService.add` does).
 */
export async function recountRatings(db: RowSource, productIds: readonly string[]): Promise<void> {
  await runSql(
    db,
    `update products p set rating_sum = s.total, review_count = s.n
       from (select product_id, sum(rating)::int as total, count(*)::int as n from reviews group by product_id) s
      where p.id = s.product_id and p.id = any($1::uuid[])`,
    [productIds],
  );
}
