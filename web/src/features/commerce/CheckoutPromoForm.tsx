import { Button, Form, FormTextField } from '../../components/ui';
import { CheckoutMessages } from './messages';
import type { useCheckout } from './use-checkout';
import styles from './commerce.module.css';

/** The promo code: a field and Apply (the server validates it), or the applied code with Remove. */
export function CheckoutPromoForm({ promo }: { promo: ReturnType<typeof useCheckout>['promo'] }) {
  if (promo.applied)
    return (
      <div>
        <div className={styles.promoApplied} data-testid="promo-applied">
          <span>
            Promo <strong>{promo.applied}</strong>
            {promo.label ? ` — ${promo.label}` : ''}
          </span>
          <Button variant="ghost" size="sm" onClick={promo.remove}>
            Remove
          </Button>
        </div>
      </div>
    );
  return (
    <Form
      form={promo.form}
      onSubmit={promo.apply}
      failureMessage={CheckoutMessages.invalidPromo}
      aria-label="Discount"
    >
      <div className={styles.promoFormRow}>
        <FormTextField
          control={promo.form.control}
          name="code"
          label="Promo code"
          autoCapitalize="characters"
          autoComplete="off"
          className={styles.promoField}
        />
        <Button
          type="submit"
          variant="secondary"
          loading={promo.form.formState.isSubmitting}
          className={styles.promoButton}
        >
          Apply
        </Button>
      </div>
    </Form>
  );
}
