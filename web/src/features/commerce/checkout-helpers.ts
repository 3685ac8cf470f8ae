/**
 * Pure client helpers for the money path: input formatting and display labels (the form rules are
 * zod schemas in checkout-form.ts). No money arithmetic lives here (or anywhere in the client): every figure comes
 * from the server. Unit-tested in checkout-helpers.spec.ts.
 */

import type { PaymentForm } from './checkout-form';

/** Digits only, at most 16, grouped in fours with spaces ("4111 1111 1111 1111", max length 19). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Digits only, at most 4, with a slash after the first two ("12/27", max length 5). */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Digits only, at most 4. */
export function formatCvv(input: string): string {
  return input.replace(/\D/g, '').slice(0, 4);
}

/** What placeOrder receives as `payment`: card, upi (with provider), or wallet when nothing is payable. */
export function paymentInput(form: PaymentForm, payable: number) {
  if (payable <= 0) return { method: 'WALLET' as const };
  if (form.method === 'Card') {
    return {
      method: 'CARD' as const,
      cardNumber: form.cardNumber.replace(/\s/g, ''),
      expiry: form.expiry,
      cvv: form.cvv,
    };
  }
  return { method: 'UPI' as const, upiId: form.upiId.trim(), upiProvider: form.method || null };
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
