/** The pricing module's face: the pure money calculators and formatting (no entities, no I/O). */
export { formatPaise, imageUrlOf, orderRef } from './format.js';
export {
  computeTotals,
  isWithinReturnWindow,
  normalizePromoCode,
  refundSplit,
  returnDeadline,
  type Paise,
  type PromoRule,
  type PromoType,
} from './pricing.js';
