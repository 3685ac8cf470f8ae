import type { RouteObject } from 'react-router-dom';

/** Routes of the commerce feature, mounted by app/router.tsx. */
export const commerceRoutes: RouteObject[] = [
  { path: 'cart', lazy: async () => ({ Component: (await import('./CartPage')).CartPage }) },
  { path: 'buy', lazy: async () => ({ Component: (await import('./CheckoutPage')).CheckoutPage }) },
  {
    path: 'order-confirmation',
    lazy: async () => ({ Component: (await import('./OrderConfirmationPage')).OrderConfirmationPage }),
  },
  { path: 'orders', lazy: async () => ({ Component: (await import('./OrdersPage')).OrdersPage }) },
  { path: 'wallet', lazy: async () => ({ Component: (await import('./WalletPage')).WalletPage }) },
  {
    path: 'notifications',
    lazy: async () => ({ Component: (await import('./NotificationsPage')).NotificationsPage }),
  },
];
