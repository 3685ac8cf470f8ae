/** The cart module's face: what the rest of the server may use. */
import { CartItem } from './cart-item.entity.js';
import { CartResolver } from './cart.resolver.js';

export { CartService } from './cart.service.js';
export type { CartView } from './cart.types.js';

export const cartModule = { entities: [CartItem], resolvers: [CartResolver] };
export { exportCart, forgetCart } from './cart.privacy.sql.js';
