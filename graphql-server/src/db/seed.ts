import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config/env.js';
import {
  ADMIN_PASSWORD_MIN_LENGTH,
  adminPasswordWeakness,
  DEFAULT_ADMIN_PASSWORD,
  productionSignal,
} from '../config/first-admin.js';
import { StartupError } from '../common/startup-failure.js';
import type { Logger } from '../common/logger.js';
import type { Orm } from './orm.js';
import type { Services } from '../services.js';
import { SEED_PRODUCTS } from '../../../db/seeds/catalog.js';
import { seedCatalog } from '../modules/catalog/index.js';
import { seedReviews } from '../modules/reviews/index.js';

/**
 * A production start (NODE_ENV=production or an external database) never creates the first admin
 * from the development default or a weak password: it stops, naming the variable to set.
 */
function refuseWeakFirstAdmin(config: Config): void {
  const production = productionSignal(config);
  const weakness = adminPasswordWeakness(config.ADMIN_PASSWORD);
  if (!production || !weakness) return;
  throw new StartupError(
    `ADMIN_PASSWORD ${weakness}, and the first admin (${config.ADMIN_EMAIL}) of a production shop (${production}) needs a strong password of its own`,
    `set ADMIN_PASSWORD to ${ADMIN_PASSWORD_MIN_LENGTH} or more characters, at least 5 of them different (not ${DEFAULT_ADMIN_PASSWORD}), and start again`,
  );
}

/**
 * Idempotent start-up data: the first admin, then (when enabled) the demo catalog. The launch
 * promo codes are inserted once by a migration (an admin may delete them for good).
 */
export async function runSeeds(orm: Orm, services: Services, config: Config, log: Logger): Promise<void> {
  const em = orm.em.fork() as EntityManager;
  let passwordUsed = false;
  await services.account.ensureFirstAdmin(
    em,
    {
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD,
      name: config.ADMIN_NAME,
    },
    () => {
      refuseWeakFirstAdmin(config);
      passwordUsed = true;
    },
  );
  const weakness = adminPasswordWeakness(config.ADMIN_PASSWORD);
  if (passwordUsed && weakness)
    log.warn(
      { email: config.ADMIN_EMAIL },
      `created the first admin with a development password (ADMIN_PASSWORD ${weakness}; the default is ${DEFAULT_ADMIN_PASSWORD}): a production start (NODE_ENV=production or DATABASE_URL) refuses it`,
    );
  else if (passwordUsed)
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
