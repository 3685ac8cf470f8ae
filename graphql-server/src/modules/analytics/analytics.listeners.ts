import type { EventListeners } from '../../common/events.js';
import type { OrderEvents } from '../orders/index.js';
import type { SalesSignal } from './sales-signal.js';

/** After commit: every order event that moves a sales figure wakes the admins' sales screens. */
export function registerAnalyticsListeners(events: EventListeners<OrderEvents>, signal: SalesSignal): void {
  // A new order, a status change (cancellation and return included) and a refund to the wallet.
  events.on('OrderPaid', () => signal.touch());
  events.on('OrderStatusChanged', () => signal.touch());
  events.on('RefundIssued', () => signal.touch());
}
