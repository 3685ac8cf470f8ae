import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { serverErrorTarget, useToast, useZodForm } from '../../components/ui';
import { promoSchema } from './checkout-form';
import { CheckoutMessages } from './messages';
import { ValidatePromoCodeQuery } from './operations';

/** The checkout's promo code: its form, the code applied (checked by the server first) and removing it. */
export function useCheckoutPromo() {
  const toast = useToast();
  const client = useApolloClient();
  const [applied, setApplied] = useState<string | null>(null);
  const form = useZodForm(promoSchema, { defaultValues: { code: '' } });

  async function apply({ code }: { code: string }) {
    try {
      const { data, error } = await client.query({
        query: ValidatePromoCodeQuery,
        variables: { code },
        fetchPolicy: 'network-only',
      });
      if (error || !data) throw error ?? new Error(CheckoutMessages.invalidPromo);
      setApplied(data.validatePromoCode.code);
      form.reset();
      toast.success(`Promo code applied: ${data.validatePromoCode.label}!`);
    } catch (err) {
      // Every refusal is about the code, so it shows at the code field.
      const { message } = serverErrorTarget(err, [], CheckoutMessages.invalidPromo);
      form.setError('code', { type: 'server', message });
      form.focusFirstError();
    }
  }

  return { form, applied, apply, remove: () => setApplied(null) };
}
