/**
 * The shop in the browser: hydrates a page the server rendered (the home page, the listing, a
 * product page), or renders any other page itself. main.tsx loads it once the page has painted and
 * calls `start`.
 */
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readPrerenderedState } from './lib/prerender';

/**
 * Calls `hydrated` once the page is hydrated (queries go back to the network as their fetch
 * policies say, held taps are pressed again). It renders its child alone, so the tree (and every
 * `useId`) is the one the server rendered.
 */
function AfterHydration({ children, hydrated }: { children: ReactNode; hydrated: () => void }) {
  useEffect(hydrated, [hydrated]);
  return children;
}

/** Resolves in a later task, so the browser can answer input (and paint) in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Presses again, in order, the buttons tapped before the app ran that are still there and enabled,
 * each after React has applied the one before (a quantity raised, then Add to cart, adds that many).
 */
async function replay(taps: HTMLButtonElement[]): Promise<void> {
  for (const button of taps) {
    if (button.isConnected && !button.disabled) button.click();
    await nextTask();
  }
}

/**
 * Shows the page: hydrates the server's HTML when there is some, else renders it. Not when
 * `leaving` says the visitor already followed a link of the painted page (see main.tsx): false
 * then. Buttons tapped before (`releaseTaps`) are pressed again once the page is the app's.
 */
export async function start(
  leaving: () => boolean,
  releaseTaps: () => HTMLButtonElement[],
): Promise<boolean> {
  // Each step in a task of its own: React (this module's chunk), Apollo Client and the app (the
  // next chunk: a chunk's code runs, and is compiled, as one task, and as one chunk the two were a
  // task of a phone's 200-400 ms that a tap had to wait for), reading the server's answers into the
  // cache, matching the routes.
  await nextTask();
  const [{ apolloClient }, { AppProviders }, { routes, BrowserShopRoutes }, { preloadScreens }] =
    await Promise.all([
      import('./lib/apollo'),
      import('./app/App'),
      import('./app/router'),
      import('./lib/lazy-screen'),
    ]);
  await nextTask();
  const container = document.getElementById('root')!;
  const state = readPrerenderedState(document);
  if (state) {
    // The answers the server rendered the page from: the first render reads them from the cache
    // (not `cache-and-network`'s loading state), so it matches the HTML.
    apolloClient.cache.restore(state.apollo);
    apolloClient.prioritizeCacheValues = true;
  }
  // The screen's code first (index.html's "Loading" shows meanwhile, or the page the server
  // rendered): the first render is the screen, which hydrating needs. Code that failed to load is
  // asked for again as the screen renders, and shown as an error if it fails again.
  await nextTask();
  await preloadScreens(routes, window.location).catch(() => undefined);
  if (leaving()) return false;
  const router = <BrowserShopRoutes />;
  const hydrated = () => {
    apolloClient.prioritizeCacheValues = false;
    // The next task: the visitor's own state (their session, read after hydration) is in place.
    setTimeout(() => void replay(releaseTaps()), 0);
  };
  const app = (
    <StrictMode>
      <AppProviders client={apolloClient}>
        {state ? <AfterHydration hydrated={hydrated}>{router}</AfterHydration> : router}
      </AppProviders>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds (a phone stays
  // responsive while it runs; a button tapped meanwhile is held, and pressed once it is done).
  if (state) startTransition(() => void hydrateRoot(container, app));
  else {
    // Nothing was painted to tap.
    releaseTaps();
    createRoot(container).render(app);
  }
  return true;
}
