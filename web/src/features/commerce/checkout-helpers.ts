/**
 * Pure client helpers for the money path: what placeOrder is sent, and display labels (the form rules are
 * zod schemas in checkout-form.ts). No money arithmetic lives here (or anywhere in the client): every figure comes
 * from the server. Unit-tested in checkout-helpers.spec.ts.
 */

import type { PaymentForm } from './checkout-form';

/**
 * What placeOrder receives as `payment`: the method only, paid on the provider's page (Card as
 * card; GPay, PhonePe and Paytm as upi with the provider's name), cash on delivery, or wallet
 * when nothing is payable. No card number or UPI id ever leaves this form.
 */
export function paymentInput(form: PaymentForm, payable: number) {
  if (payable <= 0) return { method: 'WALLET' as const };
  if (form.method === 'Cash on delivery') return { method: 'COD' as const };
  if (form.method === 'Card') return { method: 'CARD' as const, payOnProviderPage: true };
  return { method: 'UPI' as const, upiProvider: form.method || null, payOnProviderPage: true };
}

// ------------------------------------------------------------------ cart quantity

/** The cart's quantity rule: at least 1 and at most the stock (messages as the spec's). */
export function validateCartQuantity(quantity: number, stock: number, productName: string): string | null {
  if (!Number.isFinite(quantity) || quantity < 1) return 'Quantity cannot be less than 1';
  if (quantity > stock) return `Only ${stock} ${productName} in stock`;
  return null;
}

// ------------------------------------------------------------------ returns

export const RETURN_REASONS = [
  { value: 'DEFECTIVE_PRODUCT', label: 'Defective Product' },
  { value: 'WRONG_ITEM_RECEIVED', label: 'Wrong Item Received' },
  { value: 'NOT_AS_DESCRIBED', label: 'Not as Described' },
  { value: 'CHANGED_MIND', label: 'Changed Mind' },
  { value: 'OTHER', label: 'Other' },
] as const;

export function validateReturnReason(reason: string): string | null {
  return reason ? null : 'Please select a reason for the return';
}
