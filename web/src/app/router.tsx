import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { adminRoutes } from '../features/admin/public';
import { authRoutes } from '../features/auth/public';
import { catalogRoutes } from '../features/catalog/public';
import { commerceRoutes } from '../features/commerce/public';
import { privacyRoutes } from '../features/privacy/public';
import { staticRoutes } from '../features/static/public';
import { ScreenPreloader, preloadScreens } from '../lib/lazy-screen';
import { RouteMeta, type PageMetaHandle } from '../lib/page-meta';
import { Layout } from './Layout';
import { NotFound } from './NotFound';

/**
 * Every screen sits under the one layout (navbar, footer, scroll-to-top), which also catches what
 * a screen throws. Features own their routes; most screens load lazily (lib/lazy-screen.tsx).
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...catalogRoutes,
      ...authRoutes,
      ...commerceRoutes,
      ...adminRoutes,
      ...staticRoutes,
      ...privacyRoutes,
      {
        path: '*',
        handle: { meta: { title: 'Page not found', notFound: true } } satisfies PageMetaHandle,
        element: <NotFound />,
      },
    ],
  },
];

/**
 * The screen the location shows, with its title and description. The browser (boot.tsx) mounts it
 * in a `BrowserRouter`, the server's pre-render (entry-server.tsx) in a `StaticRouter`: plain
 * routing, without a data router's loaders and actions, which the shop does not use and its first
 * page would download.
 */
export function ShopRoutes() {
  const screen = useRoutes(routes);
  return (
    <ScreenPreloader value={preloadPath}>
      <RouteMeta routes={routes} />
      {screen}
    </ScreenPreloader>
  );
}

const preloadPath = (to: string) => preloadScreens(routes, to);

/** The shop's routes in the browser, on its history (the server renders `ShopRoutes` in a static router). */
export function BrowserShopRoutes() {
  return (
    <BrowserRouter>
      <ShopRoutes />
    </BrowserRouter>
  );
}
