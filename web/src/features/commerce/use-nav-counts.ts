import { useQuery, useSubscription } from '@apollo/client/react';
import { CartQuery, NotificationCountChangedSubscription, UnreadNotificationCountQuery } from './operations';
import { useSession } from '../../lib/session';

/**
 * The navbar's (and the dashboard's) counters, read through commerce's public.ts:
 * the cart's total quantity comes from the cart query (every cart mutation writes its answer into that
 * same cache entry, so the badge follows at once), and the unread count from its query, kept live by the
 * `notificationCountChanged` subscription (no polling).
 */
export interface NavCounts {
  /** Total quantity of items in the signed-in user's cart. */
  cartCount: number;
  /** Unread notifications of the signed-in user. */
  unreadNotifications: number;
}

export function useNavCounts(): NavCounts {
  const { token } = useSession();
  const skip = !token;
  const cart = useQuery(CartQuery, { skip, fetchPolicy: 'cache-first' });
  const unread = useQuery(UnreadNotificationCountQuery, { skip, fetchPolicy: 'cache-first' });
  useSubscription(NotificationCountChangedSubscription, {
    skip,
    onData: ({ client, data }) => {
      const count = data.data?.notificationCountChanged;
      if (typeof count === 'number')
        client.writeQuery({ query: UnreadNotificationCountQuery, data: { unreadNotificationCount: count } });
    },
  });
  if (skip) return { cartCount: 0, unreadNotifications: 0 };
  return {
    cartCount: cart.data?.cart.totalQuantity ?? 0,
    unreadNotifications: unread.data?.unreadNotificationCount ?? 0,
  };
}
