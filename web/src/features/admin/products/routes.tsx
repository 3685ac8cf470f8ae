import type { RouteObject } from 'react-router-dom';
import { routeMeta } from '../../../lib/page-meta';

/** Admin product management (mounted through features/admin/routes.tsx). */
export const adminProductRoutes: RouteObject[] = [
  {
    path: 'admin/products',
    handle: routeMeta('Products'),
    lazy: async () => ({ Component: (await import('./AdminProductsPage')).AdminProductsPage }),
  },
  {
    path: 'admin/products/:id',
    handle: routeMeta('Product'),
    lazy: async () => ({ Component: (await import('./AdminProductDetailPage')).AdminProductDetailPage }),
  },
];
