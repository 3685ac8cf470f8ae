/**
 * The navbar's counters. This is the one seam between the layout and the commerce feature:
 * the commerce feature supplies the real numbers here (cart item quantity and unread notifications),
 * and nothing else in the layout needs to change.
 */
export interface NavCounts {
  /** Total quantity of items in the signed-in user's cart. */
  cartCount: number;
  /** Unread notifications of the signed-in user. */
  unreadNotifications: number;
}

export function useNavCounts(): NavCounts {
  // Zeros until the commerce feature (cart and notifications) wires its queries/subscriptions in here.
  return { cartCount: 0, unreadNotifications: 0 };
}
