import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import {
  ButtonLink,
  Card,
  cx,
  Icon,
  layout,
  LineItem,
  LineItems,
  PageHeader,
  Stepper,
  useToast,
  successIcon,
} from '../../components/ui';
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
} from '../orders/public';
import { CHECKOUT_STEPS } from './CheckoutPage';
import styles from './commerce.module.css';

const NO_ORDER = 'No order data found. Please place an order.';

function readOrder(state: unknown): OrderFieldsFragment | null {
  const order = (state as { order?: OrderFieldsFragment } | null)?.order;
  return order && typeof order.id === 'string' && Array.isArray(order.items) && order.totals ? order : null;
}

/** /order-confirmation: the order placed a moment ago, from navigation state. */
export function OrderConfirmationPage() {
  const location = useLocation();
  const order = readOrder(location.state);
  const toast = useToast();
  useEffect(() => {
    if (!order) toast.error(NO_ORDER);
  }, [order, toast]);
  if (!order) return <Navigate to="/cart" replace />;
  return <Confirmation order={order} />;
}

function Confirmation({ order }: { order: OrderFieldsFragment }) {
  return (
    <div className={cx(layout.container, layout.page)}>
      <Stepper steps={CHECKOUT_STEPS} current={CHECKOUT_STEPS.length} label="Checkout progress" />
      <div className={styles.confirmationHero} role="status">
        <span className={styles.confirmationIcon} aria-hidden="true">
          <Icon icon={successIcon} size={40} />
        </span>
        <PageHeader
          className={styles.confirmationHeader}
          title="Order placed successfully!"
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
            <InvoiceButton orderId={order.id} size="lg" />
          </div>
        </div>
      </div>
    </div>
  );
}
