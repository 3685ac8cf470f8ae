import { Navigate, type RouteObject } from 'react-router-dom';
import { adminProductRoutes } from './products/routes';
import { RequireAdmin } from './RequireAdmin';

/** Routes of the admin feature, mounted under the shared layout by app/router.tsx. */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin/login',
    lazy: async () => ({ Component: (await import('./AdminLoginPage')).AdminLoginPage }),
  },
  { path: 'admin-login', element: <Navigate to="/admin/login" replace /> },
  { path: 'adminlogin', element: <Navigate to="/admin/login" replace /> },
  { path: 'admin/dashboard', element: <Navigate to="/dashboard" replace /> },
  // Every admin screen sits behind the one guard.
  {
    element: <RequireAdmin />,
    children: [
      {
        path: 'dashboard',
        lazy: async () => ({ Component: (await import('./DashboardPage')).DashboardPage }),
      },
      {
        path: 'admin/register',
        lazy: async () => ({ Component: (await import('./AdminRegisterPage')).AdminRegisterPage }),
      },
      {
        path: 'admin/orders',
        lazy: async () => ({ Component: (await import('./orders/AdminOrdersPage')).AdminOrdersPage }),
      },
      ...adminProductRoutes,
    ],
  },
];
