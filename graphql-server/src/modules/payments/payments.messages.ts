export const PaymentMessages = {
  login: 'Please log in to pay',
  notFound: 'Payment not found',
  badSignature: 'The payment could not be verified',
  unavailable: 'The payment service is not answering. Nothing was charged; please try again.',
  declined: 'Payment failed. Nothing was charged; please try again with another method.',
  adminOnly: 'Only admins can see payments',
  notRefundable: 'This payment cannot be refunded',
  refundTooLarge: 'The refund is larger than what was paid',
} as const;
