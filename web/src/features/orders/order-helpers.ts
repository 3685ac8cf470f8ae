/**
 * Pure helpers for showing an order (used by My Orders, the order confirmation and the admin's screens):
 * references, status styles and labels, payment summaries. No money arithmetic: every figure is the
 * server's. Unit-tested in order-helpers.spec.ts.
 */

/** A short order reference, as the server's messages write it: the first 8 characters of the id. */
export function orderRef(id: string): string {
  return `#${id.slice(0, 8).toUpperCase()}`;
}

export type StatusTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

const statusTones: Record<string, StatusTone> = {
  pending: 'warning',
  processing: 'info',
  shipped: 'primary',
  delivered: 'success',
  cancelled: 'danger',
  return_requested: 'warning',
  returned: 'neutral',
};

/** A badge style per status, matched case-insensitively ('Return Requested' or RETURN_REQUESTED); unknown → pending. */
export function statusTone(status: string): StatusTone {
  const key = status.trim().toLowerCase().replace(/\s+/g, '_');
  return statusTones[key] ?? 'warning';
}

export const ORDER_STATUSES = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'PROCESSING', label: 'Processing' },
  { value: 'SHIPPED', label: 'Shipped' },
  { value: 'DELIVERED', label: 'Delivered' },
  { value: 'CANCELLED', label: 'Cancelled' },
  { value: 'RETURN_REQUESTED', label: 'Return Requested' },
  { value: 'RETURNED', label: 'Returned' },
] as const;

// ------------------------------------------------------------------ payment

/** The UPI app from a handle's suffix (name@okphonepe → PhonePe); anything else is plain UPI. */
export function upiLabel(upiId: string | null | undefined): string {
  const handle = (upiId ?? '').split('@')[1]?.toLowerCase() ?? '';
  if (handle.includes('phonepe')) return 'PhonePe';
  if (handle.includes('gpay')) return 'GPay';
  if (handle.includes('paytm')) return 'Paytm';
  return 'UPI';
}

export interface PaymentLike {
  method: string;
  upiId?: string | null;
  /** The UPI app chosen at checkout (the id itself is typed on the payment page). */
  upiProvider?: string | null;
  cardLastFour?: string | null;
}

/** "Card •••• 1111", "PhonePe (name@ybl)", "Wallet". */
export function paymentSummary(p: PaymentLike): string {
  if (p.method === 'CARD') return p.cardLastFour ? `Card •••• ${p.cardLastFour}` : 'Card';
  if (p.method === 'UPI') return p.upiId ? `${upiLabel(p.upiId)} (${p.upiId})` : p.upiProvider || 'UPI';
  if (p.method === 'WALLET') return 'Wallet';
  if (p.method === 'COD') return 'Cash on delivery';
  return p.method;
}
