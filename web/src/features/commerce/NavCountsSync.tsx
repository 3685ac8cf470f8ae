import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { CartQuery, NotificationCountChangedSubscription, UnreadNotificationCountQuery } from './operations';
import { cartCount, unreadNotifications } from './use-nav-counts';

/**
 * Keeps the navbar's counters (use-nav-counts.ts) while a viewer is signed in: the cart's total
 * quantity comes from the cart query (every cart mutation writes its answer into that same cache
 * entry, so the badge follows at once), and the unread count from its query, kept live by the
 * `notificationCountChanged` subscription (no polling). Signing out unmounts it: back to zero.
 */
export function NavCountsSync() {
  const cart = useQuery(CartQuery, { fetchPolicy: 'cache-first' });
  const unread = useQuery(UnreadNotificationCountQuery, { fetchPolicy: 'cache-first' });
  useSubscription(NotificationCountChangedSubscription, {
    onData: ({ client, data }) => {
      const count = data.data?.notificationCountChanged;
      if (typeof count === 'number')
        client.writeQuery({ query: UnreadNotificationCountQuery, data: { unreadNotificationCount: count } });
    },
  });
  const items = cart.data?.cart.totalQuantity ?? 0;
  const notifications = unread.data?.unreadNotificationCount ?? 0;
  useEffect(() => cartCount.set(items), [items]);
  useEffect(() => unreadNotifications.set(notifications), [notifications]);
  useEffect(
    () => () => {
      cartCount.set(0);
      unreadNotifications.set(0);
    },
    [],
  );
  return null;
}
