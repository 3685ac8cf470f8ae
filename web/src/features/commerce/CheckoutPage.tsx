import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Icon,
  ImageWithFallback,
  LoadingState,
  PageHeader,
  Spinner,
  Stepper,
  TextField,
  useToast,
} from '../../components/ui';
import type { QuoteQuery as QuoteData } from '../../graphql/graphql';
import { formatINR } from '../../lib/format';
import { errorMessage } from '../../lib/graphql-errors';
import { useSession } from '../../lib/session';
import {
  CheckoutMessages,
  PAYMENT_CHOICES,
  emptyPayment,
  formatCardNumber,
  formatCvv,
  formatExpiry,
  paymentInput,
  validatePayment,
  validateShippingComplete,
  validateShippingEdit,
  type PaymentChoice,
  type PaymentField,
  type PaymentForm,
  type ShippingForm,
} from './checkout-helpers';
import { SummaryRows, totalsRows } from '../orders/public';
import { readBuyState, type BuyItem } from './checkout-state';
import {
  CheckoutProfileQuery,
  PlaceOrderMutation,
  QuoteQuery,
  ValidatePromoCodeQuery,
  WalletQuery,
  UnreadNotificationCountQuery,
} from './operations';
import { useCartMutations } from './use-cart';
import './commerce.css';

export const CHECKOUT_STEPS = ['Shipping', 'Payment', 'Confirmation'];

/** /buy: the items come in navigation state (from the cart or Buy now). */
export function CheckoutPage() {
  const { token } = useSession();
  const location = useLocation();
  const items = useMemo(() => readBuyState(location.state), [location.state]);
  const toast = useToast();
  const redirect = !token ? 'login' : items.length === 0 ? 'cart' : null;

  useEffect(() => {
    if (redirect === 'login') toast.error(CheckoutMessages.notLoggedIn);
    else if (redirect === 'cart') toast.error(CheckoutMessages.noItems);
  }, [redirect, toast]);

  if (redirect === 'login') return <Navigate to="/login" replace state={{ from: '/buy' }} />;
  if (redirect === 'cart') return <Navigate to="/cart" replace />;
  return <Checkout items={items} />;
}

const shippingLabels: Record<keyof ShippingForm, string> = {
  name: 'Full name',
  phone: 'Phone',
  email: 'Email',
  address: 'Address',
  city: 'City',
  postalCode: 'Postal code',
};

