import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { SHOP_DESCRIPTION, useShopName } from './shop';

/** A page's title (the shop's name is added) and its meta description (else the shop's own). */
export interface PageMeta {
  title: string;
  description?: string | undefined;
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

/** Sets `<title>` and `<meta name="description">` while the calling page shows (null: leave them). */
export function usePageMeta(meta: PageMeta | null): void {
  const shopName = useShopName();
  const title = meta?.title;
  const description = meta?.description;
  useEffect(() => {
    if (title === undefined) return;
    document.title = title ? `${title} | ${shopName}` : shopName;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = clip(description || SHOP_DESCRIPTION);
  }, [title, description, shopName]);
}

/**
 * The title and description of the current route from its `handle` (see `routeMeta`). Routes
 * whose title comes from data (a product) carry none and call `usePageMeta` themselves.
 */
export function RouteMeta(): null {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as Partial<PageMetaHandle> | undefined;
  usePageMeta(handle?.meta ?? null);
  return null;
}
