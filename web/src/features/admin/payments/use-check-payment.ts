import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useToast } from '../../../components/ui';
import { errorMessage } from '../../../lib/graphql-errors';
import { PaymentText } from './messages';
import { CheckPaymentMutation } from './operations';

/**
 * "Check with provider": asks the server to ask the provider about one open payment now. The
 * answer (the payment as it is now) updates the list and the details through Apollo's cache; a
 * toast says what happened; `checking` names the payment whose button is busy.
 */
export function useCheckPayment() {
  const toast = useToast();
  const [checking, setChecking] = useState<string | null>(null);
  const [mutate] = useMutation(CheckPaymentMutation, { refetchQueries: ['AdminPayment'] });

  async function check(id: string) {
    setChecking(id);
    try {
      const res = await mutate({ variables: { id } });
      const answer = res.data?.checkPaymentWithProvider;
      if (!answer) throw new Error(PaymentText.checkFailed);
      if (answer.changed) toast.success(answer.message);
      else toast.info(answer.message);
    } catch (err) {
      toast.error(errorMessage(err, PaymentText.checkFailed));
    } finally {
      setChecking(null);
    }
  }

  return { check: (id: string) => void check(id), checking };
}
