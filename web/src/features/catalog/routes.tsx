import type { RouteObject } from 'react-router-dom';

/** Routes of the catalog feature, mounted under the shared layout by app/router.tsx (pages load lazily). */
export const catalogRoutes: RouteObject[] = [
  { path: '/', lazy: async () => ({ Component: (await import('./HomePage')).HomePage }) },
  { path: 'products', lazy: async () => ({ Component: (await import('./ProductsPage')).ProductsPage }) },
  {
    path: 'products/:id',
    lazy: async () => ({ Component: (await import('./ProductDetailPage')).ProductDetailPage }),
  },
];
