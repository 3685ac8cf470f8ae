import type { RouteObject } from 'react-router-dom';
import { routeMeta } from '../../lib/page-meta';

/** Routes of the catalog feature, mounted under the shared layout by app/router.tsx (pages load lazily). */
export const catalogRoutes: RouteObject[] = [
  {
    path: '/',
    handle: routeMeta('Shop electronics, fashion, home, beauty and sports'),
    lazy: async () => ({ Component: (await import('./HomePage')).HomePage }),
  },
  { path: 'products', lazy: async () => ({ Component: (await import('./ProductsPage')).ProductsPage }) },
  {
    path: 'products/:id',
    lazy: async () => ({ Component: (await import('./ProductDetailPage')).ProductDetailPage }),
  },
];
