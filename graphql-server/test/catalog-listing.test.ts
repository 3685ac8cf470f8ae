import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';

/** Sorting and filtering the product listing on the server, with cursor paging under each sort. */
let shop: TestShop;
let admin: string;

interface Node {
  id: string;
  name: string;
  price: number;
  stock: number;
  averageRating: number;
  reviewCount: number;
}
interface Page {
  products: {
    totalCount: number;
    edges: { cursor: string; node: Node }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

const LIST = `query List($first: Int, $after: String, $q: String, $category: String, $sort: ProductSort,
  $minPrice: Float, $maxPrice: Float, $inStock: Boolean, $minRating: Int) {
  products(first: $first, after: $after, q: $q, category: $category, sort: $sort, minPrice: $minPrice,
    maxPrice: $maxPrice, inStock: $inStock, minRating: $minRating) {
    totalCount
    edges { cursor node { id name price stock averageRating reviewCount } }
    pageInfo { hasNextPage endCursor }
  }
}`;

async function list(vars: Record<string, unknown>) {
  const res = await shop.gql<Page>(LIST, vars);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.products;
}

/** Every product of a listing, walking the cursors `first` at a time. */
async function walk(vars: Record<string, unknown>, first = 2): Promise<Node[]> {
  const seen: Node[] = [];
  let after: string | null = null;
  for (let i = 0; i < 20; i++) {
    const page: Page['products'] = await list({ ...vars, first, after });
    seen.push(...page.edges.map((e) => e.node));
    if (!page.pageInfo.hasNextPage) return seen;
    after = page.pageInfo.endCursor;
  }
  throw new Error('paging did not end');
}

const names = (nodes: Node[]) => nodes.map((n) => n.name);

// name, price (₹), stock, ratings given; created in this order (oldest first).
const CATALOG: [string, number, number, number[]][] = [
  ['Cotton Saree', 2499, 10, [5, 4]], // 4.5 from 2
  ['Steel Bottle', 349, 0, [3]], // 3.0, out of stock
  ['Yoga Mat', 599, 25, [5]], // 5.0 from 1
  ['Desk Lamp', 899.5, 4, []],
  ['Smart Watch', 3999, 7, [4, 5]], // 4.5 from 2
  ['Leather Wallet', 599, 12, [2, 3]], // 2.5, same price as the mat
  ['Tea Kettle', 1299, 0, [4]], // 4.0, out of stock
];

beforeAll(async () => {
  shop = await startTestShop({ SEED_DEMO_DATA: 'false' as never });
  admin = (await logIn(shop, ADMIN.email, ADMIN.password)).token;
  const reviewers = await Promise.all(
    [1, 2].map((n) => signUp(shop, { email: `rater${n}@example.com`, name: `Rater ${n}` })),
  );
  for (const [name, price, stock, ratings] of CATALOG) {
    const created = await shop.gql<{ createProduct: { id: string } }>(
      `mutation ($input: ProductInput!) { createProduct(input: $input) { id } }`,
      { input: { name, category: 'Home', price, stock, description: `${name} for testing.` } },
      { token: admin },
    );
    const id = created.data!.createProduct.id;
    for (const [i, rating] of ratings.entries()) {
      const res = await shop.gql(
        `mutation ($id: ID!, $r: Int) { addReview(productId: $id, rating: $r, review: "Fine.") { id } }`,
        { id, r: rating },
        { token: reviewers[i]!.token },
      );
      expect(res.errors).toBeUndefined();
    }
  }
});
afterAll(() => shop?.close());

describe('sorting', () => {
  it('newest first by default and with NEWEST, paging without gaps or repeats', async () => {
    const newest = [...CATALOG].reverse().map((c) => c[0]);
    expect(names(await walk({}))).toEqual(newest);
    expect(names(await walk({ sort: 'NEWEST' }, 3))).toEqual(newest);
  });

  it('price low to high and high to low, equal prices in a stable order across pages', async () => {
    const asc = await walk({ sort: 'PRICE_ASC' });
    expect(asc.map((n) => n.price)).toEqual([349, 599, 599, 899.5, 1299, 2499, 3999]);
    const desc = await walk({ sort: 'PRICE_DESC' }, 3);
    expect(desc.map((n) => n.price)).toEqual([3999, 2499, 1299, 899.5, 599, 599, 349]);
    // The two ₹599 products come back in one order however the pages fall.
    const tie = (nodes: Node[]) => names(nodes.filter((n) => n.price === 599));
    expect(tie(await walk({ sort: 'PRICE_ASC' }, 1))).toEqual(tie(asc));
    expect(tie(await walk({ sort: 'PRICE_ASC' }, 7))).toEqual(tie(asc));
  });

  it('highest rated first, more reviews first on a tie, unrated last', async () => {
    const rated = await walk({ sort: 'RATING' });
    expect(rated.map((n) => n.averageRating)).toEqual([5, 4.5, 4.5, 4, 3, 2.5, 0]);
    expect(rated.at(-1)!.name).toBe('Desk Lamp');
    // Same average (4.5) and count (2): a stable order by id, the same on one page or many.
    expect(names(rated.slice(1, 3))).toEqual(
      names((await list({ sort: 'RATING', first: 7 })).edges.map((e) => e.node)).slice(1, 3),
    );
  });

  it('relevance ranks a search, and each sort applies to a search too', async () => {
    const ranked = await list({ q: 'steel bottle', sort: 'RELEVANCE' });
    expect(ranked.edges[0]!.node.name).toBe('Steel Bottle');
    const byPrice = await walk({ q: 'testing', sort: 'PRICE_DESC' }, 3);
    expect(byPrice.map((n) => n.price)).toEqual([3999, 2499, 1299, 899.5, 599, 599, 349]);
    // Ranked pages follow one another by their cursors (rank, date, id) as one page would.
    const all = await list({ q: 'testing', sort: 'RELEVANCE', first: 48 });
    expect(all.edges.length).toBeGreaterThan(4);
    expect(names(await walk({ q: 'testing', sort: 'RELEVANCE' }, 2))).toEqual(
      names(all.edges.map((e) => e.node)),
    );
  });

  it("refuses another sort's cursor and unknown sorts", async () => {
    const page = await list({ sort: 'PRICE_ASC', first: 2 });
    const wrong = await shop.gql(LIST, { sort: 'PRICE_DESC', first: 2, after: page.pageInfo.endCursor });
    expect(wrong.errors?.[0]?.message).toBe('Invalid cursor');
    const unknown = await shop.gql(LIST, { sort: 'CHEAPEST' });
    expect(unknown.status).toBe(400);
    expect(unknown.errors).toBeDefined();
  });
});

describe('filters', () => {
  it('price range in rupees, both ends inclusive, with the total of all pages', async () => {
    const page = await list({ minPrice: 599, maxPrice: 1299, sort: 'PRICE_ASC', first: 2 });
    expect(page.totalCount).toBe(4);
    expect((await walk({ minPrice: 599, maxPrice: 1299, sort: 'PRICE_ASC' })).map((n) => n.price)).toEqual([
      599, 599, 899.5, 1299,
    ]);
    expect(names(await walk({ minPrice: 899.5, maxPrice: 899.5 }))).toEqual(['Desk Lamp']);
    expect((await walk({ minPrice: 2000 })).every((n) => n.price >= 2000)).toBe(true);
  });

  it('in stock only', async () => {
    const inStock = await walk({ inStock: true });
    expect(inStock).toHaveLength(5);
    expect(inStock.every((n) => n.stock > 0)).toBe(true);
    expect(await walk({ inStock: false })).toHaveLength(7);
  });

  it('minimum rating, as the rating is shown', async () => {
    expect(names(await walk({ minRating: 4, sort: 'RATING' }))).toEqual([
      'Yoga Mat',
      ...names(await walk({ minRating: 4, sort: 'RATING' })).slice(1, 3),
      'Tea Kettle',
    ]);
    expect((await walk({ minRating: 4 })).every((n) => n.averageRating >= 4)).toBe(true);
    expect(await walk({ minRating: 5 })).toHaveLength(1);
  });

  it('combine with each other, with search and with a sort', async () => {
    const page = await walk({
      q: 'testing',
      inStock: true,
      minRating: 4,
      maxPrice: 3000,
      sort: 'PRICE_DESC',
    });
    expect(names(page)).toEqual(['Cotton Saree', 'Yoga Mat']);
  });

  it('answer bad values with a clear 4xx message', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ minPrice: -1 }, /minPrice cannot be negative/],
      [{ maxPrice: -5 }, /maxPrice cannot be negative/],
      [{ minPrice: 500, maxPrice: 100 }, /minPrice cannot be more than maxPrice/],
      [{ minRating: 0 }, /minRating must be between 1 and 5/],
      [{ minRating: 6 }, /minRating must be between 1 and 5/],
      [{ maxPrice: 1e12 }, /maxPrice is too large/],
    ];
    for (const [vars, message] of cases) {
      const res = await shop.gql(LIST, vars);
      expect(res.status, JSON.stringify(vars)).toBeLessThan(500);
      expect(res.errors?.map((e) => e.message).join(' '), JSON.stringify(vars)).toMatch(message);
      expect(res.errors?.[0]?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
    }
  });
});