function Checkout({ items }: { items: BuyItem[] }) {
  const toast = useToast();
  const client = useApolloClient();
  const navigate = useNavigate();
  const { refreshCart } = useCartMutations();
  const { user } = useSession();

  // ---- shipping (prefilled from the profile)
  const profile = useQuery(CheckoutProfileQuery, { fetchPolicy: 'cache-first' });
  const [shipping, setShipping] = useState<ShippingForm>(() => ({
    name: user?.name ?? '',
    phone: user?.mobileNumber ?? '',
    email: user?.email ?? '',
    address: user?.address ?? '',
    city: '',
    postalCode: '',
  }));
  const [editing, setEditing] = useState(true);
  const me = profile.data?.me;
  useEffect(() => {
    if (!me) return;
    setShipping((s) => ({
      ...s,
      name: s.name || me.name,
      phone: s.phone || me.mobileNumber,
      email: s.email || me.email,
      address: s.address || me.address,
    }));
  }, [me]);

  // ---- promo and wallet
  const [promoInput, setPromoInput] = useState('');
  const [promoCode, setPromoCode] = useState<string | null>(null);
  const [promoError, setPromoError] = useState<string | null>(null);
  const [applyingPromo, setApplyingPromo] = useState(false);
  const [useWallet, setUseWallet] = useState(false);

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

  // ---- payment
  const [payment, setPayment] = useState<PaymentForm>(emptyPayment);
  const [paymentErrors, setPaymentErrors] = useState<Partial<Record<PaymentField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  // ---- submission: one at a time; one idempotency key per checkout attempt (this visit), reused on retry
  const submitting = useRef(false);
  const [placing, setPlacing] = useState(false);
  const idempotencyKey = useRef<string | null>(null);

  const shippingDone = !editing && !validateShippingComplete(shipping);
  const step = shippingDone ? 1 : 0;

  function choose(method: PaymentChoice) {
    setPayment({ ...emptyPayment, method });
    setPaymentErrors({});
    setFormError(null);
  }

  async function applyPromo(e?: FormEvent) {
    e?.preventDefault();
    const code = promoInput.trim();
    setPromoError(null);
    if (!code) return setPromoError(CheckoutMessages.invalidPromo);
    setApplyingPromo(true);
    try {
      const { data, error } = await client.query({
        query: ValidatePromoCodeQuery,
        variables: { code },
        fetchPolicy: 'network-only',
      });
      if (error || !data) throw error ?? new Error(CheckoutMessages.invalidPromo);
      setPromoCode(data.validatePromoCode.code);
      setPromoInput('');
      toast.success(`Promo code applied: ${data.validatePromoCode.label}!`);
    } catch (err) {
      setPromoError(errorMessage(err, CheckoutMessages.invalidPromo));
    } finally {
      setApplyingPromo(false);
    }
  }

  async function placeOrder() {
    if (submitting.current) {
      toast.info(CheckoutMessages.busy);
      return;
    }
    setFormError(null);
    const shippingProblem = editing ? CheckoutMessages.shippingInfo : validateShippingComplete(shipping);
    if (shippingProblem) {
      setFormError(shippingProblem);
      return;
    }
    if (!quote) {
      setFormError(CheckoutMessages.failed);
      return;
    }
    const errors = validatePayment(payment, payable);
    setPaymentErrors(errors);
    const first = Object.values(errors)[0];
    if (first) {
      setFormError(first);
      return;
    }
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
            shipping: {
              name: shipping.name.trim(),
              phone: shipping.phone.trim(),
              email: shipping.email.trim(),
              address: shipping.address.trim(),
              city: shipping.city.trim(),
              postalCode: shipping.postalCode.trim(),
            },
            payment: paymentInput(payment, payable),
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
        client.refetchQueries({ include: [WalletQuery, UnreadNotificationCountQuery] }),
      ]);
      void navigate('/order-confirmation', { state: { order: placed.order } });
    } catch (err) {
      const message = errorMessage(err, CheckoutMessages.failed);
      setFormError(message);
      toast.error(message);
    } finally {
      submitting.current = false;
      setPlacing(false);
    }
  }

  return (
    <div className="container page">
      <PageHeader title="Checkout" />
      <Stepper steps={CHECKOUT_STEPS} current={step} label="Checkout progress" />
      <div className="checkout-layout">
        <div className="stack">
          <ShippingCard
            value={shipping}
            editing={editing}
            loading={profile.loading && !me}
            onEdit={() => setEditing(true)}
            onSave={(next) => {
              setShipping(next);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
            canCancel={!validateShippingComplete(shipping)}
          />
          <Card as="section" aria-labelledby="payment-title" padding="lg">
            <h2 id="payment-title" className="commerce-h2">
              Payment
            </h2>
            {quote && payable <= 0 ? (
              <Alert variant="success">Your wallet covers this order. No other payment is needed.</Alert>
            ) : (
              <PaymentFields
                value={payment}
                errors={paymentErrors}
                onChoose={choose}
                onChange={(patch) => {
                  setPayment((p) => ({ ...p, ...patch }));
                  setPaymentErrors({});
                  setFormError(null);
                }}
              />
            )}
          </Card>
        </div>

        <Card as="aside" className="checkout-summary" aria-labelledby="summary-title" padding="lg">
          <h2 id="summary-title" className="commerce-h2">
            Order summary
          </h2>
          <ul className="checkout-items" data-testid="checkout-items">
            {items.map((i) => (
              <li key={i.productId} className="checkout-item">
                <ImageWithFallback src={i.imageUrl} alt="" className="checkout-item__img" />
                <span className="checkout-item__name">{i.name}</span>
                <span className="checkout-item__qty text-sm text-muted">
                  {i.quantity} × {formatINR(i.price)}
                </span>
              </li>
            ))}
          </ul>

          <form className="promo-form" onSubmit={(e) => void applyPromo(e)} aria-label="Discount">
            {promoCode ? (
              <div className="promo-applied" data-testid="promo-applied">
                <span>
                  Promo <strong>{promoCode}</strong>
                  {quote?.promoLabel ? ` — ${quote.promoLabel}` : ''}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    setPromoCode(null);
                    setPromoError(null);
                  }}
                >
                  Remove
                </Button>
              </div>
            ) : (
              <div className="promo-form__row">
                <TextField
                  label="Promo code"
                  value={promoInput}
                  onChange={(e) => {
                    setPromoInput(e.target.value);
                    setPromoError(null);
                  }}
                  error={promoError}
                  autoCapitalize="characters"
                  autoComplete="off"
                />
                <Button type="submit" variant="secondary" loading={applyingPromo}>
                  Apply
                </Button>
              </div>
            )}
          </form>

          <Checkbox
            label="Use wallet balance"
            checked={useWallet}
            disabled={walletBalance <= 0}
            onChange={(e) => setUseWallet(e.target.checked)}
            hint={`Your wallet balance is ${formatINR(walletBalance)}`}
            data-testid="use-wallet"
          />

          <div className="checkout-figures" aria-live="polite" aria-busy={quoteQuery.loading}>
            {quote ? (
              <SummaryRows rows={totalsRows(quote)} />
            ) : quoteQuery.error ? (
              <Alert variant="error">{errorMessage(quoteQuery.error, 'Failed to validate items')}</Alert>
            ) : (
              <LoadingState label="Calculating totals..." />
            )}
            {quote && quoteQuery.loading && (
              <p className="text-sm text-muted row">
                <Spinner size="sm" /> Updating totals...
              </p>
            )}
            {quote && quoteQuery.error && (
              <Alert variant="error">{errorMessage(quoteQuery.error, 'Failed to validate items')}</Alert>
            )}
          </div>

          {formError && (
            <Alert variant="error" onDismiss={() => setFormError(null)} data-testid="checkout-error">
              {formError}
            </Alert>
          )}
          <Button
            size="lg"
            fullWidth
            loading={placing}
            loadingText="Placing order..."
            aria-disabled={!quote || undefined}
            onClick={() => void placeOrder()}
            data-testid="place-order"
          >
            Place order{quote ? ` · ${formatINR(payable)}` : ''}
          </Button>
        </Card>
      </div>
    </div>
  );
}

