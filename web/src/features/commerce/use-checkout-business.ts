import { useState } from 'react';
import { useZodForm } from '../../components/ui';
import { normalizeGstin } from '../../lib/gstin';
import { businessSchema, type BusinessField } from './checkout-form';

const FIELDS: readonly string[] = ['gstin', 'businessName'] satisfies BusinessField[];

/**
 * The optional business purchase at checkout ("Add GSTIN for a business purchase"): off by default;
 * when on, the GSTIN and business name are checked with the shipping details and sent with the
 * order, and the tax invoice bills the business.
 */
export function useCheckoutBusiness() {
  const [on, setOn] = useState(false);
  const form = useZodForm(businessSchema, { defaultValues: { gstin: '', businessName: '' } });
  return {
    on,
    form,
    setOn(value: boolean) {
      setOn(value);
      form.clearErrors();
    },
    /** True when nothing here stops the order (off, or both fields right); marks the fields otherwise. */
    check: () => !on || form.checkWith(businessSchema, { focus: false }),
    /** What placeOrder takes as `business`: null when off. */
    input() {
      if (!on) return null;
      const v = form.getValues();
      return { gstin: normalizeGstin(v.gstin), name: v.businessName.trim() };
    },
    /** A server refusal naming one of these fields shows there (true), else false. */
    showError(field: string | undefined, message: string): boolean {
      if (!field || !FIELDS.includes(field)) return false;
      setOn(true);
      form.setError(field as BusinessField, { type: 'server', message });
      return true;
    },
  };
}

export type CheckoutBusiness = ReturnType<typeof useCheckoutBusiness>;
