import type { RouteObject } from 'react-router-dom';
import { LoadingState } from '../components/ui';
import { adminRoutes } from '../features/admin/public';
import { authRoutes } from '../features/auth/public';
import { catalogRoutes } from '../features/catalog/public';
import { commerceRoutes } from '../features/commerce/public';
import { staticRoutes } from '../features/static/public';
import type { PageMetaHandle } from '../lib/page-meta';
import { Layout } from './Layout';
import { NotFound } from './NotFound';
import { RouteError } from './RouteError';

/**
 * Every screen sits under the one layout (navbar, footer, scroll-to-top). Features own their
 * routes. The browser's router (main.tsx) and the server's pre-render (entry-server.tsx) both
 * mount these.
 */
export const routes: RouteObject[] = [
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
          {
            path: '*',
            handle: { meta: { title: 'Page not found', notFound: true } } satisfies PageMetaHandle,
            element: <NotFound />,
          },
        ],
      },
    ],
  },
];
