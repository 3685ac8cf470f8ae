/**
 * The shared order UI, used by My Orders (commerce) and the admin's overview and Order Management:
 * the order table, status badge, reference, statuses, details dialog and the totals rows.
 */
export { InvoiceButton } from './InvoiceButton';
export { OrderDetailsModal } from './OrderDetails';
export type { Order } from './operations';
export { ORDER_STATUSES, orderRef, paymentSummary } from './order-helpers';
export { SummaryRows, totalsRows } from './order-totals';
export { OrderTable } from './OrderTable';
export { StatusBadge } from './StatusBadge';
export { ViewOrderButton } from './ViewOrderButton';
export { useOrderChanges, type OrderChange } from './use-order-changes';
