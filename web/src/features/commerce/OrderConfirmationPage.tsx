import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import {
  alertIcon,
  ButtonLink,
  Card,
  cx,
  errorIcon,
  ErrorState,
  Icon,
  type IconPath,
  layout,
  LineItem,
  LineItems,
  LoadingState,
  PageHeader,
  Spinner,
  Stepper,
  useToast,
  successIcon,
} from '../../components/ui';
import { errorMessage } from '../../lib/graphql-errors';
import { useSession } from '../../lib/session';
import { useOnReconnect } from '../../lib/socket-status';
import type { OrderFieldsFragment } from '../../graphql/graphql';
import { formatINR } from '../../lib/format';
import { formatDateTime } from '../../lib/dates';
import {
  InvoiceButton,
  orderRef,
  paymentSummary,
  StatusBadge,
  SummaryRows,
  totalsRows,
  useOrderChanges,
} from '../orders/public';
import { LoginRequired } from './components';
import { PaymentMessages } from './messages';
import { OrderPaymentQuery } from './operations';
import { PaymentStatePanel, type LivePayment } from './PaymentStatePanel';
import { useSignedReturn } from './use-payment-checkout';
import { CHECKOUT_STEPS } from './CheckoutPage';
import styles from './commerce.module.css';

const NO_ORDER = 'No order data found. Please place an order.';

function readOrder(state: unknown): OrderFieldsFragment | null {
  const order = (state as { order?: OrderFieldsFragment } | null)?.order;
  return order && typeof order.id === 'string' && Array.isArray(order.items) && order.totals ? order : null;
}

/**
 * /order-confirmation: the order placed a moment ago, from navigation state (paid by the wallet,
 * cash on delivery); or `?order=<id>`, the provider's return: the order loaded and its payment
 * shown live.
 */
export function OrderConfirmationPage() {
  const [params] = useSearchParams();
  const id = params.get('order');
  if (id) return <ReturnedConfirmation id={id} />;
  return <PlacedConfirmation />;
}

function PlacedConfirmation() {
  const location = useLocation();
  const order = readOrder(location.state);
  const toast = useToast();
  useEffect(() => {
    if (!order) toast.error(NO_ORDER);
  }, [order, toast]);
  if (!order) return <Navigate to="/cart" replace />;
  return <Confirmation order={order} />;
}

/** Back from the provider: the signed return confirmed, then the payment's state live (orderChanged). */
function ReturnedConfirmation({ id }: { id: string }) {
  const { token } = useSession();
  if (!token)
    return (
      <LoginRequired message="Please log in to see your order." from={`/order-confirmation?order=${id}`} />
    );
  return <LiveConfirmation id={id} />;
}

function LiveConfirmation({ id }: { id: string }) {
  const toast = useToast();
  const { data, error, refetch } = useQuery(OrderPaymentQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const again = () => void refetch().catch(() => undefined);
  useSignedReturn((paid, status) => {
    if (paid?.state === 'PAID') toast.success(PaymentMessages.paid);
    else if (status === 'cancelled') toast.info(PaymentMessages.cancelled);
    again();
  });
  useOrderChanges((change) => {
    if (change.orderId === id) again();
  });
  useOnReconnect(again);

  if (!data) {
    if (error)
      return (
        <div className={cx(layout.container, layout.page)}>
          <ErrorState message={errorMessage(error, 'Failed to load your order')} onRetry={again} />
        </div>
      );
    return <LoadingState label="Loading your order..." />;
  }
  return <Confirmation order={data.order} live={data.order} />;
}

const HERO: Record<string, { title: string; icon: IconPath; tone: string | undefined }> = {
  PENDING: { title: 'Waiting for your payment', icon: alertIcon, tone: styles.confirmationIconPending },
  FAILED: { title: 'Payment failed', icon: errorIcon, tone: styles.confirmationIconFailed },
  EXPIRED: { title: 'Order expired', icon: errorIcon, tone: styles.confirmationIconFailed },
};
const PLACED = { title: 'Order placed successfully!', icon: successIcon, tone: undefined };

function Confirmation({ order, live }: { order: OrderFieldsFragment; live?: LivePayment }) {
  const online = live && live.payment.method !== 'COD';
  const hero = (online && HERO[live.payment.status]) || PLACED;
  return (
    <div className={cx(layout.container, layout.page)}>
      <Stepper steps={CHECKOUT_STEPS} current={CHECKOUT_STEPS.length} label="Checkout progress" />
      <div className={styles.confirmationHero} role="status" data-testid="confirmation-hero">
        <span className={cx(styles.confirmationIcon, hero.tone)} aria-hidden="true">
          {online && live.payment.status === 'PENDING' ? <Spinner /> : <Icon icon={hero.icon} size={40} />}
        </span>
        <PageHeader
          className={styles.confirmationHeader}
          title={hero.title}
          subtitle={`Order ${orderRef(order.id)} · ${formatDateTime(order.createdAt)}`}
        />
      </div>
      <div className={styles.confirmationGrid}>
        <Card as="section" aria-labelledby="conf-summary" padding="lg">
          <div className={styles.commerceCardHead}>
            <h2 id="conf-summary" className={styles.commerceH2}>
              Order summary
            </h2>
            <StatusBadge status={order.status} label={order.statusLabel} />
          </div>
          <LineItems data-testid="confirmation-items">
            {order.items.map((i) => (
              <LineItem key={i.id} imageUrl={i.imageUrl} name={i.name}>
                {i.quantity} × {formatINR(i.price)}
              </LineItem>
            ))}
          </LineItems>
          <SummaryRows rows={totalsRows(order.totals)} />
          {order.totals.promoLabel && (
            <p className={cx(layout.textSm, layout.textMuted)}>Promo applied: {order.totals.promoLabel}</p>
          )}
        </Card>
        <div className={layout.stack}>
          <Card as="section" aria-labelledby="conf-shipping" padding="lg">
            <h2 id="conf-shipping" className={styles.commerceH2}>
              Shipping to
            </h2>
            <address className={styles.shippingView}>
              <strong>{order.shipping.name}</strong>
              <span>{order.shipping.address}</span>
              <span>
                {order.shipping.city} {order.shipping.postalCode}
              </span>
              <span>{order.shipping.phone}</span>
              <span>{order.shipping.email}</span>
            </address>
          </Card>
          <Card as="section" aria-labelledby="conf-payment" padding="lg">
            <h2 id="conf-payment" className={styles.commerceH2}>
              Payment
            </h2>
            <p data-testid="confirmation-payment">{paymentSummary(order.payment)}</p>
            {live && <PaymentStatePanel order={live} />}
            {order.totals.walletAmountUsed > 0 && order.payment.method !== 'WALLET' && (
              <p className={cx(layout.textSm, layout.textMuted)}>
                {formatINR(order.totals.walletAmountUsed)} paid from your wallet
              </p>
            )}
          </Card>
          <div className={layout.row}>
            <ButtonLink to="/" size="lg">
              Continue Shopping
            </ButtonLink>
            <ButtonLink to="/orders" variant="secondary" size="lg">
              View my orders
            </ButtonLink>
            {/* A tax invoice is issued when the order is paid (cash on delivery: when delivered). */}
            {(live ? live.payment.status === 'PAID' : order.payment.method !== 'COD') && (
              <InvoiceButton orderId={order.id} size="lg" />
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
