import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { focusFirstInvalid, serverErrorTarget, useToast, useZodForm } from '../../components/ui';
import type { QuoteQuery as QuoteData } from '../../graphql/graphql';
import { useSession } from '../../lib/session';
import { AddressesQuery, type SavedAddress } from '../addresses/public';
import {
  CHECKOUT_SERVER_FIELDS,
  emptyPayment,
  paymentSchema,
  promoSchema,
  SHIPPING_FIELDS,
  shippingSaveSchema,
  shippingSchema,
  type PaymentChoice,
  type PaymentField,
  type ShippingField,
  type ShippingForm,
} from './checkout-form';
import { paymentInput } from './checkout-helpers';
import type { BuyItem } from './checkout-state';
import { CheckoutMessages } from './messages';
import {
  CheckoutProfileQuery,
  PlaceOrderMutation,
  QuoteQuery,
  UnreadNotificationCountQuery,
  ValidatePromoCodeQuery,
  WalletQuery,
} from './operations';
import { useCartMutations } from './use-cart';

const PAYMENT_FIELDS: PaymentField[] = ['method', 'cardNumber', 'expiry', 'cvv', 'upiId'];

/**
 * Everything the checkout screen does, without its markup: the shipping form (prefilled from the
 * profile), the promo code, the wallet choice, the server's quote for exactly these items, the
 * payment fields, and placing the order (one idempotency key per visit, one submission at a time).
 *
 * Placing checks shipping and payment together: every problem shows at its field, and focus goes to
 * the first one on the page. A server error that names a field shows there too; anything else shows
 * beside the Place order button.
 */
