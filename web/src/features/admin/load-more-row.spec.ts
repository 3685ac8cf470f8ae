import { describe, expect, it } from 'vitest';
import { appendEdges } from './LoadMoreRow';

describe('appendEdges', () => {
  it("puts the next page's edges after the shown ones and takes the next page's cursor", () => {
    const prev = {
      customers: { edges: [{ id: 1 }, { id: 2 }], pageInfo: { hasNextPage: true, endCursor: 'b' } },
    };
    const next = { customers: { edges: [{ id: 3 }], pageInfo: { hasNextPage: false, endCursor: 'c' } } };
    expect(appendEdges('customers')(prev, { fetchMoreResult: next })).toEqual({
      customers: {
        edges: [{ id: 1 }, { id: 2 }, { id: 3 }],
        pageInfo: { hasNextPage: false, endCursor: 'c' },
      },
    });
  });
});
