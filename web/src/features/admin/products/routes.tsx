import type { RouteObject } from 'react-router-dom';

/** Admin product management (mounted through features/admin/routes.tsx). */
export const adminProductRoutes: RouteObject[] = [
  {
    path: 'admin/products',
    lazy: async () => ({ Component: (await import('./AdminProductsPage')).AdminProductsPage }),
  },
  {
    path: 'admin/products/:id',
    lazy: async () => ({ Component: (await import('./AdminProductDetailPage')).AdminProductDetailPage }),
  },
];
