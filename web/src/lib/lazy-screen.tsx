import { createContext, isValidElement, use, useContext, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type Location, type RouteObject } from 'react-router-dom';

/** A screen (or another part of the page) whose code is its own chunk, loaded the first time it shows (or `preload`ed). */
interface LazyScreen {
  (): ReactElement;
  preload: () => Promise<void>;
}

/** How to ask again for each screen whose code failed to load. */
const failed = new Set<() => void>();

/** The screens whose code failed to load are asked for again the next time they are wanted. */
export function retryFailedScreens(): void {
  for (const retry of failed) retry();
  failed.clear();
}

/** The page's origin in a browser; none while the server renders. */
const pageOrigin = (): string | undefined => (typeof location === 'undefined' ? undefined : location.origin);

/** This site's address that `pattern`'s first group finds in `error`'s message, if any. */
function namedAddress(error: unknown, pattern: RegExp, origin: string | undefined): URL | undefined {
  const named = origin !== undefined && error instanceof Error ? pattern.exec(error.message) : null;
  if (!named) return undefined;
  try {
    const url = new URL(named[1]!, origin);
    return url.origin === origin ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The address of the code a failed `import()` could not fetch, where the browser's message names
 * it (Chromium: "Failed to fetch dynamically imported module: <url>", Firefox: "error loading
 * dynamically imported module: <url>") and it is this site's. Anything else (code that arrived but
 * threw, a message without an address): undefined.
 */
export function failedCodeAddress(error: unknown, origin = pageOrigin()): URL | undefined {
  return namedAddress(error, /dynamically imported module: (\S+)/i, origin);
}

/** The stylesheet of a screen that Vite's preload could not load ("Unable to preload CSS for <url>"). */
export function failedStyleAddress(error: unknown, origin = pageOrigin()): URL | undefined {
  return namedAddress(error, /Unable to preload CSS for (\S+)/, origin);
}

/**
 * Links a stylesheet that failed to load again, in place of its failed link: Vite's preload asks
 * for a stylesheet once per page, so the screen's next load would go on without it. Resolves once
 * it has loaded; rejects as Vite's preload does if it fails again.
 */
function relinkStyle(href: string): Promise<void> {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
    if (link.href === href) link.remove();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = '';
  link.href = href;
  return new Promise((resolve, reject) => {
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => reject(new Error(`Unable to preload CSS for ${href}`)));
    document.head.append(link);
  });
}

/**
 * The element of a route whose screen loads lazily, `name` being its export: `element:
 * lazyScreen(() => import('./CartPage'), 'CartPage')`. Until its code has arrived the screen
 * suspends: the router's navigations are transitions, so the page being left stays until then.
 * Once loaded it renders at once, which a first render needs (see `preloadScreens`): no `Suspense`
 * boundary sits around the screens, as hydrating one would be put off until after the rest of the
 * page.
 *
 * Code that fails to load throws to the layout's error boundary, which then lets it be asked for
 * again (`retryFailedScreens`) the next time it is wanted, with its stylesheet if that failed too
 * (`relinkStyle`). Browsers before the 2026 module-map change (Chromium 155, for one) remember a
 * failed address and never fetch it again in that page: where a retry fails so and the browser
 * names the address, the same file is asked for under a new one (`?retry=N`). None of it ran, so
 * it still runs once. (The name is the file `import()` asked for, also when a chunk under it
 * failed: seen in Chromium.)
 */
export function lazyScreen<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): ReactElement {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  let tries = 0;
  let failedStyle: string | undefined;
  const attempt = async (): Promise<M> => {
    const retry = tries++ > 0;
    if (failedStyle) {
      await relinkStyle(failedStyle);
      failedStyle = undefined;
    }
    try {
      return await load();
    } catch (error) {
      const address = retry ? failedCodeAddress(error) : undefined;
      if (!address) throw error;
      address.searchParams.set('retry', String(tries));
      return (await import(/* @vite-ignore */ address.href)) as M;
    }
  };
  const preload = () =>
    (loading ??= attempt().then(
      (module) => {
        Loaded = module[name];
      },
      (error: unknown) => {
        failedStyle ??= failedStyleAddress(error)?.href;
        // Kept until the error has been shown (rendering again now would only ask again, forever).
        failed.add(() => {
          loading = undefined;
        });
        throw error;
      },
    ));
  const Screen: LazyScreen = () => {
    if (!Loaded) use(preload());
    const Component = Loaded!;
    return <Component />;
  };
  Screen.preload = preload;
  return <Screen />;
}

function preloadOf(route: RouteObject): (() => Promise<void>) | undefined {
  const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
  return typeof type === 'function' && 'preload' in type ? (type as LazyScreen).preload : undefined;
}

/**
 * Loads the code of the lazy screens `location` shows (its layout routes' too). Before hydrating
 * a server-rendered page (and before the server renders one), so that its first render is the page
 * and not a loading state.
 */
export async function preloadScreens(
  routes: RouteObject[],
  location: Partial<Location> | string,
): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(matches.map(({ route }) => preloadOf(route)?.()));
}

/**
 * Loads the code of the screens a path shows, for a screen about to go there: `ShopRoutes`
 * provides it with the shop's routes. Outside them it loads nothing.
 */
export const ScreenPreloader = createContext<(to: string) => Promise<void>>(() => Promise.resolve());

/** `preload(to)`: the code of the screens `to` shows, loaded (see `ScreenPreloader`). */
export function usePreloadScreens(): (to: string) => Promise<void> {
  return useContext(ScreenPreloader);
}
