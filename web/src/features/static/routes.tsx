import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../lib/lazy-screen';
import { routeMeta } from '../../lib/page-meta';

const policy = () => import('./PolicyPages');
const returnsMeta = routeMeta(
  'Returns policy',
  'Return a delivered order within 5 days: how returns and refunds work, and when the money is back.',
);

/** Routes of the static feature, mounted under the shared layout by app/router.tsx. */
export const staticRoutes: RouteObject[] = [
  {
    path: 'about',
    handle: routeMeta(
      'About us',
      'Who we are: electronics, fashion, home, beauty and sports products sold across India, priced in rupees.',
    ),
    element: lazyScreen(() => import('./AboutPage'), 'AboutPage'),
  },
  {
    path: 'contact',
    handle: routeMeta(
      'Contact us',
      'Write to us about an order, a product or your account: we reply within one working day.',
    ),
    element: lazyScreen(() => import('./ContactPage'), 'ContactPage'),
  },
  {
    path: 'faqs',
    handle: routeMeta(
      'Help & FAQs',
      'Answers about orders, delivery, returns, payments and your wallet, and a chat with our support team.',
    ),
    element: lazyScreen(() => import('./FaqPage'), 'FaqPage'),
  },
  {
    path: 'shipping',
    handle: routeMeta(
      'Shipping policy',
      'Free shipping on every order across India, delivered in 3 to 7 business days.',
    ),
    element: lazyScreen(policy, 'ShippingPage'),
  },
  {
    path: 'returns',
    handle: returnsMeta,
    element: lazyScreen(policy, 'ReturnsPage'),
  },
  {
    path: 'returns-policy',
    handle: returnsMeta,
    element: lazyScreen(policy, 'ReturnsPage'),
  },
];
