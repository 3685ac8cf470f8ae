import { Badge } from '../../../components/ui';
import type { AdminPaymentFieldsFragment } from '../../../graphql/graphql';
import { orderRef } from '../../orders/public';
import { PaymentText, STATE_LABELS, STATE_TONES } from './messages';

/** What a payment pays for, in words: "Order #1A2B3C4D" or "Wallet top-up". */
export function paymentSubject(p: Pick<AdminPaymentFieldsFragment, 'orderId'>): string {
  return p.orderId ? `Order ${orderRef(p.orderId)}` : PaymentText.topUp;
}

/** A payment's state as a coloured pill. */
export function PaymentStateBadge({ state }: { state: AdminPaymentFieldsFragment['state'] }) {
  return <Badge tone={STATE_TONES[state]}>{STATE_LABELS[state]}</Badge>;
}
