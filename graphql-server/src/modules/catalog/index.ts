/** The catalog module's face: what the rest of the server may use. */
import { CatalogResolver } from './catalog.resolver.js';
import { Product } from './product.entity.js';

export { Product } from './product.entity.js';
export type { CatalogEvents } from './catalog.events.js';
export { registerCatalogListeners } from './catalog.listeners.js';
/** Subscriptions whose answers are the same for every listener (executed once per event). */
export const PUBLIC_SUBSCRIPTIONS: ReadonlySet<string> = new Set(['productUpdated']);
/** Root query fields whose anonymous answers the response cache may keep (catalog reads only). */
export const PUBLIC_CATALOG_FIELDS: ReadonlySet<string> = new Set([
  'products',
  'product',
  'categories',
  'productCategories',
  'adminCategories',
  'reviews',
  '__typename',
]);
export { CatalogService } from './catalog.service.js';
export { PageInfo } from './catalog.types.js';
export { seedCatalog, seedImagePath } from './catalog.seed.js';
export { claimSeedMarker, seededProducts } from './catalog.sql.js';
export { IMAGE_LIMITS, imageTooLarge, invalidImage, ProductImages } from './images.js';
export { ProductMessages } from './product.rules.js';
export { hsnCodesOf } from './categories.js';

export const catalogModule = { entities: [Product], resolvers: [CatalogResolver] };
