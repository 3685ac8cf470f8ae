import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';

/** One category list for the admin form and the storefront, editable by the admin (issue 11). */
let shop: TestShop;
let admin: string;
let shopper: string;

interface Category {
  id: string;
  name: string;
  slug: string;
  sortOrder: number;
  productCount: number;
}

const CATEGORIES = `query { categories { id name slug sortOrder productCount } }`;
const ADD = `mutation Add($name: String!) { addCategory(name: $name) { id name slug sortOrder productCount } }`;
const RENAME = `mutation Rename($id: ID!, $name: String!) { renameCategory(id: $id, name: $name) { id name slug productCount } }`;
const REMOVE = `mutation Remove($id: ID!) { removeCategory(id: $id) { id message } }`;

beforeAll(async () => {
  shop = await startTestShop();
  admin = (await logIn(shop, ADMIN.email, ADMIN.password)).token;
  shopper = (await signUp(shop, { email: 'categories@example.com' })).token;
});
afterAll(async () => {
  await shop?.close();
});

/** An anonymous read over HTTP, with whether the response cache served it. */
async function anonymous(query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${shop.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: Record<string, unknown> };
  return { data: body.data, cache: res.headers.get('x-cache') };
}

async function list(): Promise<Category[]> {
  return (await shop.gql<{ categories: Category[] }>(CATEGORIES, {}, { token: admin })).data!.categories;
}

const byName = async (name: string) => (await list()).find((c) => c.name === name);

async function add(name: string, token: string | null = admin) {
  return shop.gql<{ addCategory: Category }>(ADD, { name }, { token });
}

