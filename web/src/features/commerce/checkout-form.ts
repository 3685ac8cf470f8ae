/**
 * The money path's client rules as zod schemas, with the spec's messages (messages.ts): shipping,
 * payment, promo code and wallet top-up. Unit-tested in checkout-form.spec.ts. The server checks
 * every one of them again; nothing here computes money.
 */
import * as z from 'zod/mini';
import { gstinProblem } from '../../lib/gstin';
import { CheckoutMessages, WalletMessages } from './messages';

/** The spec's methods, paid on the provider's page; cash on delivery when the server offers it. */
export type OnlineChoice = 'Card' | 'GPay' | 'PhonePe' | 'Paytm';
export type PaymentChoice = OnlineChoice | 'Cash on delivery';
export const PAYMENT_CHOICES: OnlineChoice[] = ['Card', 'GPay', 'PhonePe', 'Paytm'];
export const CASH_ON_DELIVERY = 'Cash on delivery' as const;

export interface ShippingForm {
  name: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  postalCode: string;
  /** GST state code of the delivery address (the place of supply) */
  stateCode: string;
}
export type ShippingField = keyof ShippingForm;
/** The text fields; the state is a select of its own. */
export const SHIPPING_FIELDS: Exclude<ShippingField, 'stateCode'>[] = [
  'name',
  'phone',
  'email',
  'address',
  'city',
  'postalCode',
];

const text = z.string().check(z.trim());
const needed = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

/** Saving the shipping editor needs address, city and postal code. */
export const shippingSaveSchema = z.object({
  name: text,
  phone: text,
  email: text,
  address: needed(CheckoutMessages.shippingDetails),
  city: needed(CheckoutMessages.shippingDetails),
  postalCode: needed(CheckoutMessages.shippingDetails),
  stateCode: needed(CheckoutMessages.state),
});

/** Placing an order needs every shipping field. */
export const shippingSchema = z.object({
  name: needed(CheckoutMessages.shippingInfo),
  phone: needed(CheckoutMessages.shippingInfo),
  email: needed(CheckoutMessages.shippingInfo),
  address: needed(CheckoutMessages.shippingInfo),
  city: needed(CheckoutMessages.shippingInfo),
  postalCode: needed(CheckoutMessages.shippingInfo),
  stateCode: needed(CheckoutMessages.state),
});

/** The optional business purchase: a GSTIN (any state; shape and check character) and the registered name. */
export const businessSchema = z
  .object({
    gstin: z.string().check(z.trim(), z.minLength(1, CheckoutMessages.gstin)),
    businessName: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, CheckoutMessages.businessName),
        z.maxLength(200, CheckoutMessages.businessName),
      ),
  })
  .check(
    z.superRefine((v, ctx) => {
      const problem = v.gstin.trim() ? gstinProblem(v.gstin) : null;
      if (!problem) return;
      const message = {
        format: CheckoutMessages.gstin,
        checkDigit: CheckoutMessages.gstinCheckDigit,
        state: CheckoutMessages.gstinState,
      }[problem];
      ctx.addIssue({ code: 'custom', message, path: ['gstin'], input: v });
    }),
  );
export type BusinessForm = z.input<typeof businessSchema>;
export type BusinessField = keyof BusinessForm;

/**
 * The payment step holds only the method: card numbers and UPI ids are typed on the provider's
 * page (the test gateway's or Razorpay Checkout), never into the shop's form (PCI DSS).
 */
export interface PaymentForm {
  method: PaymentChoice | '';
}
export type PaymentField = keyof PaymentForm;

export const emptyPayment: PaymentForm = { method: '' };

/**
 * The payment step's rule. `payable` is the server's amount payable (quote.totalAmount): at 0 the
 * wallet pays and no method is needed.
 */
export function paymentSchema(payable: number) {
  return z.object({ method: z.enum(['', ...PAYMENT_CHOICES, CASH_ON_DELIVERY]) }).check(
    z.superRefine((v, ctx) => {
      if (payable > 0 && !v.method)
        ctx.addIssue({ code: 'custom', path: ['method'], message: CheckoutMessages.method });
    }),
  );
}

/** Server field names that differ from the checkout's own. */
export const CHECKOUT_SERVER_FIELDS = { paymentMethod: 'method' } as const;

export const promoSchema = z.object({ code: needed(CheckoutMessages.invalidPromo) });

/** A top-up: at least ₹0.01 with at most two decimals; the description defaults to 'Added funds'. */
export const topUpSchema = z.object({
  amount: z.pipe(
    z.string().check(
      z.trim(),
      z.superRefine((raw, ctx) => {
        const value = Number(raw);
        const fail = (message: string) => ctx.addIssue({ code: 'custom', message, input: raw });
        if (!raw || !Number.isFinite(value)) return fail(WalletMessages.amountRequired);
        if (value < 0.01) return fail(WalletMessages.amountMin);
        if (!/^\d+(\.\d{1,2})?$/.test(raw)) fail(WalletMessages.amountDecimals);
      }),
    ),
    z.transform(Number),
  ),
  description: z.pipe(
    z.string().check(z.trim()),
    z.transform((d: string) => d || WalletMessages.defaultDescription),
  ),
});
