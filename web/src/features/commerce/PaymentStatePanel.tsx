import type { ResultOf } from '@graphql-typed-document-node/core';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Alert, Button, cx, layout } from '../../components/ui';
import { formatDateTime } from '../../lib/dates';
import { errorMessage } from '../../lib/graphql-errors';
import { useToast } from '../../components/ui';
import { PaymentMessages } from './messages';
import { RetryOrderPaymentMutation, type OrderPaymentQuery } from './operations';
import { usePaymentCheckout } from './use-payment-checkout';

export type LivePayment = ResultOf<typeof OrderPaymentQuery>['order'];

/**
 * An order's payment as it stands, updated live by the confirmation page: pending (waiting for
 * the bank, pay by when), paid, failed (Try again: retryOrderPayment, then the provider again),
 * expired; cash on delivery says what is due on delivery.
 */
export function PaymentStatePanel({ order }: { order: LivePayment }) {
  const { status, statusLabel, holdExpiresAt, method } = order.payment;
  if (method === 'COD')
    return (
      <Alert variant="info" data-testid="payment-state">
        {statusLabel}
      </Alert>
    );
  if (status === 'PAID')
    return (
      <Alert variant="success" title={statusLabel} data-testid="payment-state">
        {PaymentMessages.paid}
      </Alert>
    );
  if (status === 'EXPIRED')
    return (
      <Alert variant="warning" title={statusLabel} data-testid="payment-state">
        {PaymentMessages.expired}
      </Alert>
    );
  const failed = status === 'FAILED';
  return (
    <div className={layout.stack}>
      <Alert variant={failed ? 'error' : 'info'} title={statusLabel} data-testid="payment-state">
        {failed ? PaymentMessages.failed : PaymentMessages.pending}
        {holdExpiresAt && <span className={cx(layout.textSm)}> Pay by {formatDateTime(holdExpiresAt)}.</span>}
      </Alert>
      {failed && order.canRetryPayment && <RetryButton orderId={order.id} />}
    </div>
  );
}

function RetryButton({ orderId }: { orderId: string }) {
  const [retry] = useMutation(RetryOrderPaymentMutation);
  const pay = usePaymentCheckout();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function again() {
    setBusy(true);
    try {
      const res = await retry({ variables: { id: orderId } });
      const checkout = res.data?.retryOrderPayment.checkout;
      if (!checkout) throw new Error(PaymentMessages.retryFailed);
      toast.info(res.data?.retryOrderPayment.message ?? PaymentMessages.pending);
      await pay(checkout, `/order-confirmation?order=${orderId}`, 'Order payment');
    } catch (err) {
      toast.error(errorMessage(err, PaymentMessages.retryFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      onClick={() => void again()}
      loading={busy}
      loadingText="Opening the payment page..."
      data-testid="retry-payment"
    >
      {PaymentMessages.retry}
    </Button>
  );
}
