import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../lib/lazy-screen';
import { routeMeta } from '../../lib/page-meta';

/** Routes of the catalog feature, mounted under the shared layout by app/router.tsx (pages load lazily). */
export const catalogRoutes: RouteObject[] = [
  {
    path: '/',
    handle: routeMeta('Shop electronics, fashion, home, beauty and sports'),
    element: lazyScreen(() => import('./HomePage'), 'HomePage'),
  },
  {
    path: 'products',
    element: lazyScreen(() => import('./ProductsPage'), 'ProductsPage'),
  },
  {
    path: 'products/:id',
    element: lazyScreen(() => import('./ProductDetailPage'), 'ProductDetailPage'),
  },
];
