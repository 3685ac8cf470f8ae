import { useEffect, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  cx,
  layout,
  LineItem,
  LineItems,
  LoadingState,
  PageHeader,
  Spinner,
  Stepper,
  useToast,
  useToastPlacement,
} from '../../components/ui';
import { formatINR } from '../../lib/format';
import { Link } from '../../lib/link';
import { errorMessage } from '../../lib/graphql-errors';
import { useSession } from '../../lib/session';
import { CheckoutPaymentFields } from './CheckoutPaymentFields';
import { CheckoutPromoForm } from './CheckoutPromoForm';
import { CheckoutShippingCard } from './CheckoutShippingCard';
import { readBuyState, type BuyItem } from './checkout-state';
import { SummaryRows, totalsRows } from '../orders/public';
import { CheckoutMessages } from './messages';
import { useCheckout } from './use-checkout';
import styles from './commerce.module.css';

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

function Checkout({ items }: { items: BuyItem[] }) {
  const { pageRef, shipping, promo, wallet, quote, payment, order } = useCheckout(items);
  const figures = quote.value;
  // Toasts never cover Place order: under the navbar on phones, bottom left beside the summary on wide screens.
  useToastPlacement('start');

  return (
    <div className={cx(layout.container, layout.page)} ref={pageRef}>
      <PageHeader title="Checkout" />
      <Stepper steps={CHECKOUT_STEPS} current={order.step} label="Checkout progress" />
      <div className={styles.checkoutLayout}>
        <div className={layout.stack}>
          <CheckoutShippingCard shipping={shipping} />
          <CheckoutPaymentFields payment={payment} />
        </div>

        <Card as="aside" className={styles.checkoutSummary} aria-labelledby="summary-title" padding="lg">
          <h2 id="summary-title" className={styles.commerceH2}>
            Order summary
          </h2>
          <LineItems data-testid="checkout-items" className={styles.summaryLines}>
            {items.map((i) => (
              <LineItem key={i.productId} imageUrl={i.imageUrl} name={i.name}>
                {i.quantity} × {formatINR(i.price)}
              </LineItem>
            ))}
          </LineItems>

          <CheckoutPromoForm promo={promo} />

          <Checkbox
            label="Use wallet balance"
            checked={wallet.use}
            disabled={wallet.balance <= 0}
            onChange={(e) => wallet.setUse(e.target.checked)}
            hint={`Your wallet balance is ${formatINR(wallet.balance)}`}
            data-testid="use-wallet"
          />

          <div aria-live="polite" aria-busy={quote.loading}>
            {figures ? (
              <SummaryRows rows={totalsRows(figures)} flush />
            ) : quote.error ? (
              <Alert variant="error">{errorMessage(quote.error, CheckoutMessages.validateFailed)}</Alert>
            ) : (
              <LoadingState label="Calculating totals..." />
            )}
            {figures && quote.loading && (
              <p className={cx(layout.textSm, layout.textMuted, layout.row)}>
                <Spinner size="sm" /> Updating totals...
              </p>
            )}
            {figures && quote.error && (
              <Alert variant="error">{errorMessage(quote.error, CheckoutMessages.validateFailed)}</Alert>
            )}
          </div>

          {order.error && (
            <Alert variant="error" onDismiss={order.dismissError} data-testid="checkout-error">
              {order.error}
            </Alert>
          )}
          <Button
            size="lg"
            fullWidth
            loading={order.placing}
            loadingText="Placing order..."
            aria-disabled={!order.ready || undefined}
            onClick={() => void order.place()}
            data-testid="place-order"
          >
            Place order{figures ? ` · ${formatINR(payment.payable)}` : ''}
          </Button>
          <p className={styles.checkoutNotice}>
            Your details are used to deliver and invoice this order: <Link to="/privacy">Privacy notice</Link>
          </p>
        </Card>
      </div>
    </div>
  );
}