function ShippingCard({
  value,
  editing,
  loading,
  onEdit,
  onSave,
  onCancel,
  canCancel,
}: {
  value: ShippingForm;
  editing: boolean;
  loading: boolean;
  onEdit: () => void;
  onSave: (next: ShippingForm) => void;
  onCancel: () => void;
  canCancel: boolean;
}) {
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (editing) setDraft(value);
  }, [editing, value]);

  function save(e: FormEvent) {
    e.preventDefault();
    const problem = validateShippingEdit(draft);
    setError(problem);
    if (!problem) onSave(draft);
  }

  return (
    <Card as="section" aria-labelledby="shipping-title" padding="lg">
      <div className="commerce-card-head">
        <h2 id="shipping-title" className="commerce-h2">
          Shipping details
        </h2>
        {!editing && (
          <Button variant="secondary" size="sm" onClick={onEdit}>
            <Icon name="edit" size={16} /> Edit
          </Button>
        )}
      </div>
      {loading ? (
        <LoadingState label="Loading your details..." />
      ) : editing ? (
        <form onSubmit={save} aria-label="Shipping details" noValidate className="shipping-form">
          {(Object.keys(shippingLabels) as (keyof ShippingForm)[]).map((k) => (
            <TextField
              key={k}
              label={shippingLabels[k]}
              value={draft[k]}
              required
              className={k === 'address' ? 'shipping-form__wide' : undefined}
              type={k === 'email' ? 'email' : k === 'phone' ? 'tel' : 'text'}
              autoComplete={
                {
                  name: 'name',
                  phone: 'tel',
                  email: 'email',
                  address: 'street-address',
                  city: 'address-level2',
                  postalCode: 'postal-code',
                }[k]
              }
              inputMode={k === 'postalCode' ? 'numeric' : undefined}
              onChange={(e) => {
                setDraft((d) => ({ ...d, [k]: e.target.value }));
                setError(null);
              }}
            />
          ))}
          {error && (
            <div className="shipping-form__wide">
              <Alert variant="error">{error}</Alert>
            </div>
          )}
          <div className="row shipping-form__wide">
            <Button type="submit">Save</Button>
            {canCancel && (
              <Button variant="secondary" onClick={onCancel}>
                Cancel
              </Button>
            )}
          </div>
        </form>
      ) : (
        <address className="shipping-view" data-testid="shipping-view">
          <strong>{value.name}</strong>
          <span>{value.address}</span>
          <span>
            {value.city} {value.postalCode}
          </span>
          <span>{value.phone}</span>
          <span>{value.email}</span>
        </address>
      )}
    </Card>
  );
}

function PaymentFields({
  value,
  errors,
  onChoose,
  onChange,
}: {
  value: PaymentForm;
  errors: Partial<Record<PaymentField, string>>;
  onChoose: (m: PaymentChoice) => void;
  onChange: (patch: Partial<PaymentForm>) => void;
}) {
  return (
    <div className="stack">
      <fieldset className="pay-methods" aria-describedby={errors.method ? 'pay-method-error' : undefined}>
        <legend className="ui-field__label">Payment method</legend>
        <div className="pay-methods__options">
          {PAYMENT_CHOICES.map((m) => (
            <label key={m} className="pay-method" data-checked={value.method === m || undefined}>
              <input
                type="radio"
                name="payment-method"
                value={m}
                checked={value.method === m}
                onChange={() => onChoose(m)}
              />
              <span>{m}</span>
            </label>
          ))}
        </div>
        {errors.method && (
          <p id="pay-method-error" className="ui-field__error">
            {errors.method}
          </p>
        )}
      </fieldset>
      {value.method === 'Card' && (
        <div className="card-fields">
          <TextField
            label="Card number"
            className="card-fields__wide"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            maxLength={19}
            value={value.cardNumber}
            error={errors.cardNumber}
            onChange={(e) => onChange({ cardNumber: formatCardNumber(e.target.value) })}
          />
          <TextField
            label="Expiry (MM/YY)"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={5}
            value={value.expiry}
            error={errors.expiry}
            onChange={(e) => onChange({ expiry: formatExpiry(e.target.value) })}
          />
          <TextField
            label="CVV"
            inputMode="numeric"
            autoComplete="cc-csc"
            type="password"
            maxLength={4}
            value={value.cvv}
            error={errors.cvv}
            onChange={(e) => onChange({ cvv: formatCvv(e.target.value) })}
          />
        </div>
      )}
      {value.method && value.method !== 'Card' && (
        <TextField
          label={`${value.method} UPI ID`}
          placeholder="name@bank"
          autoComplete="off"
          value={value.upiId}
          error={errors.upiId}
          onChange={(e) => onChange({ upiId: e.target.value })}
        />
      )}
    </div>
  );
}
