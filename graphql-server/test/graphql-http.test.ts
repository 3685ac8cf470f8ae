import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './support/shop.js';

// The GraphQL endpoint over HTTP (graphql-http.ts): what it hands the response cache must be what
// Apollo runs.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

/** A GET as a CDN would pass it on, with the header Apollo's CSRF prevention asks for. */
async function get(search: string) {
  const res = await fetch(`${shop.url}/graphql?${search}`, {
    headers: { 'apollo-require-preflight': 'true', accept: 'application/json' },
  });
  return { status: res.status, cache: res.headers.get('x-cache'), body: (await res.json()) as object };
}

describe('GraphQL GET parameters', () => {
  it('answers a parameter named twice as Apollo does, never from the cache', async () => {
    const categories = '{ categories { name } }';
    const count = '{ products(first: 1) { totalCount } }';
    for (let i = 0; i < 2; i++) {
      const alone = await get(`query=${encodeURIComponent(count)}`);
      expect(alone.body).toMatchObject({ data: { products: { totalCount: expect.any(Number) } } });
      expect(alone.cache).toBe(i === 0 ? 'MISS' : 'HIT');
    }
    // The second `query` is cached; the request is still refused, as Apollo refuses it.
    const twice = await get(`query=${encodeURIComponent(categories)}&query=${encodeURIComponent(count)}`);
    expect(twice.status).toBe(400);
    expect(twice.cache).toBeNull();
    expect(twice.body).toMatchObject({
      errors: [{ message: "The 'query' search parameter may only be specified once." }],
    });
  });
});

describe('cached answers', () => {
  it('are written as the computed answer was (headers, body and its newline), only the cost bucket moved', async () => {
    const post = () =>
      fetch(`${shop.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
        body: JSON.stringify({ query: '{ products(first: 3) { edges { node { id name price } } } }' }),
      });
    const fresh = await post();
    const cached = await post();
    expect([fresh.headers.get('x-cache'), cached.headers.get('x-cache')]).toEqual(['MISS', 'HIT']);
    // The bucket a client draws on has changed between two answers: its level is left out.
    const level = /"currentlyAvailable":[\d.]+/;
    const body = await fresh.text();
    expect(body).toMatch(level);
    expect(body.endsWith('}\n')).toBe(true);
    expect((await cached.text()).replace(level, '')).toBe(body.replace(level, ''));
    for (const header of ['content-type', 'cache-control', 'vary'])
      expect(cached.headers.get(header), header).toBe(fresh.headers.get(header));
  });
});
