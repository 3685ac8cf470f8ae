import { liveValue } from '../../lib/live-value';
import { useSession } from '../../lib/session';

/**
 * The navbar's counters, read through commerce's public.ts. NavCountsSync (loaded with the
 * signed-in viewer's code, app/SignedInEffects.tsx) keeps them from the cart and unread-count
 * queries; an anonymous visitor's first page ships neither those queries nor their subscription.
 */
export interface NavCounts {
  /** Total quantity of items in the signed-in user's cart. */
  cartCount: number;
  /** Unread notifications of the signed-in user. */
  unreadNotifications: number;
}

export const cartCount = liveValue(0);
export const unreadNotifications = liveValue(0);

export function useNavCounts(): NavCounts {
  const { token } = useSession();
  const cart = cartCount.use();
  const unread = unreadNotifications.use();
  if (!token) return { cartCount: 0, unreadNotifications: 0 };
  return { cartCount: cart, unreadNotifications: unread };
}
