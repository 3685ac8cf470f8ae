import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../common/logger.js';
import type { SeedProduct } from '../../../../db/seeds/catalog.js';
import { seedReviewsFor } from '../../../../db/seeds/reviews.js';
import { claimSeedMarker, seededProducts, seedImagePath } from '../catalog/index.js';
import { insertSeedReview, recountRatings } from './reviews.sql.js';

/**
 * Adds the demo reviews once per database (a marker row), to the seeded products still in the
 * catalog, and brings their rating totals in step, in one transaction.
 */
export async function seedReviews(em: EntityManager, items: SeedProduct[], log: Logger): Promise<number> {
  const added = await em.transactional(async (tx) => {
    if (!(await claimSeedMarker(tx, 'demo-reviews'))) return 0;
    const products = await seededProducts(tx, true);
    const idByPath = new Map(products.map((p) => [p.image_path, p.id]));
    const now = Date.now();
    let count = 0;
    for (const [i, item] of items.entries()) {
      const productId = idByPath.get(seedImagePath(item.slug));
      if (!productId) continue;
      for (const [k, r] of seedReviewsFor(i).entries()) {
        await insertSeedReview(tx, {
          productId,
          userName: r.userName,
          rating: r.rating,
          review: r.review,
          createdAt: new Date(now - (i * 7 + 30 - k) * 3_600_000),
        });
        count++;
      }
    }
    if (count) await recountRatings(tx, [...idByPath.values()]);
    return count;
  });
  if (added) log.info({ reviews: added }, 'seeded the demo reviews');
  return added;
}
