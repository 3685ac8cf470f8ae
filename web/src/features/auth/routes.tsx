import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../lib/lazy-screen';
import { routeMeta } from '../../lib/page-meta';

/** Routes of the auth feature, mounted under the shared layout by app/router.tsx. */
export const authRoutes: RouteObject[] = [
  {
    path: 'login',
    handle: routeMeta('Log in', 'Log in to check out, follow your orders and use your wallet.'),
    element: lazyScreen(() => import('./LoginPage'), 'LoginPage'),
  },
  {
    path: 'register',
    handle: routeMeta(
      'Create an account',
      'Create an account with your e-mail: a one-time code confirms it.',
    ),
    element: lazyScreen(() => import('./RegisterPage'), 'RegisterPage'),
  },
  {
    path: 'forgot-password',
    handle: routeMeta('Forgot password'),
    element: lazyScreen(() => import('./ForgotPasswordPage'), 'ForgotPasswordPage'),
  },
  {
    path: 'reset-password',
    handle: routeMeta('Reset password'),
    element: lazyScreen(() => import('./ResetPasswordPage'), 'ResetPasswordPage'),
  },
  {
    path: 'user-details',
    handle: routeMeta('My details'),
    element: lazyScreen(() => import('./UserDetailsPage'), 'UserDetailsPage'),
  },
];
