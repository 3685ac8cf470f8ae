import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../lib/lazy-screen';
import { routeMeta } from '../../lib/page-meta';
import { adminProductRoutes } from './products/routes';
import { RequireAdmin } from './RequireAdmin';

/** Routes of the admin feature, mounted under the shared layout by app/router.tsx. */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin/login',
    handle: routeMeta('Admin login'),
    element: lazyScreen(() => import('./AdminLoginPage'), 'AdminLoginPage'),
  },
  {
    path: 'admin/accept-invite',
    handle: routeMeta('Join as an admin'),
    element: lazyScreen(() => import('./admins/AcceptInvitePage'), 'AcceptInvitePage'),
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
        handle: routeMeta('Dashboard'),
        element: lazyScreen(() => import('./DashboardPage'), 'DashboardPage'),
      },
      {
        path: 'admin/register',
        handle: routeMeta('Register an admin'),
        element: lazyScreen(() => import('./AdminRegisterPage'), 'AdminRegisterPage'),
      },
      {
        path: 'admin/orders',
        handle: routeMeta('Orders'),
        element: lazyScreen(() => import('./orders/AdminOrdersPage'), 'AdminOrdersPage'),
      },
      {
        element: lazyScreen(() => import('./DashboardPage'), 'AdminProductsShell'),
        children: adminProductRoutes,
      },
    ],
  },
];
