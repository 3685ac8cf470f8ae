import { REVENUE_STATUSES } from './order.entity.js';

/**
 * The shop's one definition of revenue (written down in `docs/revenue.md`), as SQL over an
 * `orders` row aliased `o`. Every figure is in paise and includes GST:
 * - gross: what the customer was charged when the order was placed (base total = subtotal + GST
 *   − discount, across wallet and card/UPI), for every order whatever its status;
 * - refunds: what went back to the customer's wallet when the order was cancelled or returned
 *   (`refunded_paise`, the same amount as the order's `refund` line in the wallet ledger);
 * - net: gross − refunds. Orders in `REVENUE_STATUSES` count in full; a Cancelled or Returned
 *   order keeps only its fee;
 * - GST: the GST of the orders that count in full (shown separately, never added again).
 * Amounts are attributed to the day the order was placed, also when the refund came later.
 * Only paid orders count (`payment_status = 'paid'`): an order waiting for, or never given, its
 * payment is no sale (docs/payments.md).
 */
const PAID = `o.payment_status = 'paid'`;

export const revenueSql = {
  gross: `case when ${PAID} then o.base_total_paise else 0 end`,
  refunds: `case when ${PAID} then coalesce(o.refunded_paise, 0) else 0 end`,
  net: `case when ${PAID} then o.base_total_paise - coalesce(o.refunded_paise, 0) else 0 end`,
  gst: `case when ${PAID} and o.status in (${REVENUE_STATUSES.map((s) => `'${s}'`).join(', ')}) then o.gst_paise else 0 end`,
} as const;
