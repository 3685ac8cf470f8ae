import type { EventListeners } from '../../common/events.js';
import type { OrderEvents } from '../orders/index.js';
import type { AddressService } from './addresses.service.js';

/** After a checkout commits: the address it shipped to goes into the shopper's address book. */
export function registerAddressListeners(
  events: EventListeners<OrderEvents>,
  deps: { addresses: AddressService },
): void {
  events.on('OrderPlaced', async (e, { em }) => {
    await deps.addresses.recordUse(em, e.userId, e.shipping);
  });
}
