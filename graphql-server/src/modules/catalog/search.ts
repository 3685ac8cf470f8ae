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

/** Escapes LIKE wildcards so user text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * What shoppers call a kind of product, and the word the catalog uses for it: "phone" means a
 * smartphone (not headphones, which merely contain the letters). Small on purpose; each entry is
 * in the relevance set (test/search-scale.test.ts).
 */
const KIND_OF: Record<string, string> = {
  phone: 'smartphone',
  phones: 'smartphone',
  mobile: 'smartphone',
  cellphone: 'smartphone',
  shades: 'sunglasses',
  kurti: 'kurta',
  sari: 'saree',
};

/** A search as the listing runs it. */
export interface Search {
  /** The normalised text (exact-name bonus, closeness to the name). */
  text: string;
  /** Prefix full-text query: every word (or the catalog's word for it) starts a word. */
  tsquery: string;
  /** The same query held to the name (weight A): the candidates ranked first. */
  nameTsquery: string;
  /** The catalog's words for what was asked (`KIND_OF`), as a tsquery; empty when none. */
  kinds: string;
  /** The same kinds held to the name (weight A); empty when none. */
  nameKinds: string;
  /**
   * Words of three letters or more: each found anywhere in the name, category or description
   * ("phone" finds a smartphone), or, for typos, a close enough word ("hedphones"). Shorter
   * words are left to the full-text match.
   */
  words: string[];
}

/** The search of a `q`; undefined when there is none (empty, or only symbols). */
export function searchOf(q: string | null | undefined): Search | undefined {
  const text = normalizeSearch(q);
  const terms = searchTerms(text);
  if (!terms.length) return undefined;
  const kinds = [...new Set(terms.map((t) => KIND_OF[t]).filter((k): k is string => !!k))];
  const query = (w: string) =>
    terms.map((t) => (KIND_OF[t] ? `(${t}:*${w} | ${KIND_OF[t]}:*${w})` : `${t}:*${w}`)).join(' & ');
  return {
    text,
    tsquery: query(''),
    nameTsquery: query('A'),
    kinds: kinds.join(' | '),
    nameKinds: kinds.map((k) => `${k}:A`).join(' | '),
    words: terms.filter((t) => t.length >= 3),
  };
}
