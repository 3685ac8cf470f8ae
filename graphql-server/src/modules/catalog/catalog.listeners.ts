import type { EventListeners } from '../../common/events.js';
import type { ShopPubSub } from '../../common/pubsub.js';
import type { CatalogEvents } from './catalog.events.js';

/** After commit: live product subscribers hear of every product and stock change. */
export function registerCatalogListeners(
  events: EventListeners<CatalogEvents>,
  deps: { pubSub: ShopPubSub },
): void {
  events.on('ProductChanged', (e) => deps.pubSub.publish('PRODUCT_CHANGED', { productId: e.productId }));
  events.on('StockChanged', (e) => {
    for (const productId of e.productIds) deps.pubSub.publish('PRODUCT_CHANGED', { productId });
  });
}
