/** The promos module's face: what the rest of the server may use. */
import { PromoCode } from './promo-code.entity.js';

export { PromoCode } from './promo-code.entity.js';
export { PromoService, PromoMessages, toPromoView, type NewPromo } from './promos.service.js';
export { PromoCodeView, PromoKind } from './promos.types.js';

export const promosModule = { entities: [PromoCode], resolvers: [] };
