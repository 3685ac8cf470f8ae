import { useEffect } from 'react';
import { useController } from 'react-hook-form';
import { Alert, Card, cx, FieldError, FieldLegend, layout } from '../../components/ui';
import { formatINR } from '../../lib/format';
import { CASH_ON_DELIVERY, PAYMENT_CHOICES, type PaymentChoice } from './checkout-form';
import { CheckoutMessages } from './messages';
import type { useCheckout } from './use-checkout';
import styles from './commerce.module.css';

type Payment = ReturnType<typeof useCheckout>['payment'];

/**
 * Payment: the method as native radios (arrow keys move); nothing when the wallet pays. Card and
 * UPI details are typed on the provider's page after Place order, never here (PCI DSS).
 */
export function CheckoutPaymentFields({ payment }: { payment: Payment }) {
  return (
    <Card as="section" aria-labelledby="payment-title" padding="lg">
      <h2 id="payment-title" className={styles.commerceH2}>
        Payment
      </h2>
      {payment.walletCovers ? (
        <Alert variant="success">Your wallet covers this order. No other payment is needed.</Alert>
      ) : (
        <MethodChoice payment={payment} />
      )}
    </Card>
  );
}

function MethodChoice({ payment }: { payment: Payment }) {
  const {
    field: { ref, value },
    fieldState: { error },
  } = useController({ control: payment.form.control, name: 'method' });
  const choices: PaymentChoice[] = payment.cashOnDelivery
    ? [...PAYMENT_CHOICES, CASH_ON_DELIVERY]
    : PAYMENT_CHOICES;
  const { choose } = payment;
  // Cash on delivery no longer offered (the total went above the limit): the choice is cleared.
  useEffect(() => {
    if (value === CASH_ON_DELIVERY && !payment.cashOnDelivery) choose('');
  }, [value, payment.cashOnDelivery, choose]);

  return (
    <fieldset className={styles.payMethods} aria-describedby="pay-method-note">
      <FieldLegend>Payment method</FieldLegend>
      <div className={styles.payMethodsOptions}>
        {choices.map((m, i) => (
          <label
            key={m}
            className={cx(styles.payMethod, m === CASH_ON_DELIVERY && styles.payMethodWide)}
            data-checked={value === m || undefined}
          >
            <input
              ref={i === 0 ? ref : undefined}
              type="radio"
              name="payment-method"
              value={m}
              checked={value === m}
              onChange={() => choose(m)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'pay-method-error' : undefined}
            />
            <span>{m}</span>
          </label>
        ))}
      </div>
      {error && <FieldError id="pay-method-error">{error.message}</FieldError>}
      <p id="pay-method-note" className={cx(layout.textSm, layout.textMuted)} data-testid="pay-method-note">
        {value === CASH_ON_DELIVERY
          ? `${CheckoutMessages.codNote} Amount due: ${formatINR(payment.payable)}.`
          : CheckoutMessages.providerNote}
        {!payment.cashOnDelivery && payment.cashOnDeliveryLimit > 0 && payment.payable > 0
          ? ` Cash on delivery is available for orders up to ${formatINR(payment.cashOnDeliveryLimit)}.`
          : ''}
      </p>
    </fieldset>
  );
}
