import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../common/logger.js';
import type { SeedProduct } from '../../../../db/seeds/catalog.js';
import { seedReviewsFor } from '../../../../db/seeds/reviews.js';
import { seedImagePath } from '../catalog/index.js';
import { uuidArray } from './reviews.loaders.js';

/**
 * Adds the demo reviews once per database (a marker row), to the seeded products still in the
 * catalog, and brings their rating totals in step, in one transaction.
 */
export async function seedReviews(em: EntityManager, items: SeedProduct[], log: Logger): Promise<number> {
  const added = await em.transactional(async (tx) => {
    const conn = tx.getConnection();
    const marker = await conn.execute<{ name: string }[]>(
      `insert into seed_markers (name) values ('demo-reviews') on conflict do nothing returning name`,
      [],
      'all',
    );
    if (!marker.length) return 0;
    const products = await conn.execute<{ id: string; image_path: string }[]>(
      `select id, image_path from products where image_path like 'products/seed-%' for update`,
      [],
      'all',
    );
    const idByPath = new Map(products.map((p) => [p.image_path, p.id]));
    const now = Date.now();
    let count = 0;
    for (const [i, item] of items.entries()) {
      const productId = idByPath.get(seedImagePath(item.slug));
      if (!productId) continue;
      for (const [k, r] of seedReviewsFor(i).entries()) {
        await conn.execute(
          `insert into reviews (product_id, user_id, user_name, rating, review, created_at) values (?, null, ?, ?, ?, ?)`,
          [productId, r.userName, r.rating, r.review, new Date(now - (i * 7 + 30 - k) * 3_600_000)],
        );
        count++;
      }
    }
    if (count) {
      await conn.execute(
        `update products p set rating_sum = s.total, review_count = s.n
           from (select product_id, sum(rating)::int as total, count(*)::int as n from reviews group by product_id) s
          where p.id = s.product_id and p.id = any(?::uuid[])`,
        [uuidArray([...idByPath.values()])],
      );
    }
    return count;
  });
  if (added) log.info({ reviews: added }, 'seeded the demo reviews');
  return added;
}
