/** The specs' order messages, and the list caps. */
export const OrderMessages = {
  notFound: 'Order not found',
  login: 'Please log in to view your orders',
  adminOnly: 'Access denied. Admin login required.',
  onlyPendingCancel: 'Only pending orders can be cancelled',
  returnWindow: 'Return period has expired or order is not delivered',
  returnReason: 'Please select a reason for the return',
  onlyReturnRequested: 'Only orders with a requested return can be confirmed',
  insufficientWallet: 'Insufficient wallet balance',
  notPaid: 'This order is not paid yet',
  notRetryable: 'This order cannot be paid now',
  detailsOnProviderPage: 'Card and UPI details are taken on the payment page',
  notRefundableToSource:
    'Only a cancelled or returned order that was paid by card, UPI or netbanking can be refunded to the original payment method',
  refundSpent:
    "The customer's wallet no longer holds this refund, so it cannot be sent to the original payment method",
  transition: (from: string, to: string) =>
    `Cannot change an order from ${from} to ${to}: orders move Pending → Processing → Shipped → Delivered, one step at a time`,
} as const;

export const ORDER_LIST_LIMIT = 200;
export const LEGACY_ADMIN_LIST_LIMIT = 1000;
