import { useCallback, useRef, useState } from 'react';
import { useZodForm } from '../../components/ui';
import {
  CHECKOUT_SERVER_FIELDS,
  emptyPayment,
  paymentSchema,
  shippingSchema,
  type PaymentChoice,
} from './checkout-form';
import type { BuyItem } from './checkout-state';
import { useCheckoutPromo } from './use-checkout-promo';
import { useCheckoutQuote } from './use-checkout-quote';
import { useCheckoutShipping } from './use-checkout-shipping';
import { usePlaceOrder } from './use-place-order';

/**
 * Everything the checkout screen does, without its markup, composed of its parts: the shipping
 * details (`useCheckoutShipping`), the promo code (`useCheckoutPromo`), the wallet choice, the
 * server's quote for exactly these items (`useCheckoutQuote`), the payment fields, and placing the
 * order (`usePlaceOrder`).
 */
export function useCheckout(items: BuyItem[]) {
  const pageRef = useRef<HTMLDivElement>(null);
  const shipping = useCheckoutShipping();
  const promo = useCheckoutPromo();
  const [useWallet, setUseWallet] = useState(false);
  const quote = useCheckoutQuote(items, promo.applied, useWallet, shipping.saved?.stateCode || null);
  const { payable } = quote;

  // Payment: its rules depend on the amount payable (nothing to pay, no method needed).
  const paymentForm = useZodForm(paymentSchema(payable), {
    defaultValues: emptyPayment,
    serverFields: CHECKOUT_SERVER_FIELDS,
  });
  const { reset } = paymentForm;
  const choose = useCallback((method: PaymentChoice | '') => reset({ method }), [reset]);
  const order = usePlaceOrder({ pageRef, shipping, quote, paymentForm, promoCode: promo.applied, useWallet });

  return {
    pageRef,
    shipping,
    promo: { ...promo, label: quote.value?.promoLabel ?? null },
    wallet: { use: useWallet, setUse: setUseWallet, balance: quote.walletBalance },
    quote: { value: quote.value, loading: quote.loading, error: quote.error },
    payment: {
      form: paymentForm,
      payable,
      walletCovers: Boolean(quote.value) && payable <= 0,
      cashOnDelivery: quote.value?.cashOnDelivery ?? false,
      cashOnDeliveryLimit: quote.value?.cashOnDeliveryLimit ?? 0,
      choose,
    },
    order: {
      ...order,
      step: !shipping.editing && shipping.saved && shippingSchema.safeParse(shipping.saved).success ? 1 : 0,
    },
  };
}
