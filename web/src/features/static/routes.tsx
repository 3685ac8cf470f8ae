import type { RouteObject } from 'react-router-dom';

const policy = () => import('./PolicyPages');

/** Routes of the static feature, mounted under the shared layout by app/router.tsx. */
export const staticRoutes: RouteObject[] = [
  { path: 'about', lazy: async () => ({ Component: (await import('./AboutPage')).AboutPage }) },
  { path: 'contact', lazy: async () => ({ Component: (await import('./ContactPage')).ContactPage }) },
  { path: 'faqs', lazy: async () => ({ Component: (await import('./FaqPage')).FaqPage }) },
  { path: 'privacy', lazy: async () => ({ Component: (await policy()).PrivacyPage }) },
  { path: 'shipping', lazy: async () => ({ Component: (await policy()).ShippingPage }) },
  { path: 'returns', lazy: async () => ({ Component: (await policy()).ReturnsPage }) },
  { path: 'returns-policy', lazy: async () => ({ Component: (await policy()).ReturnsPage }) },
];