export function useCheckout(items: BuyItem[]) {
  const toast = useToast();
  const client = useApolloClient();
  const navigate = useNavigate();
  const { refreshCart } = useCartMutations();
  const { user } = useSession();
  const pageRef = useRef<HTMLDivElement>(null);

  // ---- shipping (prefilled from the profile; city and postal code are not in it, so it opens in edit mode)
  const profile = useQuery(CheckoutProfileQuery, { fetchPolicy: 'cache-first' });
  const shippingForm = useZodForm(shippingSaveSchema, {
    defaultValues: {
      name: user?.name ?? '',
      phone: user?.mobileNumber ?? '',
      email: user?.email ?? '',
      address: user?.address ?? '',
      city: '',
      postalCode: '',
    },
  });
  const [editing, setEditing] = useState(true);
  const [saved, setSaved] = useState<ShippingForm | null>(null);
  const me = profile.data?.me;
  const { getValues: shippingValues, setValue: setShipping } = shippingForm;
  useEffect(() => {
    if (!me) return;
    const fromProfile = { name: me.name, phone: me.mobileNumber, email: me.email, address: me.address };
    for (const [field, value] of Object.entries(fromProfile) as [ShippingField, string][])
      if (!shippingValues(field) && value) setShipping(field, value);
  }, [me, shippingValues, setShipping]);

  // The address book: the last used address (else the default) is preselected, once, on arrival.
  const book = useQuery(AddressesQuery, { fetchPolicy: 'cache-and-network' });
  const addresses = useMemo(() => book.data?.addresses ?? [], [book.data]);
  const preselected = useRef(false);
  const chooseAddress = useCallback(
    (a: SavedAddress) => {
      const values: ShippingForm = {
        name: a.name,
        phone: a.phone,
        email: shippingValues('email') || me?.email || '',
        address: a.address,
        city: a.city,
        postalCode: a.postalCode,
      };
      shippingForm.reset(values);
      setSaved(values);
      setEditing(false);
    },
    [shippingForm, shippingValues, me],
  );
  useEffect(() => {
    if (preselected.current || !me || !book.data) return;
    preselected.current = true;
    const pick = book.data.addresses.find((a) => a.preselected);
    if (pick && !shippingForm.formState.isDirty) chooseAddress(pick);
  }, [me, book.data, chooseAddress, shippingForm.formState.isDirty]);

  const shippingLoading = (profile.loading && !me) || (book.loading && !book.data);
  const shipping = {
    form: shippingForm,
    editing,
    loading: shippingLoading,
    saved,
    addresses,
    chooseAddress,
    edit: () => setEditing(true),
    save: (values: ShippingForm) => {
      setSaved(values);
      setEditing(false);
    },
    /** Back to the saved details (only offered once there are some). */
    cancel: () => {
      if (!saved) return;
      shippingForm.reset(saved);
      setEditing(false);
    },
  };

  // ---- promo code and wallet
  const [promoCode, setPromoCode] = useState<string | null>(null);
  const [useWallet, setUseWallet] = useState(false);
  const promoForm = useZodForm(promoSchema, { defaultValues: { code: '' } });

  async function applyPromo({ code }: { code: string }) {
    try {
      const { data, error } = await client.query({
        query: ValidatePromoCodeQuery,
        variables: { code },
        fetchPolicy: 'network-only',
      });
      if (error || !data) throw error ?? new Error(CheckoutMessages.invalidPromo);
      setPromoCode(data.validatePromoCode.code);
      promoForm.reset();
      toast.success(`Promo code applied: ${data.validatePromoCode.label}!`);
    } catch (err) {
      // Every refusal is about the code, so it shows at the code field.
      const { message } = serverErrorTarget(err, [], CheckoutMessages.invalidPromo);
      promoForm.setError('code', { type: 'server', message });
      promoForm.focusFirstError();
    }
  }

  // ---- the server's figures for these items, promo and wallet choice
  const lines = useMemo(() => items.map((i) => ({ productId: i.productId, quantity: i.quantity })), [items]);
  const quoteQuery = useQuery(QuoteQuery, {
    variables: { input: { items: lines, promoCode, useWallet } },
    fetchPolicy: 'network-only',
  });
  const [lastQuote, setLastQuote] = useState<QuoteData['quote'] | null>(null);
  useEffect(() => {
    if (quoteQuery.data?.quote) setLastQuote(quoteQuery.data.quote);
  }, [quoteQuery.data]);
  const quote = quoteQuery.data?.quote ?? lastQuote;
  const walletBalance = quote?.walletBalance ?? 0;
  const payable = quote?.totalAmount ?? 0;

  // ---- payment (rules depend on the amount payable: nothing to pay, no method needed)
  const paymentForm = useZodForm(paymentSchema(payable), {
    defaultValues: emptyPayment,
    serverFields: CHECKOUT_SERVER_FIELDS,
  });
  function choosePayment(method: PaymentChoice) {
    paymentForm.reset({ ...emptyPayment, method });
  }

  // ---- placing: one submission at a time; one idempotency key per checkout visit, reused on retry
  /** The shopper's details and the totals are here: what placing an order checks against. */
  const ready = !shippingLoading && Boolean(quote);
  const submitting = useRef(false);
  const [placing, setPlacing] = useState(false);
  const [orderError, setOrderError] = useState<string | null>(null);
  const idempotencyKey = useRef<string | null>(null);

  /** Shipping and payment checked together; every problem at its field, focus on the first. */
  function checkFields(): boolean {
    const shippingOk = shippingForm.checkWith(shippingSchema, { focus: false });
    if (!shippingOk) setEditing(true);
    const paymentOk = payable <= 0 || paymentForm.checkWith(paymentSchema(payable), { focus: false });
    if (shippingOk && paymentOk) return true;
    focusFirstInvalid(pageRef.current);
    return false;
  }

  /** A refusal from the server: at the field it names when the checkout has it, else beside the button. */
  function showOrderError(err: unknown) {
    const target = serverErrorTarget(
      err,
      [...SHIPPING_FIELDS, ...PAYMENT_FIELDS],
      CheckoutMessages.failed,
      CHECKOUT_SERVER_FIELDS,
    );
    if (target.field && (SHIPPING_FIELDS as string[]).includes(target.field)) {
      setEditing(true);
      shippingForm.setError(target.field as ShippingField, { type: 'server', message: target.message });
    } else if (target.field) {
      paymentForm.setError(target.field as PaymentField, { type: 'server', message: target.message });
    } else {
      setOrderError(target.message);
      toast.error(target.message);
      return;
    }
    focusFirstInvalid(pageRef.current);
  }

  async function placeOrder() {
    if (submitting.current) {
      toast.info(CheckoutMessages.busy);
      return;
    }
    setOrderError(null);
    // Nothing to check yet: the form is not on the page (so no field could take the focus), or the
    // totals the order is placed against are still coming (totals that failed are refused below).
    if (!ready && (shippingLoading || quoteQuery.loading)) {
      toast.info(CheckoutMessages.notReady);
      return;
    }
    if (!checkFields()) return;
    if (!quote) {
      setOrderError(CheckoutMessages.failed);
      return;
    }
    const ship = shippingSchema.parse(shippingForm.getValues());
    if (editing) shipping.save(ship);
    submitting.current = true;
    setPlacing(true);
    idempotencyKey.current ??= crypto.randomUUID();
    try {
      const { data } = await client.mutate({
        mutation: PlaceOrderMutation,
        variables: {
          idempotencyKey: idempotencyKey.current,
          input: {
            items: lines,
            shipping: ship,
            payment: paymentInput(paymentForm.getValues(), payable),
            promoCode,
            useWallet,
          },
        },
      });
      const placed = data?.placeOrder;
      if (!placed) throw new Error(CheckoutMessages.failed);
      toast.success(`Order placed successfully for: ${placed.productNames.join(', ')}`);
      await Promise.all([
        refreshCart(),
        client.refetchQueries({ include: [WalletQuery, UnreadNotificationCountQuery, AddressesQuery] }),
      ]);
      void navigate('/order-confirmation', { state: { order: placed.order } });
    } catch (err) {
      showOrderError(err);
    } finally {
      submitting.current = false;
      setPlacing(false);
    }
  }

  return {
    pageRef,
    shipping,
    promo: {
      form: promoForm,
      applied: promoCode,
      label: quote?.promoLabel ?? null,
      apply: applyPromo,
      remove: () => setPromoCode(null),
    },
    wallet: { use: useWallet, setUse: setUseWallet, balance: walletBalance },
    quote: { value: quote, loading: quoteQuery.loading, error: quoteQuery.error },
    payment: {
      form: paymentForm,
      payable,
      walletCovers: Boolean(quote) && payable <= 0,
      choose: choosePayment,
    },
    order: {
      ready,
      placing,
      error: orderError,
      dismissError: () => setOrderError(null),
      place: placeOrder,
      step: !editing && saved && shippingSchema.safeParse(saved).success ? 1 : 0,
    },
  };
}
