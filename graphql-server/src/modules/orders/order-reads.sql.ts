import { runSql, type RowSource } from '../../common/sql.js';

/**
 * What other modules may read of orders' tables, asked through orders' face (one prepared
 * statement each): catalog (is a product image still shown by an order line) and reviews
 * (verified buyers).
 */

const IMAGE_SHOWN = `select exists(select 1 from order_items where image_path = $1) as used`;

/** Whether an order line still shows this image (orders keep a snapshot of the product's image). */
export async function orderLineShowsImage(db: RowSource, imagePath: string): Promise<boolean> {
  const [row] = await runSql<{ used: boolean }>(db, IMAGE_SHOWN, [imagePath]);
  return Boolean(row?.used);
}

const BOUGHT = `select distinct o.user_id, oi.product_id
  from unnest($1::uuid[], $2::uuid[]) as k(user_id, product_id)
  join orders o on o.user_id = k.user_id and o.status <> 'Cancelled'
  join order_items oi on oi.order_id = o.id and oi.product_id = k.product_id`;

/**
 * Of the (user, product) pairs given as two lists of checked uuids, those where the user has an
 * order (not cancelled) holding the product: `userId:productId` keys.
 */
export async function boughtPairs(
  db: RowSource,
  userIds: readonly string[],
  productIds: readonly string[],
): Promise<Set<string>> {
  const rows = await runSql<{ user_id: string; product_id: string }>(db, BOUGHT, [userIds, productIds]);
  return new Set(rows.map((r) => `${r.user_id}:${r.product_id}`));
}
