import { useSubscription } from '@apollo/client/react';
import { OrderChangedSubscription } from './operations';

export interface OrderChange {
  orderId: string;
  status: string;
  kind: string;
  refundedAmount?: number | null;
}

/**
 * Calls `onChange` whenever one of the signed-in shopper's orders changes (an admin moved its
 * status, confirmed a return, a refund reached the wallet). The server pushes only the owner's own.
 */
export function useOrderChanges(onChange: (change: OrderChange) => void, skip = false) {
  useSubscription(OrderChangedSubscription, {
    skip,
    onData: ({ data }) => {
      if (data.data?.orderChanged) onChange(data.data.orderChanged);
    },
  });
}
