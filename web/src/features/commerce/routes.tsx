import type { RouteObject } from 'react-router-dom';
import { routeMeta } from '../../lib/page-meta';

/** Routes of the commerce feature, mounted by app/router.tsx. */
export const commerceRoutes: RouteObject[] = [
  {
    path: 'cart',
    handle: routeMeta('Cart'),
    lazy: async () => ({ Component: (await import('./CartPage')).CartPage }),
  },
  {
    path: 'buy',
    handle: routeMeta('Checkout'),
    lazy: async () => ({ Component: (await import('./CheckoutPage')).CheckoutPage }),
  },
  {
    path: 'order-confirmation',
    handle: routeMeta('Order placed'),
    lazy: async () => ({ Component: (await import('./OrderConfirmationPage')).OrderConfirmationPage }),
  },
  {
    path: 'orders',
    handle: routeMeta('My orders'),
    lazy: async () => ({ Component: (await import('./OrdersPage')).OrdersPage }),
  },
  {
    path: 'wallet',
    handle: routeMeta('Wallet'),
    lazy: async () => ({ Component: (await import('./WalletPage')).WalletPage }),
  },
  {
    path: 'notifications',
    handle: routeMeta('Notifications'),
    lazy: async () => ({ Component: (await import('./NotificationsPage')).NotificationsPage }),
  },
];
