/**
 * Pure client helpers for the money path: input formatting, field rules with the spec's exact messages,
 * and display labels. No money arithmetic lives here (or anywhere in the client): every figure comes
 * from the server. Unit-tested in checkout-helpers.spec.ts.
 */

export type PaymentChoice = 'Card' | 'GPay' | 'PhonePe' | 'Paytm';
export const PAYMENT_CHOICES: PaymentChoice[] = ['Card', 'GPay', 'PhonePe', 'Paytm'];

export interface PaymentForm {
  method: PaymentChoice | '';
  cardNumber: string;
  expiry: string;
  cvv: string;
  upiId: string;
}

export const emptyPayment: PaymentForm = { method: '', cardNumber: '', expiry: '', cvv: '', upiId: '' };

export interface ShippingForm {
  name: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  postalCode: string;
}

export const CheckoutMessages = {
  method: 'Please select a payment method',
  upi: 'Please enter your UPI ID',
  card: 'Please enter a valid 16-digit card number',
  expiry: 'Please enter a valid expiry date (MM/YY)',
  cvv: 'Please enter a valid CVV',
  shippingInfo: 'Please fill in all shipping information',
  shippingDetails: 'Please fill in all shipping details',
  busy: 'Order is being processed, please wait...',
  failed: 'Failed to place order. Please try again or contact support.',
  notLoggedIn: 'Please log in to place an order',
  noItems: 'No items to purchase',
  invalidPromo: 'Invalid promo code',
} as const;

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

export function validateCardNumber(value: string): string | null {
  return /^\d{16}$/.test(value.replace(/\s/g, '')) ? null : CheckoutMessages.card;
}

export function validateExpiry(value: string): string | null {
  return /^(0[1-9]|1[0-2])\/\d{2}$/.test(value) ? null : CheckoutMessages.expiry;
}

export function validateCvv(value: string): string | null {
  return value.length >= 3 && value.length <= 4 ? null : CheckoutMessages.cvv;
}

export type PaymentField = 'method' | 'cardNumber' | 'expiry' | 'cvv' | 'upiId';

/**
 * The payment form's errors. `payable` is the server's amount payable (quote.totalAmount): when it is 0
 * no method is needed (the order is paid from the wallet).
 */
export function validatePayment(form: PaymentForm, payable: number): Partial<Record<PaymentField, string>> {
  if (payable <= 0) return {};
  if (!form.method) return { method: CheckoutMessages.method };
  if (form.method === 'Card') {
    const errors: Partial<Record<PaymentField, string>> = {};
    const card = validateCardNumber(form.cardNumber);
    const expiry = validateExpiry(form.expiry);
    const cvv = validateCvv(form.cvv);
    if (card) errors.cardNumber = card;
    if (expiry) errors.expiry = expiry;
    if (cvv) errors.cvv = cvv;
    return errors;
  }
  return form.upiId.trim() ? {} : { upiId: CheckoutMessages.upi };
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

/** Saving the shipping editor needs address, city and postal code. */
export function validateShippingEdit(form: ShippingForm): string | null {
  return form.address.trim() && form.city.trim() && form.postalCode.trim()
    ? null
    : CheckoutMessages.shippingDetails;
}

/** Placing an order needs every shipping field. */
export function validateShippingComplete(form: ShippingForm): string | null {
  return (Object.keys(form) as (keyof ShippingForm)[]).every((k) => form[k].trim())
    ? null
    : CheckoutMessages.shippingInfo;
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

// ------------------------------------------------------------------ wallet

export function validateTopUp(amount: string): string | null {
  const value = Number(amount);
  if (!amount.trim() || !Number.isFinite(value)) return 'Please enter an amount';
  if (value < 0.01) return 'Amount must be at least ₹0.01';
  if (!/^\d+(\.\d{1,2})?$/.test(amount.trim())) return 'Amount can have at most 2 decimal places';
  return null;
}
