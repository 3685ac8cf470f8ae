import { createContext, useContext, useEffect } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';
import { SHOP_DESCRIPTION, useShopName } from './shop';

/** A page's title (the shop's name is added) and its meta description (else the shop's own). */
export interface PageMeta {
  title: string;
  description?: string | undefined;
  /** The page says what was asked for does not exist (a server render answers 404). */
  notFound?: boolean | undefined;
}

/** What a route object carries in `handle` for a page whose title does not depend on data. */
export interface PageMetaHandle {
  meta: PageMeta;
}

export const routeMeta = (title: string, description?: string): PageMetaHandle => ({
  meta: { title, description },
});

/** Longest description search engines show; longer ones are cut at a word. */
const DESCRIPTION_MAX = 160;

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  return `${flat.slice(0, DESCRIPTION_MAX - 1).replace(/\s+\S*$/, '')}…`;
}

/** A page's `<title>` and description as the document carries them, and its HTTP status. */
export interface DocumentMeta {
  title: string;
  description: string;
  status: 200 | 404;
}

/**
 * Where a server-side render collects the page's title and description (effects do not run
 * there, so the page's head is written from this instead). Absent in the browser.
 */
export const PageMetaSink = createContext<((meta: DocumentMeta) => void) | null>(null);

/** Sets `<title>` and `<meta name="description">` while the calling page shows (null: leave them). */
export function usePageMeta(meta: PageMeta | null): void {
  const shopName = useShopName();
  const title = meta?.title;
  const description = meta?.description;
  const sink = useContext(PageMetaSink);
  const fullTitle = title ? `${title} | ${shopName}` : shopName;
  // On the server: the deepest caller renders last, so the page's own meta wins over the route's.
  if (sink && title !== undefined)
    sink({
      title: fullTitle,
      description: clip(description || SHOP_DESCRIPTION),
      status: meta?.notFound ? 404 : 200,
    });
  useEffect(() => {
    if (title === undefined) return;
    document.title = fullTitle;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = clip(description || SHOP_DESCRIPTION);
  }, [title, fullTitle, description]);
}

/**
 * The title and description of the current route from its `handle` (see `routeMeta`). Routes
 * whose title comes from data (a product) carry none and call `usePageMeta` themselves.
 */
export function RouteMeta({ routes }: { routes: RouteObject[] }): null {
  const location = useLocation();
  const handle = matchRoutes(routes, location)?.at(-1)?.route.handle as Partial<PageMetaHandle> | undefined;
  usePageMeta(handle?.meta ?? null);
  return null;
}
