import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRows } from '../src/common/sql.js';
import { createProduct, orderInput, placeOrder } from './support/commerce.js';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';
import { SqlCounter } from './support/sql-counter.js';
import { promotedBy } from './support/young-gc.js';

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

  it('reads a product page (product with related, embedded reviews, reviews query) in three statements', async () => {
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
    expect(sent).toHaveLength(3);
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

describe('the public catalog reads without a unit of work', () => {
  it('forks no EntityManager for an anonymous list, product page (reviewers who bought it, rating summary), reviews or REST list', async () => {
    const em = shop.server.orm.em;
    const fork = em.fork;
    let forks = 0;
    em.fork = function (this: typeof em, ...args: Parameters<typeof fork>) {
      forks += 1;
      return fork.apply(this, args);
    } as typeof fork;
    try {
      // Unique variables keep the response cache out of the way: each of these runs its resolvers.
      const list = await shop.gql<{ products: { edges: { node: { id: string; reviewCount: number } }[] } }>(
        'query($f: Int) { products(first: $f) { totalCount edges { node { id name reviewCount } } } }',
        { f: 47 },
        { token: null },
      );
      // The most reviewed product: its reviews' `verifiedBuyer` and its rating summary run loaders.
      const nodes = list.data!.products.edges.map((e) => e.node);
      const id = nodes.sort((a, b) => b.reviewCount - a.reviewCount)[0]!.id;
      const page = await shop.gql<{
        product: { related: unknown[]; reviews: unknown[] };
        reviews: unknown[];
      }>(
        'query($id: ID!, $n: Int) { product(id: $id) { id related { id } reviews(first: $n) { id verifiedBuyer } ratingSummary { count distribution { stars count } } } reviews(productId: $id) { id verifiedBuyer } }',
        { id, n: 7 },
        { token: null },
      );
      expect(page.errors).toBeUndefined();
      expect(page.data!.product.related.length).toBeGreaterThan(0);
      expect(page.data!.reviews.length).toBeGreaterThan(0);
      // Nothing a resolver reads: Apollo's copy of the context must not fork either.
      expect((await shop.gql('{ __typename }', {}, { token: null })).errors).toBeUndefined();
      const rest = await shop.rest<unknown[]>('GET', `/api/products?q=${encodeURIComponent('cotton')}`);
      expect(rest.status).toBe(200);
      expect(forks).toBe(0);

      // A signed-in viewer's request reads its session with the request's own EntityManager.
      const { token } = await logIn(shop, ADMIN.email, ADMIN.password);
      forks = 0;
      expect((await shop.gql('{ me { id } }', {}, { token })).errors).toBeUndefined();
      expect(forks).toBe(1);
    } finally {
      em.fork = fork;
    }
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

/** The web app's own document for an operation (web/src/graphql/persisted-documents.json). */
async function webDocument(operationName: string): Promise<string> {
  const { default: documents } = (await import('../../web/src/graphql/persisted-documents.json', {
    with: { type: 'json' },
  })) as { default: Record<string, string> };
  const found = Object.values(documents).find(
    (d) => d.includes(`query ${operationName} `) || d.includes(`query ${operationName}(`),
  );
  if (!found) throw new Error(`no web document named ${operationName}`);
  return found;
}

describe('order lists', () => {
  /** The statements a signed-in request sends, the session check and transactions aside. */
  async function statementsAs(token: string, query: string, variables: Record<string, unknown> = {}) {
    SqlCounter.start();
    const res = await shop.gql(query, variables, { token });
    const sent = SqlCounter.stop();
    expect(res.errors).toBeUndefined();
    // The session check aside: every signed-in request makes it.
    return sent.filter(
      (s) => !/^(begin|commit|rollback|set )/i.test(s.trim()) && !/from "?sessions"?\s/.test(s),
    );
  }

  it('reads My Orders and the admin order list in as many statements for four orders as for one', async () => {
    const shopper = await signUp(shop, { email: 'orders-read-path@example.com' });
    const admin = (await logIn(shop, ADMIN.email, ADMIN.password)).token;
    const products = [
      await createProduct(shop, { name: 'Read Path Tray', pricePaise: 40_000, stock: 50 }),
      await createProduct(shop, { name: 'Read Path Jug', pricePaise: 65_000, stock: 50 }),
    ];
    const myOrders = await webDocument('MyOrders');
    const adminOrders = await webDocument('AdminOrders');
    const place = async () => {
      const placed = await placeOrder(
        shop,
        shopper.token,
        orderInput(products.map((productId) => ({ productId, quantity: 1 }))),
      );
      expect(placed.errors).toBeUndefined();
    };

    await place();
    const oneMine = await statementsAs(shopper.token, myOrders);
    const oneAdmin = await statementsAs(admin, adminOrders, { input: { first: 50 } });
    for (let i = 0; i < 3; i++) await place();
    const fourMine = await statementsAs(shopper.token, myOrders);
    const fourAdmin = await statementsAs(admin, adminOrders, { input: { first: 50 } });

    expect(fourMine.length, fourMine.join('\n')).toBe(oneMine.length);
    expect(fourAdmin.length, fourAdmin.join('\n')).toBe(oneAdmin.length);
    // My Orders: orders, items and customer in one statement. The admin's list: the page's ids,
    // its count and the summary (sent together), then the orders themselves.
    expect(fourMine).toHaveLength(1);
    expect(fourAdmin).toHaveLength(4);

    // The live product of each item only when asked for: one more statement, batched.
    const withProducts = await statementsAs(
      shopper.token,
      '{ orders { id items { product { id name stock } } } }',
    );
    expect(withProducts).toHaveLength(2);
    const answer = await shop.gql<{ orders: { items: { product: { name: string } | null }[] }[] }>(
      '{ orders { items { product { name } } } }',
      {},
      { token: shopper.token },
    );
    expect(answer.data!.orders).toHaveLength(4);
    expect(answer.data!.orders[0]!.items.map((i) => i.product?.name).sort()).toEqual([
      'Read Path Jug',
      'Read Path Tray',
    ]);
  });
});

describe('young garbage', () => {
  it('lets a read’s rows die young once it is answered', async () => {
    // 2,000 rows of about 150 bytes each, read 20 times: some 6 MB promoted if each result outlived
    // its read, as pg's promise form made it (docs/decisions/young-garbage-patches.md).
    const promoted = await promotedBy(() =>
      readRows(shop.server.orm.em, "select g as i, repeat('x', 100) as s from generate_series(1, 2000) g"),
    );
    expect(promoted).toBeLessThan(2_000_000);
  });
});
