import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';

let shop: TestShop;
let admin: string;
let shopper: string;

const CREATE = `mutation Create($input: ProductInput!) {
  createProduct(input: $input) { id name category price stock featured lowStock imageUrl averageRating reviewCount }
}`;

interface Node {
  id: string;
  name: string;
  category: string;
  price: number;
  stock: number;
}
interface Page {
  products: {
    totalCount: number;
    edges: { cursor: string; node: Node }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

const LIST = `query List($first: Int, $after: String, $q: String, $category: String, $featured: Boolean, $stock: StockFilter) {
  products(first: $first, after: $after, q: $q, category: $category, featured: $featured, stock: $stock) {
    totalCount
    edges { cursor node { id name category price stock } }
    pageInfo { hasNextPage endCursor }
  }
}`;

async function create(input: Record<string, unknown>, token = admin) {
  const res = await shop.gql<{ createProduct: Node & { id: string } }>(
    CREATE,
    { input: { description: 'A fine product for testing.', featured: false, ...input } },
    { token },
  );
  if (!res.data?.createProduct) throw new Error(JSON.stringify(res.errors));
  return res.data.createProduct;
}

async function list(vars: Record<string, unknown>) {
  const res = await shop.gql<Page>(LIST, vars);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.products;
}

beforeAll(async () => {
  shop = await startTestShop({ SEED_DEMO_DATA: 'false' as never });
  admin = (await logIn(shop, ADMIN.email, ADMIN.password)).token;
  shopper = (await signUp(shop, { email: 'cat-shopper@example.com' })).token;
  // Created oldest first.
  await create({ name: 'Zephyr Wireless Headphones', category: 'Electronics', price: 2499, stock: 40 });
  await create({
    name: 'Desk Lamp',
    category: 'Home',
    price: 899.5,
    stock: 0,
    description: 'Pairs nicely with zephyr headphones on a tidy desk.',
  });
  await create({ name: 'Cotton Kurta', category: 'Apparel', price: 1299, stock: 3, featured: true });
  await create({ name: 'Yoga Mat', category: 'Fitness', price: 599, stock: 120 });
  await create({ name: 'Steel Bottle', category: 'Home', price: 349, stock: 60, featured: true });
  await create({ name: 'Leather Wallet', category: 'Accessories', price: 1495, stock: 49 });
  await create({ name: 'Smart Watch', category: 'Electronics', price: 3999, stock: 5 });
});
afterAll(() => shop?.close());

describe('listing', () => {
  it('lists newest first with prices in rupees and a total', async () => {
    const page = await list({ first: 3 });
    expect(page.totalCount).toBe(7);
    expect(page.edges.map((e) => e.node.name)).toEqual(['Smart Watch', 'Leather Wallet', 'Steel Bottle']);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const lamp = (await list({ q: 'lamp' })).edges[0]!.node;
    expect(lamp.price).toBe(899.5);
  });

  it('pages with cursors without duplicates or gaps', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 10; i++) {
      const page = await list({ first: 2, after });
      seen.push(...page.edges.map((e) => e.node.name));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    const all = (await list({ first: 48 })).edges.map((e) => e.node.name);
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(7);
  });

  it('pages through ranked search results too', async () => {
    const all = (await list({ first: 48, q: 'e' })).edges.map((e) => e.node.id);
    const seen: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 10; i++) {
      const page = await list({ first: 1, after, q: 'e' });
      seen.push(...page.edges.map((e) => e.node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(all);
  });

  it('caps first and refuses bad cursors', async () => {
    const res = await shop.gql(LIST, { first: 500 });
    expect(res.errors?.[0]?.message).toBe('first must be at most 48');
    const bad = await shop.gql(LIST, { first: 2, after: 'garbage' });
    expect(bad.errors?.[0]?.message).toBe('Invalid cursor');
  });

  it('filters by category case-insensitively, featured and stock level', async () => {
    const home = await list({ category: 'hOmE' });
    expect(home.edges.map((e) => e.node.name).sort()).toEqual(['Desk Lamp', 'Steel Bottle']);
    expect(home.totalCount).toBe(2);
    const featured = await list({ featured: true });
    expect(featured.edges.map((e) => e.node.name).sort()).toEqual(['Cotton Kurta', 'Steel Bottle']);
    expect((await list({ stock: 'OUT' })).edges.map((e) => e.node.name)).toEqual(['Desk Lamp']);
    expect((await list({ stock: 'LOW' })).edges.map((e) => e.node.name).sort()).toEqual([
      'Cotton Kurta',
      'Leather Wallet',
      'Smart Watch',
      'Zephyr Wireless Headphones', // 40: below the admin's threshold of 50
    ]);
    expect((await list({ stock: 'IN' })).edges.map((e) => e.node.name).sort()).toEqual([
      'Steel Bottle',
      'Yoga Mat',
    ]);
  });
});

describe('search', () => {
  it('finds partial words, case-insensitively', async () => {
    const names = (await list({ q: 'HEAD' })).edges.map((e) => e.node.name);
    expect(names[0]).toBe('Zephyr Wireless Headphones');
    expect((await list({ q: 'wirel' })).edges.map((e) => e.node.name)).toContain(
      'Zephyr Wireless Headphones',
    );
  });

  it('ranks a name match above a description match', async () => {
    const names = (await list({ q: 'zephyr headphones' })).edges.map((e) => e.node.name);
    expect(names).toEqual(['Zephyr Wireless Headphones', 'Desk Lamp']);
  });

  it('ranks an exact name above a partial name match', async () => {
    await create({ name: 'Watch', category: 'Accessories', price: 999, stock: 10 });
    const names = (await list({ q: 'watch' })).edges.map((e) => e.node.name);
    expect(names.slice(0, 2)).toEqual(['Watch', 'Smart Watch']);
  });

  it('matches categories and tolerates a typo in a name', async () => {
    expect((await list({ q: 'fitness' })).edges.map((e) => e.node.name)).toEqual(['Yoga Mat']);
    expect((await list({ q: 'headphnes' })).edges.map((e) => e.node.name)).toContain(
      'Zephyr Wireless Headphones',
    );
  });

  it('treats query syntax as plain text', async () => {
    const res = await list({ q: "':* & | ! ( ) <-> %_" });
    expect(res.totalCount).toBe(8);
    expect((await list({ q: 'no-such-thing-xyz' })).totalCount).toBe(0);
  });
});

describe('product detail', () => {
  it('answers the product with related items of the same category, excluding itself', async () => {
    const watch = await create({ name: 'Fitness Band', category: 'electronics', price: 1999, stock: 200 });
    expect(watch.category).toBe('Electronics');
    const res = await shop.gql<{
      product: { name: string; lowStock: boolean; related: { name: string; category: string }[] };
    }>(`query P($id: ID!) { product(id: $id) { name lowStock related { name category } } }`, {
      id: watch.id,
    });
    const p = res.data!.product;
    expect(p.lowStock).toBe(false);
    expect(p.related.map((r) => r.name).sort()).toEqual(['Smart Watch', 'Zephyr Wireless Headphones']);
  });

  it('answers null for a missing or malformed id, 404 over REST', async () => {
    const res = await shop.gql<{ a: unknown; b: unknown }>(
      `{ a: product(id: "not-a-uuid") { id } b: product(id: "00000000-0000-4000-8000-000000000000") { id } }`,
    );
    expect(res.data).toEqual({ a: null, b: null });
    const rest = await shop.rest('GET', '/api/products/00000000-0000-4000-8000-000000000000');
    expect(rest.status).toBe(404);
    expect(rest.body).toMatchObject({ error: 'Product not found' });
  });

  it('serves the legacy REST list and detail', async () => {
    const all = await shop.rest<Record<string, unknown>[]>('GET', '/api/products');
    expect(all.status).toBe(200);
    expect(all.body.length).toBe(9);
    const bottle = all.body.find((p) => p.name === 'Steel Bottle')!;
    expect(bottle).toMatchObject({ price: 349, stock: 60, category: 'Home', featured: true, reviewCount: 0 });
    expect(bottle._id).toBe(bottle.id);
    const featured = await shop.rest<{ name: string }[]>('GET', '/api/products?featured=true');
    expect(featured.body.map((p) => p.name).sort()).toEqual(['Cotton Kurta', 'Steel Bottle']);
    const one = await shop.rest<{ name: string }>('GET', `/api/products/${String(bottle._id)}`);
    expect(one.body.name).toBe('Steel Bottle');
    const q = await shop.rest<{ name: string }[]>('GET', '/api/products?q=kurta&category=apparel');
    expect(q.body.map((p) => p.name)).toEqual(['Cotton Kurta']);
  });
});

describe('admin product management', () => {
  it('validates with the spec messages', async () => {
    const bad = async (input: Record<string, unknown>) =>
      (
        await shop.gql(
          CREATE,
          {
            input: { name: 'X', category: 'Home', price: 1, stock: 1, description: 'd', ...input },
          },
          { token: admin },
        )
      ).errors?.[0]?.message;
    expect(await bad({ price: -1 })).toBe('Price must be a non-negative number');
    expect(await bad({ stock: -3 })).toBe('Stock must be a non-negative integer');
    expect(await bad({ name: '  ' })).toBe('Product name is required');
    expect(await bad({ category: 'Toys' })).toBe(
      'Category must be one of: Electronics, Fashion, Home, Beauty, Sports, Apparel, Accessories, Fitness',
    );
    expect(await bad({ description: '' })).toBe('Description is required');
  });

  it('refuses shoppers and anonymous callers over GraphQL', async () => {
    const input = { name: 'Nope', category: 'Home', price: 1, stock: 1, description: 'd' };
    const asShopper = await shop.gql(CREATE, { input }, { token: shopper });
    expect(asShopper.errors?.[0]).toMatchObject({
      message: 'You are not authorized to add products',
      extensions: { code: 'FORBIDDEN' },
    });
    const anon = await shop.gql(CREATE, { input });
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const some = (await list({ first: 1 })).edges[0]!.node;
    const upd = await shop.gql(
      `mutation U($id: ID!) { updateProduct(id: $id, input: { stock: 1 }) { id } }`,
      { id: some.id },
      { token: shopper },
    );
    expect(upd.errors?.[0]?.message).toBe('You are not authorized to update products');
    const del = await shop.gql(
      `mutation D($id: ID!) { deleteProduct(id: $id) { id } }`,
      { id: some.id },
      {
        token: shopper,
      },
    );
    expect(del.errors?.[0]?.message).toBe('You are not authorized to delete products');
  });

  it('creates, updates and deletes over REST with the same rules', async () => {
    const form = (fields: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.append(k, v);
      return f;
    };
    const send = (method: string, path: string, body: FormData | undefined, token?: string) =>
      fetch(`${shop.url}${path}`, {
        method,
        body,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));
    const fields = {
      name: 'Brass Diya',
      category: 'Home',
      price: '249.99',
      stock: '25',
      description: 'Hand-made.',
    };

    expect(await send('POST', '/api/products', form(fields), shopper)).toMatchObject({
      status: 403,
      body: { error: 'You are not authorized to add products' },
    });
    expect((await send('POST', '/api/products', form(fields))).status).toBe(401);
    expect(await send('POST', '/api/products', form({ ...fields, price: '-5' }), admin)).toMatchObject({
      status: 400,
      body: { error: 'Price must be a non-negative number' },
    });
    expect(await send('POST', '/api/products', form({ ...fields, stock: '2.5' }), admin)).toMatchObject({
      status: 400,
      body: { error: 'Stock must be a non-negative integer' },
    });

    const created = await send('POST', '/api/products', form(fields), admin);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Brass Diya', price: 249.99, stock: 25, imageUrl: null });
    const id = String(created.body._id);

    expect(await send('PUT', `/api/products/${id}`, form({ ...fields, stock: '7' }), shopper)).toMatchObject({
      status: 403,
      body: { error: 'You are not authorized to update products' },
    });
    const updated = await send(
      'PUT',
      `/api/products/${id}`,
      form({ ...fields, price: '199', stock: '7' }),
      admin,
    );
    expect(updated).toMatchObject({ status: 200, body: { price: 199, stock: 7 } });

    expect(await send('DELETE', `/api/products/${id}`, undefined, shopper)).toMatchObject({
      status: 403,
      body: { error: 'You are not authorized to delete products' },
    });
    expect((await send('DELETE', `/api/products/${id}`, undefined)).status).toBe(401);
    expect((await send('DELETE', `/api/products/${id}`, undefined, admin)).status).toBe(200);
    expect((await shop.rest('GET', `/api/products/${id}`)).status).toBe(404);
    expect((await send('DELETE', `/api/products/${id}`, undefined, admin)).status).toBe(404);
  });

  it('accepts JSON bodies on the REST create too', async () => {
    const res = await shop.rest(
      'POST',
      '/api/products',
      { name: 'Copper Jug', category: 'Home', price: 1100, stock: 9, description: 'Pure copper.' },
      { token: admin },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Copper Jug', price: 1100 });
  });
});

describe('live stock', () => {
  it('pushes a stock change to subscribers after updateProduct', async () => {
    const product = await create({ name: 'Live Kettle', category: 'Home', price: 699, stock: 10 });
    const other = await create({ name: 'Other Thing', category: 'Home', price: 10, stock: 10 });
    const client = shop.ws(shopper);
    const events: {
      productUpdated: { productId: string; deleted: boolean; product: { stock: number } | null };
    }[] = [];
    const received = new Promise<void>((resolve, reject) => {
      client.subscribe(
        {
          query: `subscription S($id: ID) { productUpdated(id: $id) { productId deleted product { id stock lowStock } } }`,
          variables: { id: product.id },
        },
        {
          next: (msg) => {
            events.push(msg.data as never);
            if (events.length === 2) resolve();
          },
          error: reject,
          complete: () => {},
        },
      );
    });
    await new Promise((r) => setTimeout(r, 300));
    const upd = (id: string, stock: number) =>
      shop.gql(
        `mutation U($id: ID!, $stock: Int) { updateProduct(id: $id, input: { stock: $stock }) { stock } }`,
        { id, stock },
        { token: admin },
      );
    await upd(other.id, 1); // filtered out: another product
    await upd(product.id, 4);
    await shop.gql(
      `mutation D($id: ID!) { deleteProduct(id: $id) { id } }`,
      { id: product.id },
      { token: admin },
    );
    await received;
    expect(events[0]!.productUpdated).toEqual({
      productId: product.id,
      deleted: false,
      product: { id: product.id, stock: 4, lowStock: true },
    });
    expect(events[1]!.productUpdated).toEqual({ productId: product.id, deleted: true, product: null });
  });
});
