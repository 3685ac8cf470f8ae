/** Every message the money path's forms show, worded as the shopper spec gives them. */
export const CheckoutMessages = {
  method: 'Please select a payment method',
  shippingInfo: 'Please fill in all shipping information',
  state: 'Please select your state',
  gstin: 'Please enter a valid GSTIN (15 characters, its check character right)',
  gstinCheckDigit: "GSTIN's check character is wrong: please check for a typing mistake",
  gstinState: "GSTIN's first two digits must be a GST state code",
  businessName: 'Please enter the business name registered with the GSTIN',
  shippingDetails: 'Please fill in all shipping details',
  busy: 'Order is being processed, please wait...',
  notReady: 'Your details and totals are still loading, please wait...',
  failed: 'Failed to place order. Please try again or contact support.',
  notLoggedIn: 'Please log in to place an order',
  noItems: 'No items to purchase',
  invalidPromo: 'Invalid promo code',
  validateFailed: 'Failed to validate items',
  toProvider: 'Order placed. Complete the payment on the payment page.',
  codNote: 'Pay in cash when your order is delivered.',
  providerNote: 'You pay on the secure payment page next: card numbers and UPI IDs are never entered here.',
} as const;

/** The payment's states as the shopper sees them after the payment page (live). */
export const PaymentMessages = {
  pending: 'Waiting for your payment to be confirmed...',
  paid: 'Payment received. Thank you!',
  failed: 'Your payment did not go through. You can try again before the order expires.',
  expired: 'The time to pay ran out: the order was cancelled and any wallet amount refunded.',
  retry: 'Try again',
  retryFailed: 'Could not start the payment again. Please try later.',
  confirmFailed: 'Could not confirm your payment yet. Its state will update here when the bank answers.',
  scriptFailed: 'The payment window could not be loaded. Please check your connection and try again.',
  cancelled: 'Payment window closed. Your order waits for its payment.',
} as const;

export const WalletMessages = {
  amountRequired: 'Please enter an amount',
  amountMin: 'Amount must be at least ₹0.01',
  amountDecimals: 'Amount can have at most 2 decimal places',
  failed: 'Failed to add funds',
  topUpPending: 'Your top-up is waiting for the bank. Your balance updates once it is paid.',
  defaultDescription: 'Added funds',
} as const;
