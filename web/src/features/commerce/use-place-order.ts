import { useApolloClient } from '@apollo/client/react';
import { useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { focusFirstInvalid, serverErrorTarget, useToast, type useZodForm } from '../../components/ui';
import { AddressesQuery } from '../addresses/public';
import {
  CHECKOUT_SERVER_FIELDS,
  paymentSchema,
  SHIPPING_FIELDS,
  shippingSchema,
  type PaymentField,
  type ShippingField,
} from './checkout-form';
import { paymentInput } from './checkout-helpers';
import { CheckoutMessages } from './messages';
import { PlaceOrderMutation, UnreadNotificationCountQuery, WalletQuery } from './operations';
import { useCartMutations } from './use-cart';
import { usePaymentCheckout } from './use-payment-checkout';
import type { CheckoutQuote } from './use-checkout-quote';
import type { CheckoutShipping } from './use-checkout-shipping';

const PAYMENT_FIELDS: PaymentField[] = ['method'];

interface PlaceOrderInputs {
  pageRef: RefObject<HTMLDivElement | null>;
  shipping: CheckoutShipping;
  quote: CheckoutQuote;
  paymentForm: ReturnType<typeof useZodForm<ReturnType<typeof paymentSchema>>>;
  promoCode: string | null;
  useWallet: boolean;
}

/**
 * Placing the order: one submission at a time, one idempotency key per checkout visit (reused on a
 * retry). Shipping and payment are checked together: every problem shows at its field, focus goes
 * to the first one on the page. A server error that names a field shows there too; anything else
 * shows beside the Place order button.
 */
export function usePlaceOrder({
  pageRef,
  shipping,
  quote,
  paymentForm,
  promoCode,
  useWallet,
}: PlaceOrderInputs) {
  const toast = useToast();
  const client = useApolloClient();
  const navigate = useNavigate();
  const { refreshCart } = useCartMutations();
  const pay = usePaymentCheckout();
  const { payable } = quote;
  /** The shopper's details and the totals are here: what placing an order checks against. */
  const ready = !shipping.loading && Boolean(quote.value);
  const submitting = useRef(false);
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const idempotencyKey = useRef<string | null>(null);

  /** Shipping and payment checked together; every problem at its field, focus on the first. */
  function checkFields(): boolean {
    const shippingOk = shipping.form.checkWith(shippingSchema, { focus: false });
    if (!shippingOk) shipping.edit();
    const businessOk = shipping.business.check();
    const paymentOk = payable <= 0 || paymentForm.checkWith(paymentSchema(payable), { focus: false });
    if (shippingOk && businessOk && paymentOk) return true;
    focusFirstInvalid(pageRef.current);
    return false;
  }

  /** A refusal from the server: at the field it names when the checkout has it, else beside the button. */
  function showError(err: unknown) {
    const target = serverErrorTarget(
      err,
      [...SHIPPING_FIELDS, ...PAYMENT_FIELDS, 'gstin', 'businessName'],
      CheckoutMessages.failed,
      CHECKOUT_SERVER_FIELDS,
    );
    if (shipping.business.showError(target.field, target.message)) {
      // shown at the GSTIN or business name
    } else if (target.field && (SHIPPING_FIELDS as string[]).includes(target.field)) {
      shipping.edit();
      shipping.form.setError(target.field as ShippingField, { type: 'server', message: target.message });
    } else if (target.field) {
      paymentForm.setError(target.field as PaymentField, { type: 'server', message: target.message });
    } else {
      setError(target.message);
      toast.error(target.message);
      return;
    }
    focusFirstInvalid(pageRef.current);
  }

  async function place() {
    if (submitting.current) {
      toast.info(CheckoutMessages.busy);
      return;
    }
    setError(null);
    // Nothing to check yet: the form is not on the page (so no field could take the focus), or the
    // totals the order is placed against are still coming (totals that failed are refused below).
    if (!ready && (shipping.loading || quote.loading)) {
      toast.info(CheckoutMessages.notReady);
      return;
    }
    if (!checkFields()) return;
    if (!quote.value) {
      setError(CheckoutMessages.failed);
      return;
    }
    const ship = shippingSchema.parse(shipping.form.getValues());
    if (shipping.editing) shipping.save(ship);
    submitting.current = true;
    setPlacing(true);
    idempotencyKey.current ??= crypto.randomUUID();
    try {
      const { data } = await client.mutate({
        mutation: PlaceOrderMutation,
        variables: {
          idempotencyKey: idempotencyKey.current,
          input: {
            items: quote.lines,
            shipping: ship,
            payment: paymentInput(paymentForm.getValues(), payable),
            promoCode,
            useWallet,
            business: shipping.business.input(),
          },
        },
      });
      const placed = data?.placeOrder;
      if (!placed) throw new Error(CheckoutMessages.failed);
      await Promise.all([
        refreshCart(),
        client.refetchQueries({ include: [WalletQuery, UnreadNotificationCountQuery, AddressesQuery] }),
      ]);
      if (placed.checkout) {
        // Something to pay: on the provider's page (or Razorpay Checkout), back to the confirmation.
        toast.info(CheckoutMessages.toProvider);
        await pay(
          placed.checkout,
          `/order-confirmation?order=${placed.order.id}`,
          `Order for ${placed.productNames.join(', ')}`,
        );
        return;
      }
      // Paid by the wallet, or cash on delivery: confirmed now.
      toast.success(`Order placed successfully for: ${placed.productNames.join(', ')}`);
      void navigate('/order-confirmation', { state: { order: placed.order } });
    } catch (err) {
      showError(err);
    } finally {
      submitting.current = false;
      setPlacing(false);
    }
  }

  return { ready, placing, error, dismissError: () => setError(null), place };
}
