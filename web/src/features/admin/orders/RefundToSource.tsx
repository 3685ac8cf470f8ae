import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Button, ConfirmDialog, useToast } from '../../../components/ui';
import { formatINR } from '../../../lib/format';
import { errorMessage } from '../../../lib/graphql-errors';
import { orderRef, type Order } from '../../orders/public';
import { RefundToOriginalMethodMutation } from './operations';

/**
 * "Refund to original payment method": a cancelled or returned order's refund, which the spec
 * sends to the wallet, goes back to the card/UPI/bank account through the payment provider
 * instead (the server takes it back from the wallet; once per order). Asked for first; a toast
 * says how it went; the button is disabled while it runs.
 */
export function useRefundToSource(
  refetch: () => Promise<unknown>,
  setActionError: (message: string | null) => void,
) {
  const toast = useToast();
  const [target, setTarget] = useState<Order | null>(null);
  const [mutate, state] = useMutation(RefundToOriginalMethodMutation);

  async function run() {
    const order = target;
    if (!order) return;
    setActionError(null);
    try {
      const { data } = await mutate({ variables: { id: order.id } });
      toast.success(data?.refundToOriginalMethod.message ?? 'Refund sent to the original payment method');
      await refetch();
    } catch (err) {
      const message = errorMessage(err, 'Failed to refund to the original payment method');
      setActionError(message);
      toast.error(message);
    } finally {
      setTarget(null);
    }
  }

  return { target, setTarget, loading: state.loading, run };
}

type RefundToSource = ReturnType<typeof useRefundToSource>;

export function RefundToSourceButton({
  order,
  refund,
  busy,
}: {
  order: Order;
  refund: RefundToSource;
  busy: boolean;
}) {
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={busy}
      loading={refund.loading && refund.target?.id === order.id}
      onClick={() => refund.setTarget(order)}
      aria-label={`Refund to original payment method: order ${orderRef(order.id)}`}
    >
      Refund to original payment method
    </Button>
  );
}

export function RefundToSourceDialog({ refund }: { refund: RefundToSource }) {
  const order = refund.target;
  return (
    <ConfirmDialog
      open={!!order}
      title="Refund to original payment method"
      confirmLabel="Refund to original payment method"
      loading={refund.loading}
      message={
        order ? (
          <>
            Send the refund of order {orderRef(order.id)} from {order.customer.name} back to the card, UPI or
            bank account it was paid with, instead of the wallet? Up to {formatINR(order.refundedAmount ?? 0)}{' '}
            is taken back from the customer&apos;s wallet and refunded through the payment provider (a part
            paid from the wallet stays there). This cannot be undone.
          </>
        ) : (
          ''
        )
      }
      onConfirm={() => void refund.run()}
      onCancel={() => refund.setTarget(null)}
    />
  );
}
