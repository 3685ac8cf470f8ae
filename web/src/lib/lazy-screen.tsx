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

/**
 * The element of a route whose screen loads lazily: `element: lazyScreen(async () => (await
 * import('./CartPage')).CartPage)`. Until its code has arrived the screen suspends: the router's
 * navigations are transitions, so the page being left stays until then. Once loaded it renders at
 * once, which a first render needs (see `preloadScreens`): no `Suspense` boundary sits around the
 * screens, as hydrating one would be put off until after the rest of the page. Code that fails to
 * load throws to the layout's error boundary, which then lets it be asked for again
 * (`retryFailedScreens`) the next time it is wanted.
 */
export function lazyScreen(load: () => Promise<ComponentType>): ReactElement {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
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
