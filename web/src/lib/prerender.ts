import type { NormalizedCacheObject } from '@apollo/client';

/**
 * What a server-rendered page hands the browser beside its HTML: the Apollo cache the page was
 * rendered from, in `<script id="shop-state" type="application/json">` (a data block, so the
 * Content-Security-Policy's `script-src 'self'` has nothing to refuse).
 */
export interface PrerenderedState {
  apollo: NormalizedCacheObject;
}

export const STATE_ELEMENT_ID = 'shop-state';

/** JSON for a `<script>` data block: `<` escaped, so no text (a product's name) can close it. */
export function serializeState(state: PrerenderedState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state of a server-rendered page, or null for the plain shell (the client renders alone). */
export function readPrerenderedState(doc: Document): PrerenderedState | null {
  const text = doc.getElementById(STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<PrerenderedState>;
    return state.apollo && typeof state.apollo === 'object' ? (state as PrerenderedState) : null;
  } catch {
    return null;
  }
}
