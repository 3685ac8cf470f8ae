/**
 * Pure helpers for catalog search: the search query text handed to
 * PostgreSQL. No database access here (see catalog.service.ts for the SQL).
 */

/** Trims, collapses spaces and caps the length of a search text; empty means "no search". */
export function normalizeSearch(q: string | null | undefined): string {
  return (q ?? '').replace(/\s+/g, ' ').trim().slice(0, 100);
}

/** The words of a search text: letters and digits only (tsquery syntax characters are dropped). */
export function searchTerms(q: string): string[] {
  return (
    normalizeSearch(q)
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  ).slice(0, 8);
}

/**
 * A prefix tsquery for `to_tsquery('english', ...)`: every word must match the start of a word
 * (so "head" finds "Headphones"), e.g. `wireless:* & head:*`. Empty when there are no words.
 */
export function prefixTsQuery(q: string): string {
  return searchTerms(q)
    .map((t) => `${t}:*`)
    .join(' & ');
}

/** Escapes LIKE wildcards so user text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
