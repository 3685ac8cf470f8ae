import type { EventListeners } from '../../common/events.js';
import type { ShopPubSub } from '../../common/pubsub.js';
import type { CatalogEvents } from './catalog.events.js';
import type { CacheInvalidator } from '../../common/response-cache.js';
import { productRowJson } from './product-rows.js';
import { productRowsById } from './product-rows.sql.js';

/**
 * After commit: the public catalog cache forgets what it holds (on every instance), then live
 * product subscribers hear of every product and stock change (and of products a category rename moved). Each event's products are loaded
 * once, in one statement, here: subscribers answer from the published snapshot.
 */
export function registerCatalogListeners(
  events: EventListeners<CatalogEvents>,
  deps: { pubSub: ShopPubSub; cache: CacheInvalidator },
): void {
  const publish = async (em: Parameters<typeof productRowsById>[0], ids: readonly string[]) => {
    // Both before anything is published (a subscriber refetching must not meet the old cache),
    // side by side: the event reaches subscribers one round trip sooner.
    const [, found] = await Promise.all([deps.cache.invalidate(), productRowsById(em, ids)]);
    const rows = new Map(found.map((r) => [r.id, r]));
    for (const productId of new Set(ids)) {
      const row = rows.get(productId);
      deps.pubSub.publish('PRODUCT_CHANGED', { productId, product: row ? productRowJson(row) : null });
    }
  };
  events.on('ProductChanged', (e, { em }) => publish(em, [e.productId]));
  events.on('StockChanged', (e, { em }) => publish(em, e.productIds));
  events.on('CategoriesChanged', (e, { em }) => publish(em, e.productIds));
}
