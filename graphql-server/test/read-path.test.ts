import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, logIn, startTestShop, type TestShop } from './support/shop.js';
import { SqlCounter } from './support/sql-counter.js';

/** The read path's statements, counted on the real PostgreSQL connection (issue 10). */
let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.close();
});

/** The statements one anonymous GraphQL request sends (through the response cache: a miss). */
async function statementsOf(query: string, variables: Record<string, unknown> = {}) {
  // A unique variable keeps the response cache out of the way.
  SqlCounter.start();
  const res = await shop.gql(query, variables, { token: null });
  const sent = SqlCounter.stop();
  expect(res.errors).toBeUndefined();
  return sent.filter((s) => !/^(begin|commit|rollback|set )/i.test(s.trim()));
}

describe('hot reads', () => {
  it('counts the products only when the answer asks for totalCount', async () => {
    const without = await statementsOf(
      'query($f: Int) { products(first: $f) { edges { node { id name price } } pageInfo { hasNextPage } } }',
      { f: 20 },
    );
    expect(without).toHaveLength(1);
    expect(without.join('\n')).not.toMatch(/count\(\*\)/);
    const withTotal = await statementsOf(
      'query($f: Int) { products(first: $f) { totalCount edges { node { id } } } }',
      { f: 19 },
    );
    // Page and total in the same statement.
    expect(withTotal).toHaveLength(1);
    expect(withTotal[0]).toMatch(/count\(\*\)/);
    const viaFragment = await statementsOf(
      'query($f: Int) { products(first: $f) { ...C } } fragment C on ProductConnection { totalCount }',
      { f: 18 },
    );
    expect(viaFragment[0]).toMatch(/count\(\*\)/);
  });

  it('answers a search page and its total in one statement', async () => {
    const sent = await statementsOf(
      'query($q: String) { products(q: $q, first: 5) { totalCount edges { node { id } } } }',
      {
        q: 'cotton',
      },
    );
    expect(sent).toHaveLength(1);
  });

  it('reads a product page (product, related, embedded reviews, reviews query) in four statements', async () => {
    const list = await shop.gql<{ products: { edges: { node: { id: string } }[] } }>(
      '{ products(first: 3) { edges { node { id } } } }',
    );
    const id = list.data!.products.edges[0]!.node.id;
    const sent = await statementsOf(
      `query($id: ID!) {
        product(id: $id) { id name related { id name price } reviews { id rating productId } }
        reviews(productId: $id) { id userName rating }
      }`,
      { id },
    );
    expect(sent.length).toBeLessThanOrEqual(4);
  });

  it('sends the values as parameters of named prepared statements, never inlined', async () => {
    const term = 'zzqx-unlikely-term';
    const sent: string[] = [];
    SqlCounter.start();
    await shop.gql('query($q: String) { products(q: $q, first: 5) { edges { node { id } } } }', { q: term });
    sent.push(...SqlCounter.stop());
    expect(sent.join('\n')).not.toContain(term.slice(0, 10));
    expect(sent.join('\n')).toMatch(/\$1/);
  });
});

describe('admin and shopper reads still answer through the same path', () => {
  it('lists for an admin without the cache', async () => {
    const { token } = await logIn(shop, ADMIN.email, ADMIN.password);
    const res = await shop.gql<{ products: { totalCount: number } }>(
      '{ products(first: 2) { totalCount } }',
      {},
      { token },
    );
    expect(res.data!.products.totalCount).toBeGreaterThan(40);
  });
});
