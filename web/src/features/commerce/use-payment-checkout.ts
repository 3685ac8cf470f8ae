import type { ResultOf } from '@graphql-typed-document-node/core';
import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useToast } from '../../components/ui';
import { errorMessage } from '../../lib/graphql-errors';
import { useShopName } from '../../lib/shop';
import { PaymentMessages } from './messages';
import { ConfirmPaymentMutation, type PaymentCheckoutFieldsFragment } from './operations';

export type PaymentCheckout = ResultOf<typeof PaymentCheckoutFieldsFragment>;
type Confirmed = NonNullable<ResultOf<typeof ConfirmPaymentMutation>['confirmPayment']>;

/** The return's query parameters: the test gateway's page sends the browser back with these. */
const RETURN_PARAMS = ['payment', 'provider_order_id', 'provider_payment_id', 'signature', 'status'];

interface RazorpayResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}
interface RazorpayInstance {
  open(): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

const scripts = new Map<string, Promise<RazorpayConstructor>>();

/** Razorpay Checkout's script, loaded once and only when a payment opens it (the payment step). */
function loadRazorpay(src: string): Promise<RazorpayConstructor> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<RazorpayConstructor>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => {
        const ctor = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
        if (ctor) resolve(ctor);
        else reject(new Error(PaymentMessages.scriptFailed));
      };
      script.onerror = () => reject(new Error(PaymentMessages.scriptFailed));
      document.head.appendChild(script);
    });
    loading.catch(() => scripts.delete(src));
    scripts.set(src, loading);
  }
  return loading;
}

/** `returnTo` with a signed return's parameters, the same ones the test gateway's page sends. */
function withReturn(returnTo: string, params: Record<string, string>): string {
  const url = new URL(returnTo, window.location.origin);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return `${url.pathname}${url.search}`;
}

/**
 * Following a PaymentCheckout (an order's or a wallet top-up's), the one way every screen pays:
 * `redirect` leaves for the provider's hosted page (the test gateway), which sends the browser
 * back to `returnTo` with a signed return; `razorpay` opens Razorpay Checkout over this page (its
 * script loaded now, from the URL the server names) and then goes to `returnTo` with the same
 * signed return. Either way `useSignedReturn` on the return page confirms it.
 */
export function usePaymentCheckout() {
  const navigate = useNavigate();
  const shopName = useShopName();
  return useCallback(
    async (checkout: PaymentCheckout, returnTo: string, description: string): Promise<void> => {
      if (checkout.kind === 'razorpay' && checkout.keyId && checkout.providerOrderId && checkout.scriptUrl) {
        const Razorpay = await loadRazorpay(checkout.scriptUrl);
        const { keyId, providerOrderId } = checkout;
        await new Promise<void>((resolve) => {
          new Razorpay({
            key: keyId,
            order_id: providerOrderId,
            amount: Math.round(checkout.amount * 100),
            currency: 'INR',
            name: shopName,
            description,
            handler: (r: RazorpayResponse) => {
              resolve();
              void navigate(
                withReturn(returnTo, {
                  payment: checkout.paymentId,
                  provider_order_id: r.razorpay_order_id,
                  provider_payment_id: r.razorpay_payment_id,
                  signature: r.razorpay_signature,
                }),
              );
            },
            modal: {
              ondismiss: () => {
                resolve();
                void navigate(withReturn(returnTo, { payment: checkout.paymentId, status: 'cancelled' }));
              },
            },
          }).open();
        });
        return;
      }
      if (!checkout.url) throw new Error(PaymentMessages.scriptFailed);
      window.location.assign(checkout.url);
    },
    [navigate, shopName],
  );
}

/**
 * Back from the provider (`?payment=…&provider_order_id=…&provider_payment_id=…&signature=…`): the
 * signed return is confirmed once, the return's parameters are taken off the address (others, such
 * as `order`, stay), and `onSettled` hears the payment's state. A return without a signature (the
 * bank has not answered, the window was closed) only cleans the address: the page shows the live
 * state.
 */
export function useSignedReturn(onSettled: (paid: Confirmed | null, status: string | null) => void) {
  const [params, setParams] = useSearchParams();
  const [confirm] = useMutation(ConfirmPaymentMutation);
  const toast = useToast();
  const done = useRef(false);
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  });
  useEffect(() => {
    const paymentId = params.get('payment');
    if (!paymentId || done.current) return;
    done.current = true;
    const providerOrderId = params.get('provider_order_id');
    const providerPaymentId = params.get('provider_payment_id');
    const signature = params.get('signature');
    const status = params.get('status');
    const kept = new URLSearchParams(params);
    for (const k of RETURN_PARAMS) kept.delete(k);
    setParams(kept, { replace: true });
    if (!providerOrderId || !providerPaymentId || !signature) {
      settled.current(null, status);
      return;
    }
    confirm({ variables: { input: { paymentId, providerOrderId, providerPaymentId, signature } } })
      .then((res) => settled.current(res.data?.confirmPayment ?? null, status))
      .catch((err: unknown) => {
        toast.error(errorMessage(err, PaymentMessages.confirmFailed));
        settled.current(null, status);
      });
  }, [params, setParams, confirm, toast]);
}
