import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderInput, placeOrder } from './support/commerce.js';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';

/**
 * The public catalog's response cache on two instances over one database and one Redis (issue 10):
 * answers are shared, and never stale after an admin edit, an order or a refund made on the other
 * instance. Runs when REDIS_URL is set (CI sets it).
 */
describe.skipIf(!process.env.REDIS_URL)('public catalog answers cached across instances', () => {
  let a: TestShop;
  let b: TestShop;
  let admin: string;
  let shopper: string;
  let productId: string;

  beforeAll(async () => {
    const JWT_SECRET = crypto.randomBytes(32).toString('hex');
    a = await startTestShop({ JWT_SECRET });
    b = await startTestShop({
      JWT_SECRET,
      DATABASE_URL: a.databaseUrl,
      REDIS_PREFIX: `${new URL(a.databaseUrl).pathname.slice(1)}:`,
    });
    admin = (await logIn(a, ADMIN.email, ADMIN.password)).token;
    shopper = (await signUp(a, { email: 'cached@example.com' })).token;
    const created = await a.gql<{ createProduct: { id: string } }>(
      `mutation { createProduct(input: { name: "Cache Kettle", description: "Boils.", category: "Home",
        price: 500, stock: 10 }) { id } }`,
      {},
      { token: admin },
    );
    productId = created.data!.createProduct.id;
  });
  afterAll(async () => {
    await b?.server.close();
    await a?.close();
  });

  const PAGE = `query Page($id: ID!) { product(id: $id) { id name price stock } }`;
  const LIST = `query List($q: String) { products(q: $q, first: 5) { totalCount edges { node { name stock } } } }`;

  /** An anonymous read over HTTP: the answer and whether the cache served it. */
  async function read(shop: TestShop, query: string, variables: Record<string, unknown>) {
    const res = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data: Record<string, unknown> };
    return { data: body.data, cache: res.headers.get('x-cache') };
  }
  const page = async (shop: TestShop) => {
    const r = await read(shop, PAGE, { id: productId });
    return { ...(r.data.product as { price: number; stock: number }), cache: r.cache };
  };

  it('shares an answer: computed on B, served from the cache on A', async () => {
    const first = await page(b);
    expect(first.cache).toBe('MISS');
    expect(await page(b)).toMatchObject({ cache: 'HIT', stock: 10 });
    expect(await page(a)).toMatchObject({ cache: 'HIT', stock: 10 });
  });

  it('is never stale after an admin edit on the other instance', async () => {
    await page(b); // cached
    const res = await a.gql(
      'mutation($id: ID!) { updateProduct(id: $id, input: { price: 650 }) { price } }',
      { id: productId },
      { token: admin },
    );
    expect(res.errors).toBeUndefined();
    expect(await page(b)).toMatchObject({ price: 650, cache: 'MISS' });
    expect(await page(b)).toMatchObject({ price: 650, cache: 'HIT' });
  });

  it('is never stale after an order, then a refund, on the other instance', async () => {
    const list = async () =>
      (await read(b, LIST, { q: 'cache kettle' })).data.products as unknown as {
        edges: { node: { stock: number } }[];
      };
    expect((await list()).edges[0]!.node.stock).toBe(10);
    expect(await page(b)).toMatchObject({ stock: 10, cache: 'HIT' });
    const placed = await placeOrder(a, shopper, orderInput([{ productId, quantity: 3 }]));
    expect(placed.errors).toBeUndefined();
    expect(await page(b)).toMatchObject({ stock: 7, cache: 'MISS' });
    expect((await list()).edges[0]!.node.stock).toBe(7);
    const cancelled = await a.gql(
      'mutation($id: ID!) { cancelOrder(id: $id) { message } }',
      { id: placed.data!.placeOrder.order.id },
      { token: shopper },
    );
    expect(cancelled.errors).toBeUndefined();
    expect(await page(b)).toMatchObject({ stock: 10, cache: 'MISS' });
    expect((await list()).edges[0]!.node.stock).toBe(10);
  });

  it('counts a new product in a cached list at once', async () => {
    const before = (await read(b, LIST, { q: 'kettle' })).data.products as unknown as { totalCount: number };
    await a.gql(
      `mutation { createProduct(input: { name: "Second Kettle", description: "Also boils.", category: "Home",
        price: 700, stock: 3 }) { id } }`,
      {},
      { token: admin },
    );
    const after = (await read(b, LIST, { q: 'kettle' })).data.products as unknown as { totalCount: number };
    expect(after.totalCount).toBe(before.totalCount + 1);
  });

  it('serves a signed-in viewer the shared answer, and never caches a private field', async () => {
    await page(a); // cached
    const signedIn = await fetch(`${b.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper}` },
      body: JSON.stringify({ query: PAGE, variables: { id: productId } }),
    });
    expect(signedIn.headers.get('x-cache')).toBe('HIT');
    expect(((await signedIn.json()) as { data: unknown }).data).toEqual({
      product: expect.objectContaining({ id: productId }),
    });
    const mixed = await read(b, `query($id: ID!) { product(id: $id) { id } me { id } }`, { id: productId });
    expect(mixed.cache).toBeNull();
  });
});
