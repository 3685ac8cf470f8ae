import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config/env.js';
import type { Logger } from '../common/logger.js';
import type { Orm } from './orm.js';
import type { Services } from '../services.js';
import { SEED_PRODUCTS } from '../../../db/seeds/catalog.js';
import { seedCatalog } from '../modules/catalog/index.js';
import { seedReviews } from '../modules/reviews/index.js';

/**
 * Idempotent start-up data: the first admin, then (when enabled) the demo catalog. The launch
 * promo codes are inserted once by a migration (an admin may delete them for good).
 */
export async function runSeeds(orm: Orm, services: Services, config: Config, log: Logger): Promise<void> {
  const em = orm.em.fork() as EntityManager;
  const created = await services.account.ensureFirstAdmin(em, {
    email: config.ADMIN_EMAIL,
    password: config.ADMIN_PASSWORD,
    name: config.ADMIN_NAME,
  });
  if (created)
    log.info({ email: config.ADMIN_EMAIL }, 'created the first admin from ADMIN_EMAIL / ADMIN_PASSWORD');
  if (config.SEED_DEMO_DATA) {
    await seedCatalog(
      orm.em.fork() as EntityManager,
      services.productImages,
      SEED_PRODUCTS,
      log.child({ module: 'catalog' }),
    );
    await seedReviews(orm.em.fork() as EntityManager, SEED_PRODUCTS, log.child({ module: 'reviews' }));
  }
}
