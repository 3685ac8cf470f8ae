import type { FieldPolicy, TypePolicies } from '@apollo/client';

interface Edge {
  cursor: string;
}
interface Connection {
  edges: Edge[];
  pageInfo?: unknown;
  totalCount?: number;
  [key: string]: unknown;
}

/**
 * Merges a page of a cursor connection into what the cache holds: the first page (no `after`)
 * replaces the list; a later page is appended after the edge whose cursor it continues from, so
 * "Load more" grows one list and a refetch of the first page starts over.
 */
export function mergeConnection<T extends Connection>(
  existing: T | undefined,
  incoming: T,
  after: string | null | undefined,
): T {
  if (!existing || !after) return incoming;
  const at = existing.edges.findIndex((e) => e.cursor === after);
  const kept = at >= 0 ? existing.edges.slice(0, at + 1) : existing.edges;
  const seen = new Set(kept.map((e) => e.cursor));
  return { ...incoming, edges: [...kept, ...incoming.edges.filter((e) => !seen.has(e.cursor))] };
}

/** A field policy for cursor connections: one cache entry per filter set, pages merged. */
export function connectionField(keyArgs: string[]): FieldPolicy<Connection> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      return mergeConnection(existing, incoming, (args?.after as string | null | undefined) ?? null);
    },
  };
}

/** The app's cache policies (InMemoryCache typePolicies). */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      products: connectionField([
        'q',
        'category',
        'featured',
        'stock',
        'sort',
        'minPrice',
        'maxPrice',
        'inStock',
        'minRating',
        'first',
      ]),
    },
  },
};
