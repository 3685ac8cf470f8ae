/** The pricing module's face: the pure money calculators and formatting (no entities, no I/O). */
export {
  allocate,
  invoiceLines,
  financialYear,
  gstinProblem,
  indianDate,
  normalizeGstin,
  rupeesInWords,
  splitGst,
  type GstinProblem,
  type InvoiceLineFigures,
  type TaxSplit,
} from './gst.js';
export { INDIAN_STATES, stateByCode, type IndianState } from './indian-states.js';
export { formatPaise, imageUrlOf, orderRef } from './format.js';
export {
  CANCELLATION_FEE_PERCENT,
  computeTotals,
  GST_PERCENT,
  RETURN_WINDOW_MS,
  isWithinReturnWindow,
  normalizePromoCode,
  refundSplit,
  returnDeadline,
  type PromoRule,
  type PromoType,
} from './pricing.js';
