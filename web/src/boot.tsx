/**
 * The shop in the browser: hydrates a page the server rendered (the home page, the listing, a
 * product page), or renders any other page itself. main.tsx loads it once the page has painted and
 * calls `start`.
 */
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from './app/App';
import { routes } from './app/router';
import { apolloClient } from './lib/apollo';
import { readPrerenderedState } from './lib/prerender';

/**
 * The lazily loaded screens the current URL shows, loaded and put in place of their `lazy`
 * (React Router's way to hydrate lazy routes): the first render then shows the screen the server
 * rendered, not the router's fallback.
 */
async function loadMatchedRoutes(all: RouteObject[]): Promise<void> {
  const matches = matchRoutes(all, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * Once hydrated, queries go back to the network as their fetch policies say. It renders its child
 * alone, so the tree (and every `useId`) is the one the server rendered.
 */
function AfterHydration({ children }: { children: ReactNode }) {
  useEffect(() => {
    apolloClient.prioritizeCacheValues = false;
  }, []);
  return children;
}

/**
 * Shows the page: hydrates the server's HTML when there is some, else renders it. Not when
 * `leaving` says the visitor already followed a link of the painted page (see main.tsx).
 */
export async function start(leaving: () => boolean): Promise<void> {
  const container = document.getElementById('root')!;
  const state = readPrerenderedState(document);
  if (state) {
    // The answers the server rendered the page from: the first render reads them from the cache
    // (not `cache-and-network`'s loading state), so it matches the HTML.
    apolloClient.cache.restore(state.apollo);
    apolloClient.prioritizeCacheValues = true;
    await loadMatchedRoutes(routes);
  }
  if (leaving()) return;
  const router = <RouterProvider router={createBrowserRouter(routes)} />;
  const app = (
    <StrictMode>
      <AppProviders client={apolloClient}>
        {state ? <AfterHydration>{router}</AfterHydration> : router}
      </AppProviders>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds (a phone stays
  // responsive while it runs; a tap meanwhile makes React finish it at once and then handle it).
  if (state) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
