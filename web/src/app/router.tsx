import { createBrowserRouter } from 'react-router-dom';
import { LoadingState } from '../components/ui';
import { adminRoutes } from '../features/admin/routes';
import { authRoutes } from '../features/auth/routes';
import { catalogRoutes } from '../features/catalog/routes';
import { commerceRoutes } from '../features/commerce/routes';
import { staticRoutes } from '../features/static/routes';
import { Layout } from './Layout';
import { NotFound } from './NotFound';
import { RouteError } from './RouteError';

/** Every screen sits under the one layout (navbar, footer, scroll-to-top). Features own their routes. */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    // Shown while a lazily loaded screen's code arrives on the first visit.
    HydrateFallback: () => <LoadingState label="Loading Rupee Shop..." />,
    children: [
      {
        // Errors thrown by a screen render inside the layout, so the navbar stays usable.
        errorElement: <RouteError />,
        children: [
          ...catalogRoutes,
          ...authRoutes,
          ...commerceRoutes,
          ...adminRoutes,
          ...staticRoutes,
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
]);
