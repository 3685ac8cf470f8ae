import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../../lib/lazy-screen';
import { routeMeta } from '../../../lib/page-meta';

/** Admin product management (mounted through features/admin/routes.tsx). */
export const adminProductRoutes: RouteObject[] = [
  {
    path: 'admin/products',
    handle: routeMeta('Products'),
    element: lazyScreen(() => import('./AdminProductsPage'), 'AdminProductsPage'),
  },
  {
    path: 'admin/products/:id',
    handle: routeMeta('Product'),
    element: lazyScreen(() => import('./AdminProductDetailPage'), 'AdminProductDetailPage'),
  },
];
