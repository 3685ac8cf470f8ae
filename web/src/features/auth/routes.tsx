import type { RouteObject } from 'react-router-dom';
import { routeMeta } from '../../lib/page-meta';

/** Routes of the auth feature, mounted under the shared layout by app/router.tsx. */
export const authRoutes: RouteObject[] = [
  {
    path: 'login',
    handle: routeMeta('Log in', 'Log in to check out, follow your orders and use your wallet.'),
    lazy: async () => ({ Component: (await import('./LoginPage')).LoginPage }),
  },
  {
    path: 'register',
    handle: routeMeta(
      'Create an account',
      'Create an account with your e-mail: a one-time code confirms it.',
    ),
    lazy: async () => ({ Component: (await import('./RegisterPage')).RegisterPage }),
  },
  {
    path: 'forgot-password',
    handle: routeMeta('Forgot password'),
    lazy: async () => ({ Component: (await import('./ForgotPasswordPage')).ForgotPasswordPage }),
  },
  {
    path: 'reset-password',
    handle: routeMeta('Reset password'),
    lazy: async () => ({ Component: (await import('./ResetPasswordPage')).ResetPasswordPage }),
  },
  {
    path: 'user-details',
    handle: routeMeta('My details'),
    lazy: async () => ({ Component: (await import('./UserDetailsPage')).UserDetailsPage }),
  },
];
