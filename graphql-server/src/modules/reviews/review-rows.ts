import { readModel, readRows, type RowSource } from '../../common/sql.js';
import { isUuid } from '../../common/validation.js';
import { Review } from './review.entity.js';

/**
 * Reviews for answers, read as plain rows (see catalog's product-rows.ts): detached `Review`
 * objects whose `product` and `user` carry only their ids, which is all an answer reads of them.
 */
interface ReviewRow {
  id: string;
  product_id: string;
  user_id: string | null;
  user_name: string;
  rating: number;
  review: string;
  created_at: Date | string;
}

const COLUMNS = 'r.id, r.product_id, r.user_id, r.user_name, r.rating, r.review, r.created_at';

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

const NEWEST = `select ${COLUMNS} from unnest($1::uuid[]) as k(product_id)
  cross join lateral (
    select * from reviews r where r.product_id = k.product_id
    order by r.created_at desc, r.id desc limit $2
  ) r`;

/** The newest `limit` reviews of each product, newest first, in one prepared statement. */
export async function newestReviews(
  db: RowSource,
  productIds: readonly string[],
  limit: number,
): Promise<Map<string, Review[]>> {
  const ids = [...new Set(productIds)].filter(isUuid);
  const grouped = new Map<string, Review[]>();
  if (!ids.length) return grouped;
  for (const row of await readRows<ReviewRow>(db, NEWEST, [ids, limit])) {
    const list = grouped.get(row.product_id) ?? [];
    list.push(reviewFromRow(row));
    grouped.set(row.product_id, list);
  }
  return grouped;
}

const OF_PRODUCT = `select p.id as found, ${COLUMNS} from products p
  left join lateral (
    select * from reviews r where r.product_id = p.id
    order by r.created_at desc, r.id desc limit $2
  ) r on true
  where p.id = $1`;

/** A product's newest reviews; undefined when the product does not exist. One statement. */
export async function reviewsOfProduct(
  db: RowSource,
  productId: string,
  limit: number,
): Promise<Review[] | undefined> {
  if (!isUuid(productId)) return undefined;
  const rows = await readRows<ReviewRow & { found: string }>(db, OF_PRODUCT, [productId, limit]);
  if (!rows.length) return undefined;
  return rows.filter((r) => r.id !== null).map(reviewFromRow);
}
