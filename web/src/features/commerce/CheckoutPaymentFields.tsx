import { useController, useWatch } from 'react-hook-form';
import { Alert, Card, FieldError, FieldLegend, FormTextField, layout } from '../../components/ui';
import { PAYMENT_CHOICES } from './checkout-form';
import { formatCardNumber, formatCvv, formatExpiry } from './checkout-helpers';
import type { useCheckout } from './use-checkout';
import styles from './commerce.module.css';

/** Payment: the method as native radios (arrow keys move), then card or UPI fields; nothing when the wallet pays. */
export function CheckoutPaymentFields({ payment }: { payment: ReturnType<typeof useCheckout>['payment'] }) {
  return (
    <Card as="section" aria-labelledby="payment-title" padding="lg">
      <h2 id="payment-title" className={styles.commerceH2}>
        Payment
      </h2>
      {payment.walletCovers ? (
        <Alert variant="success">Your wallet covers this order. No other payment is needed.</Alert>
      ) : (
        <PaymentFields payment={payment} />
      )}
    </Card>
  );
}

function PaymentFields({ payment }: { payment: ReturnType<typeof useCheckout>['payment'] }) {
  const { control } = payment.form;
  const method = useWatch({ control, name: 'method' });
  return (
    <div className={layout.stack}>
      <MethodChoice payment={payment} />
      {method === 'Card' && (
        <div className={styles.cardFields}>
          <FormTextField
            control={control}
            name="cardNumber"
            parse={formatCardNumber}
            label="Card number"
            className={styles.cardFieldsWide}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            maxLength={19}
          />
          <FormTextField
            control={control}
            name="expiry"
            parse={formatExpiry}
            label="Expiry (MM/YY)"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={5}
          />
          <FormTextField
            control={control}
            name="cvv"
            parse={formatCvv}
            label="CVV"
            inputMode="numeric"
            autoComplete="cc-csc"
            type="password"
            maxLength={4}
          />
        </div>
      )}
      {method && method !== 'Card' && (
        <FormTextField
          control={control}
          name="upiId"
          label={`${method} UPI ID`}
          placeholder="name@bank"
          autoComplete="off"
        />
      )}
    </div>
  );
}

function MethodChoice({ payment }: { payment: ReturnType<typeof useCheckout>['payment'] }) {
  const {
    field: { ref, value },
    fieldState: { error },
  } = useController({ control: payment.form.control, name: 'method' });
  return (
    <fieldset className={styles.payMethods}>
      <FieldLegend>Payment method</FieldLegend>
      <div className={styles.payMethodsOptions}>
        {PAYMENT_CHOICES.map((m, i) => (
          <label key={m} className={styles.payMethod} data-checked={value === m || undefined}>
            <input
              ref={i === 0 ? ref : undefined}
              type="radio"
              name="payment-method"
              value={m}
              checked={value === m}
              onChange={() => payment.choose(m)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'pay-method-error' : undefined}
            />
            <span>{m}</span>
          </label>
        ))}
      </div>
      {error && <FieldError id="pay-method-error">{error.message}</FieldError>}
    </fieldset>
  );
}
