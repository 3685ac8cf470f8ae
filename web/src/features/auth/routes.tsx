import type { RouteObject } from 'react-router-dom';

/** Routes of the auth feature, mounted under the shared layout by app/router.tsx. */
export const authRoutes: RouteObject[] = [
  { path: 'login', lazy: async () => ({ Component: (await import('./LoginPage')).LoginPage }) },
  { path: 'register', lazy: async () => ({ Component: (await import('./RegisterPage')).RegisterPage }) },
  {
    path: 'forgot-password',
    lazy: async () => ({ Component: (await import('./ForgotPasswordPage')).ForgotPasswordPage }),
  },
  {
    path: 'reset-password',
    lazy: async () => ({ Component: (await import('./ResetPasswordPage')).ResetPasswordPage }),
  },
  {
    path: 'user-details',
    lazy: async () => ({ Component: (await import('./UserDetailsPage')).UserDetailsPage }),
  },
];
