import { Button } from '../../components/ui';
import type { Order } from './operations';
import { orderRef } from './order-helpers';

/** The "View" row action of an order table: opens the order details dialog (named for screen readers). */
export function ViewOrderButton({ order, onView }: { order: Order; onView: (o: Order) => void }) {
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => onView(order)}
      aria-label={`View order ${orderRef(order.id)}`}
    >
      View
    </Button>
  );
}
