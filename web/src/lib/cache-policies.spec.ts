import { describe, expect, it } from 'vitest';
import { mergeConnection } from './cache-policies';

const page = (cursors: string[], hasNextPage = true) => ({
  edges: cursors.map((cursor) => ({ cursor })),
  pageInfo: { hasNextPage, endCursor: cursors.at(-1) ?? null },
  totalCount: 10,
});

describe('mergeConnection', () => {
  it('replaces the list with a first page', () => {
    expect(mergeConnection(page(['a', 'b']), page(['x']), null).edges).toEqual([{ cursor: 'x' }]);
  });
  it('appends a later page after the cursor it continues from, with the new pageInfo', () => {
    const merged = mergeConnection(page(['a', 'b']), page(['c', 'd'], false), 'b');
    expect(merged.edges.map((e) => e.cursor)).toEqual(['a', 'b', 'c', 'd']);
    expect(merged.pageInfo).toEqual({ hasNextPage: false, endCursor: 'd' });
  });
  it('drops edges after the cursor when a page is fetched again, and never duplicates', () => {
    const merged = mergeConnection(page(['a', 'b', 'c', 'd']), page(['c', 'e']), 'b');
    expect(merged.edges.map((e) => e.cursor)).toEqual(['a', 'b', 'c', 'e']);
    const dup = mergeConnection(page(['a', 'b']), page(['b', 'c']), 'zz');
    expect(dup.edges.map((e) => e.cursor)).toEqual(['a', 'b', 'c']);
  });
});