describe('cursors of timestamps', () => {
  it('page to the microsecond: products created a microsecond apart (and before 1970) follow in order', async () => {
    // The cursor holds the microseconds since 1970 that the listing's SQL computes; two products a
    // microsecond apart, and two at one instant (then ordered by id), page as one page would.
    const created: Record<string, string> = {
      'Micro Moon': '1969-07-20 20:17:40.000001+00',
      'Micro First': '2026-11-22 00:11:51.123456+00',
      'Micro Second': '2026-11-22 00:11:51.123457+00',
      'Micro Same': '2026-11-22 05:41:51.123456+05:30',
    };
    for (const name of Object.keys(created)) {
      const res = await shop.gql(
        `mutation ($input: ProductInput!) { createProduct(input: $input) { id } }`,
        { input: { name, category: 'Sports', price: 10, stock: 1, description: `${name} for paging.` } },
        { token: admin },
      );
      expect(res.errors).toBeUndefined();
    }
    const connection = shop.server.orm.em.fork().getConnection();
    for (const [name, at] of Object.entries(created))
      await connection.execute('update products set created_at = ?::timestamptz where name = ?', [at, name]);
    const onePage = names((await list({ category: 'Sports', first: 10 })).edges.map((e) => e.node));
    expect(onePage.slice(0, 1)).toEqual(['Micro Second']);
    expect(onePage.at(-1)).toBe('Micro Moon');
    expect(new Set(onePage.slice(1, 3))).toEqual(new Set(['Micro First', 'Micro Same']));
    expect(names(await walk({ category: 'Sports' }, 1))).toEqual(onePage);
    // Ranked by relevance, the date is the second key: equal ranks page by it too.
    const ranked = names(
      (await list({ q: 'paging', sort: 'RELEVANCE', first: 10 })).edges.map((e) => e.node),
    );
    expect(ranked).toHaveLength(4);
    expect(names(await walk({ q: 'paging', sort: 'RELEVANCE' }, 1))).toEqual(ranked);
  });
});
