/** Every message the money path's forms show, worded as the shopper spec gives them. */
export const CheckoutMessages = {
  method: 'Please select a payment method',
  upi: 'Please enter your UPI ID',
  card: 'Please enter a valid 16-digit card number',
  expiry: 'Please enter a valid expiry date (MM/YY)',
  cvv: 'Please enter a valid CVV',
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
} as const;

export const WalletMessages = {
  amountRequired: 'Please enter an amount',
  amountMin: 'Amount must be at least ₹0.01',
  amountDecimals: 'Amount can have at most 2 decimal places',
  failed: 'Failed to add funds',
  topUpPending: 'Your top-up is waiting for the bank. Your balance updates once it is paid.',
  defaultDescription: 'Added funds',
} as const;
