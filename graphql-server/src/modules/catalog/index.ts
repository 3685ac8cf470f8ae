/** The catalog module's face: what the rest of the server may use. */
import { CatalogResolver } from './catalog.resolver.js';
import { Product } from './product.entity.js';

export { Product } from './product.entity.js';
export type { CatalogEvents } from './catalog.events.js';
export { registerCatalogListeners } from './catalog.listeners.js';
export { CatalogService } from './catalog.service.js';
export { seedCatalog, seedImagePath } from './catalog.seed.js';
export { IMAGE_LIMITS, imageTooLarge, invalidImage, ProductImages } from './images.js';

export const catalogModule = { entities: [Product], resolvers: [CatalogResolver] };
