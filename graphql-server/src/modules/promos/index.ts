/** The promos module's face: what the rest of the server may use. */
import { PromoCode } from './promo-code.entity.js';

export { PromoService } from './promos.service.js';
export { PromoCodeView } from './promos.types.js';

export const promosModule = { entities: [PromoCode], resolvers: [] };
