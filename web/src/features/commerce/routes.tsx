import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../lib/lazy-screen';
import { routeMeta } from '../../lib/page-meta';

/** Routes of the commerce feature, mounted by app/router.tsx. */
export const commerceRoutes: RouteObject[] = [
  {
    path: 'cart',
    handle: routeMeta('Cart'),
    element: lazyScreen(() => import('./CartPage'), 'CartPage'),
  },
  {
    path: 'buy',
    handle: routeMeta('Checkout'),
    element: lazyScreen(() => import('./CheckoutPage'), 'CheckoutPage'),
  },
  {
    path: 'order-confirmation',
    handle: routeMeta('Order placed'),
    element: lazyScreen(() => import('./OrderConfirmationPage'), 'OrderConfirmationPage'),
  },
  {
    path: 'orders',
    handle: routeMeta('My orders'),
    element: lazyScreen(() => import('./OrdersPage'), 'OrdersPage'),
  },
  {
    path: 'wallet',
    handle: routeMeta('Wallet'),
    element: lazyScreen(() => import('./WalletPage'), 'WalletPage'),
  },
  {
    path: 'notifications',
    handle: routeMeta('Notifications'),
    element: lazyScreen(() => import('./NotificationsPage'), 'NotificationsPage'),
  },
];
