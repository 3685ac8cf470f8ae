import type { HTMLInputAutoCompleteAttribute } from 'react';
import {
  Button,
  Card,
  Checkbox,
  cx,
  Form,
  FormSelect,
  FormTextField,
  Icon,
  layout,
  LoadingState,
  Select,
  editIcon,
} from '../../components/ui';
import { SHIPPING_FIELDS, type ShippingField } from './checkout-form';
import styles from './commerce.module.css';
import { CheckoutMessages } from './messages';
import type { useCheckout } from './use-checkout';
import type { CheckoutBusiness } from './use-checkout-business';

/** "Add GSTIN for a business purchase": optional; the tax invoice then bills the business. */
function BusinessFields({ business }: { business: CheckoutBusiness }) {
  const { form } = business;
  return (
    <div className={styles.business} data-testid="business-purchase">
      <Checkbox
        label="Add GSTIN for a business purchase"
        hint="The tax invoice will bill your business and show its GSTIN."
        checked={business.on}
        onChange={(e) => business.setOn(e.target.checked)}
      />
      {business.on && (
        <Form
          form={form}
          onSubmit={() => undefined}
          failureMessage={CheckoutMessages.gstin}
          aria-label="Business purchase"
          className={styles.shippingForm}
        >
          <FormTextField
            control={form.control}
            name="gstin"
            label="GSTIN"
            required
            maxLength={20}
            autoCapitalize="characters"
            spellCheck={false}
            hint="15 characters, e.g. 27AAPFU0939F1ZV"
          />
          <FormTextField
            control={form.control}
            name="businessName"
            label="Business name"
            autoComplete="organization"
            required
            maxLength={200}
          />
        </Form>
      )}
    </div>
  );
}

const fields: Record<
  Exclude<ShippingField, 'stateCode'>,
  { label: string; autoComplete: HTMLInputAutoCompleteAttribute; type?: string; wide?: boolean }
> = {
  name: { label: 'Full name', autoComplete: 'name' },
  phone: { label: 'Phone', autoComplete: 'tel', type: 'tel' },
  email: { label: 'Email', autoComplete: 'email', type: 'email' },
  address: { label: 'Address', autoComplete: 'street-address', wide: true },
  city: { label: 'City', autoComplete: 'address-level2' },
  postalCode: { label: 'Postal code', autoComplete: 'postal-code' },
};

/** Shipping details: an editor (Save needs address, city and postal code) or the saved address with Edit. */
export function CheckoutShippingCard({ shipping }: { shipping: ReturnType<typeof useCheckout>['shipping'] }) {
  const { form, editing, loading, saved, addresses, states } = shipping;
  const current = saved
    ? addresses.find(
        (a) => a.address === saved.address && a.city === saved.city && a.postalCode === saved.postalCode,
      )
    : undefined;
  return (
    <Card as="section" aria-labelledby="shipping-title" padding="lg">
      <div className={styles.commerceCardHead}>
        <h2 id="shipping-title" className={styles.commerceH2}>
          Shipping details
        </h2>
        {!editing && (
          <Button variant="secondary" size="sm" onClick={shipping.edit}>
            <Icon icon={editIcon} size={16} /> Edit
          </Button>
        )}
      </div>
      {!loading && addresses.length > 0 && (
        <Select
          label="Ship to a saved address"
          className={styles.saved}
          value={current?.id ?? ''}
          placeholder={current ? undefined : 'A new address'}
          options={addresses.map((a) => ({
            value: a.id,
            label: `${a.name}, ${a.address}, ${a.city} ${a.postalCode}${a.isDefault ? ' (default)' : ''}`,
          }))}
          onChange={(e) => {
            const picked = addresses.find((a) => a.id === e.target.value);
            if (picked) shipping.chooseAddress(picked);
          }}
          data-testid="saved-addresses"
        />
      )}
      {loading ? (
        <LoadingState label="Loading your details..." />
      ) : editing ? (
        <Form
          form={form}
          onSubmit={shipping.save}
          failureMessage={CheckoutMessages.shippingDetails}
          aria-label="Shipping details"
          className={styles.shippingForm}
        >
          {SHIPPING_FIELDS.map((name) => (
            <FormTextField
              key={name}
              control={form.control}
              name={name}
              label={fields[name].label}
              type={fields[name].type ?? 'text'}
              autoComplete={fields[name].autoComplete}
              inputMode={name === 'postalCode' ? 'numeric' : undefined}
              className={fields[name].wide ? styles.shippingFormWide : undefined}
              required
            />
          ))}
          <FormSelect
            control={form.control}
            name="stateCode"
            label="State"
            placeholder="Select your state"
            autoComplete="address-level1"
            options={states.map((s) => ({ value: s.code, label: s.name }))}
            required
          />
          <div className={cx(styles.shippingFormWide, styles.shippingActions, layout.row)}>
            <Button type="submit">Save</Button>
            {saved && (
              <Button variant="secondary" onClick={shipping.cancel}>
                Cancel
              </Button>
            )}
          </div>
        </Form>
      ) : (
        saved && (
          <address className={styles.shippingView} data-testid="shipping-view">
            <strong>{saved.name}</strong>
            <span>{saved.address}</span>
            <span>
              {saved.city} {saved.postalCode}
            </span>
            <span>{states.find((s) => s.code === saved.stateCode)?.name}</span>
            <span>{saved.phone}</span>
            <span>{saved.email}</span>
          </address>
        )
      )}
      {!loading && <BusinessFields business={shipping.business} />}
    </Card>
  );
}
