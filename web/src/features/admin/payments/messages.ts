import type { PaymentState } from '../../../graphql/graphql';

/** The Payments tab's words (the server's messages come through as they are). */
export const PaymentText = {
  loading: 'Loading payments...',
  listFailed: 'Failed to fetch payments',
  none: 'No payments yet',
  noMatch: 'No payments match these filters',
  detailsFailed: 'Failed to fetch the payment',
  detailsLoading: 'Loading the payment...',
  checkFailed: 'Could not check the payment with the provider',
  orderFailed: 'Failed to fetch the order',
  noEvents: 'No events received yet',
  noRefunds: 'No refunds',
  topUp: 'Wallet top-up',
} as const;

export const STATE_LABELS: Record<PaymentState, string> = {
  PENDING: 'Pending',
  PAID: 'Paid',
  FAILED: 'Failed',
  EXPIRED: 'Expired',
};

export const STATE_TONES = {
  PENDING: 'warning',
  PAID: 'success',
  FAILED: 'danger',
  EXPIRED: 'neutral',
} as const satisfies Record<PaymentState, string>;

/** Where each event came from, in words. */
export const SOURCE_LABELS: Record<string, string> = {
  webhook: 'Webhook',
  return: 'Checkout return',
  direct: 'Direct charge',
  reconcile: 'Reconciliation',
  expiry: 'Hold expiry',
  admin: 'Admin check',
};

export const PROVIDER_LABELS: Record<string, string> = { test: 'Test gateway', razorpay: 'Razorpay' };
