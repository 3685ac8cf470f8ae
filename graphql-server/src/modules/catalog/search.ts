/**
 * Pure helpers for catalog listing: opaque cursors and the search query text handed to
 * PostgreSQL. No database access here (see catalog.service.ts for the SQL).
 */
import { isUuid } from '../../common/validation.js';

/** Keyset position of a row in a listing: rank (search only), creation time and id. */
export interface CursorKey {
  /** Search rank as PostgreSQL numeric text (only when searching). */
  rank?: string;
  /** created_at as PostgreSQL timestamptz text (microsecond precision kept). */
  createdAt: string;
  id: string;
}

const NUMERIC = /^-?\d+(\.\d+)?$/;
// What `timestamptz::text` prints, e.g. 2026-11-22 00:11:51.123456+00
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;

export function encodeCursor(key: CursorKey): string {
  const parts = key.rank === undefined ? [key.createdAt, key.id] : [key.createdAt, key.id, key.rank];
  return Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');
}

/** Decodes a cursor; undefined when it is malformed (callers answer 'Invalid cursor'). */
export function decodeCursor(cursor: string): CursorKey | undefined {
  try {
    const parts: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(parts) || parts.length < 2 || parts.length > 3) return undefined;
    if (!parts.every((p) => typeof p === 'string')) return undefined;
    const [createdAt, id, rank] = parts as string[];
    if (!TIMESTAMP.test(createdAt!) || !isUuid(id!)) return undefined;
    if (rank !== undefined && !NUMERIC.test(rank)) return undefined;
    return rank === undefined ? { createdAt: createdAt!, id: id! } : { createdAt: createdAt!, id: id!, rank };
  } catch {
    return undefined;
  }
}

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