async function createProduct(name: string, category: string) {
  const res = await shop.gql<{ createProduct: { id: string; category: string } }>(
    `mutation C($input: ProductInput!) { createProduct(input: $input) { id category } }`,
    { input: { name, category, price: 99, stock: 5, description: `${name} for testing.` } },
    { token: admin },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createProduct;
}

describe('the category list', () => {
  it('starts as the union of the admin and home page lists, with the seeded products counted', async () => {
    const names = (await list()).map((c) => c.name);
    expect(names).toEqual([
      'Electronics',
      'Fashion',
      'Home',
      'Beauty',
      'Sports',
      'Apparel',
      'Accessories',
      'Fitness',
    ]);
    const both = await shop.gql<{ adminCategories: string[]; productCategories: string[] }>(
      `query { adminCategories productCategories }`,
    );
    expect(both.data).toEqual({ adminCategories: names, productCategories: names });
    expect((await byName('Fashion'))!.productCount).toBeGreaterThan(0);
  });

  it('lets an admin add a category that products (GraphQL and REST) can then be filed under', async () => {
    const refused = await shop.gql(
      `mutation C($input: ProductInput!) { createProduct(input: $input) { id } }`,
      { input: { name: 'Notebook', category: 'Stationery', price: 50, stock: 5, description: 'Ruled.' } },
      { token: admin },
    );
    expect(refused.errors?.[0]?.message).toMatch(/^Category must be one of: Electronics, /);

    const added = await add('  Stationery ');
    expect(added.errors).toBeUndefined();
    expect(added.data!.addCategory).toMatchObject({
      name: 'Stationery',
      slug: 'stationery',
      productCount: 0,
    });
    expect((await list()).at(-1)!.name).toBe('Stationery');

    expect((await createProduct('Notebook', 'stationery')).category).toBe('Stationery');

    const form = new FormData();
    for (const [k, v] of Object.entries({
      name: 'Fountain Pen',
      category: 'Stationery',
      price: '349',
      stock: '9',
      description: 'Writes smoothly.',
    }))
      form.append(k, v);
    const rest = await fetch(`${shop.url}/api/products`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(rest.status).toBe(201);
    expect(await rest.json()).toMatchObject({ name: 'Fountain Pen', category: 'Stationery' });
    expect((await byName('Stationery'))!.productCount).toBe(2);
  });

  it('refuses a duplicate name in any case and an empty one', async () => {
    expect((await add('electronics')).errors?.[0]).toMatchObject({
      message: "A category named 'Electronics' already exists",
      extensions: { code: 'CONFLICT' },
    });
    expect((await add('   ')).errors?.[0]?.message).toBe('Category name is required');
    expect((await add('x'.repeat(41))).errors?.[0]?.message).toBe(
      'Category name must be at most 40 characters',
    );
  });

  it('refuses anonymous callers (UNAUTHENTICATED, 401) and shoppers (FORBIDDEN, 403)', async () => {
    const id = (await byName('Home'))!.id;
    for (const [query, variables] of [
      [ADD, { name: 'Toys' }],
      [RENAME, { id, name: 'House' }],
      [REMOVE, { id }],
    ] as const) {
      const anon = await shop.gql(query, variables, { token: null });
      // GraphQL answers 200 with the error; its code is the REST 401 / 403.
      expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const denied = await shop.gql(query, variables, { token: shopper });
      expect(denied.errors?.[0]).toMatchObject({
        message: 'You are not authorized to manage categories',
        extensions: { code: 'FORBIDDEN' },
      });
    }
    expect((await list()).map((c) => c.name)).not.toContain('Toys');
  });

  it("renames a category and its products' category together", async () => {
    const kurta = await createProduct('Cotton Kurta', 'Fashion');
    const fashion = (await byName('Fashion'))!;
    const renamed = await shop.gql<{ renameCategory: Category }>(
      RENAME,
      { id: fashion.id, name: 'Ethnic Wear' },
      { token: admin },
    );
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data!.renameCategory).toMatchObject({
      name: 'Ethnic Wear',
      slug: 'ethnic-wear',
      productCount: fashion.productCount,
    });
    const product = await shop.gql<{ product: { category: string } }>(
      `query P($id: ID!) { product(id: $id) { category } }`,
      { id: kurta.id },
    );
    expect(product.data!.product.category).toBe('Ethnic Wear');
    const old = await shop.gql<{ products: { totalCount: number } }>(
      `query { products(category: "Fashion") { totalCount } }`,
    );
    expect(old.data!.products.totalCount).toBe(0);

    expect(
      (await shop.gql(RENAME, { id: fashion.id, name: 'BEAUTY' }, { token: admin })).errors?.[0]?.message,
    ).toBe("A category named 'Beauty' already exists");
    // A change of case only is a rename of the same category.
    const cased = await shop.gql<{ renameCategory: Category }>(
      RENAME,
      { id: fashion.id, name: 'ethnic wear' },
      { token: admin },
    );
    expect(cased.data!.renameCategory.name).toBe('ethnic wear');
    expect(
      (await shop.gql(RENAME, { id: '00000000-0000-4000-8000-000000000000', name: 'X' }, { token: admin }))
        .errors?.[0]?.message,
    ).toBe('Category not found');
  });

  it('refuses to remove a category products use, and removes an unused one', async () => {
    const stationery = (await byName('Stationery'))!;
    const refused = await shop.gql(REMOVE, { id: stationery.id }, { token: admin });
    expect(refused.errors?.[0]).toMatchObject({
      message: "Category 'Stationery' is used by 2 products. Move them to another category first.",
      extensions: { code: 'CONFLICT' },
    });
    expect(await byName('Stationery')).toBeDefined();

    const toys = (await add('Toys')).data!.addCategory;
    const removed = await shop.gql<{ removeCategory: { id: string; message: string } }>(
      REMOVE,
      { id: toys.id },
      { token: admin },
    );
    expect(removed.data!.removeCategory).toEqual({ id: toys.id, message: "Category 'Toys' removed" });
    expect(await byName('Toys')).toBeUndefined();
  });

  it('keeps the public list cacheable and forgets cached answers after every change', async () => {
    const QUERY = `query Tiles { categories { name productCount } }`;
    await anonymous(QUERY);
    const cached = await anonymous(QUERY);
    expect(cached.cache).toBe('HIT');

    const added = (await add('Garden')).data!.addCategory;
    const afterAdd = await anonymous(QUERY);
    expect(afterAdd.cache).toBe('MISS');
    expect((afterAdd.data.categories as Category[]).map((c) => c.name)).toContain('Garden');

    expect((await anonymous(QUERY)).cache).toBe('HIT');
    await shop.gql(RENAME, { id: added.id, name: 'Garden & Patio' }, { token: admin });
    const afterRename = await anonymous(QUERY);
    expect(afterRename.cache).toBe('MISS');
    expect((afterRename.data.categories as Category[]).map((c) => c.name)).toContain('Garden & Patio');

    expect((await anonymous(QUERY)).cache).toBe('HIT');
    await shop.gql(REMOVE, { id: added.id }, { token: admin });
    const afterRemove = await anonymous(QUERY);
    expect(afterRemove.cache).toBe('MISS');
    expect((afterRemove.data.categories as Category[]).map((c) => c.name)).not.toContain('Garden & Patio');
  });
});
