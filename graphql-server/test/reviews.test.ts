import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';

let shop: TestShop;
let admin: string;
let asha: string;
let productId: string;

const ADD = `mutation A($productId: ID!, $rating: Int, $review: String) {
  addReview(productId: $productId, rating: $rating, review: $review) { id rating review userName productId createdAt }
}`;
const PRODUCT = `query P($id: ID!) { product(id: $id) { averageRating reviewCount reviews { rating review userName } } }`;

beforeAll(async () => {
  // One shopper posts more reviews here than the per-account limit allows in an hour
  // (action-limits.test.ts covers that limit).
  shop = await startTestShop(
    { SEED_DEMO_DATA: 'false' as never },
    { actionLimits: { reviews: { points: 100, durationSeconds: 3600 } } },
  );
  admin = (await logIn(shop, ADMIN.email, ADMIN.password)).token;
  asha = (await signUp(shop, { email: 'asha@example.com', name: 'Asha Rao' })).token;
  const res = await shop.gql<{ createProduct: { id: string } }>(
    `mutation { createProduct(input: { name: "Masala Chai Tin", category: "Home", price: 350, stock: 30, description: "Assam tea with spices." }) { id } }`,
    {},
    { token: admin },
  );
  productId = res.data!.createProduct.id;
});
afterAll(() => shop?.close());

describe('reviews', () => {
  it('needs a login', async () => {
    const res = await shop.gql(ADD, { productId, rating: 5, review: 'Lovely' });
    expect(res.errors?.[0]).toMatchObject({
      message: 'Please log in to submit a review',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const rest = await shop.rest('POST', `/api/products/${productId}/reviews`, { rating: 5, review: 'x' });
    expect(rest).toMatchObject({ status: 401, body: { error: 'Please log in to submit a review' } });
  });

  it('checks rating and text with the spec messages', async () => {
    const msg = async (vars: Record<string, unknown>) =>
      (await shop.gql(ADD, { productId, ...vars }, { token: asha })).errors?.[0]?.message;
    expect(await msg({})).toBe('Please provide a rating and review');
    expect(await msg({ rating: 6, review: 'Too good' })).toBe('Rating must be between 1 and 5');
    expect(await msg({ rating: 0, review: 'Bad' })).toBe('Rating must be between 1 and 5');
    expect(await msg({ rating: 4, review: '   ' })).toBe('Review text is required');
    const missing = await shop.gql(
      ADD,
      { productId: '00000000-0000-4000-8000-000000000000', rating: 4, review: 'ok' },
      { token: asha },
    );
    expect(missing.errors?.[0]?.message).toBe('Product not found');
  });

  it("stores the account's name and keeps the aggregates in step", async () => {
    const first = await shop.gql<{ addReview: { userName: string; rating: number; productId: string } }>(
      ADD,
      { productId, rating: 5, review: ' Superb aroma ' },
      { token: asha },
    );
    expect(first.data?.addReview).toMatchObject({ userName: 'Asha Rao', rating: 5, productId });
    // Over REST the client's userName is ignored; admins may review too.
    const second = await shop.rest<Record<string, unknown>>(
      'POST',
      `/api/products/${productId}/reviews`,
      { rating: 2, review: 'Too strong for me', userName: 'Someone Else' },
      { token: admin },
    );
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ rating: 2, review: 'Too strong for me', userName: 'Store Admin' });
    expect(second.body._id).toEqual(expect.any(String));
    await shop.gql(ADD, { productId, rating: 4, review: 'Good value' }, { token: asha });

    const p = await shop.gql<{
      product: { averageRating: number; reviewCount: number; reviews: { rating: number; review: string }[] };
    }>(PRODUCT, { id: productId });
    expect(p.data?.product.reviewCount).toBe(3);
    expect(p.data?.product.averageRating).toBe(3.7);
    expect(p.data?.product.reviews.map((r) => r.review)).toEqual([
      'Good value',
      'Too strong for me',
      'Superb aroma',
    ]);

    const list = await shop.rest<{ rating: number; userName: string; createdAt: string }[]>(
      'GET',
      `/api/products/${productId}/reviews`,
    );
    expect(list.body.map((r) => r.rating)).toEqual([4, 2, 5]);
    const gqlList = await shop.gql<{ reviews: { rating: number }[] }>(
      `query R($id: ID!) { reviews(productId: $id) { rating } }`,
      { id: productId },
    );
    expect(gqlList.data?.reviews.map((r) => r.rating)).toEqual([4, 2, 5]);
    const legacy = await shop.rest<{ averageRating: number; reviewCount: number }>(
      'GET',
      `/api/products/${productId}`,
    );
    expect(legacy.body).toMatchObject({ averageRating: 3.7, reviewCount: 3 });
  });

  it('keeps counts right under concurrent reviews', async () => {
    const res = await shop.gql<{ createProduct: { id: string } }>(
      `mutation { createProduct(input: { name: "Ghee Jar", category: "Home", price: 650, stock: 30, description: "Desi ghee." }) { id } }`,
      {},
      { token: admin },
    );
    const id = res.data!.createProduct.id;
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        shop.gql(ADD, { productId: id, rating: (i % 5) + 1, review: `Review ${i}` }, { token: asha }),
      ),
    );
    const p = await shop.gql<{ product: { averageRating: number; reviewCount: number } }>(PRODUCT, { id });
    expect(p.data?.product).toMatchObject({ reviewCount: 10, averageRating: 3 });
  });

  it('asks for a profile name when the account has none', async () => {
    const { token } = await signUp(shop, { email: 'noname@example.com', name: 'Temp Name' });
    const db = new pg.Client({ connectionString: shop.databaseUrl });
    await db.connect();
    await db.query(`update users set name = '' where email = 'noname@example.com'`);
    await db.end();
    const res = await shop.gql(ADD, { productId, rating: 3, review: 'Fine' }, { token });
    expect(res.errors?.[0]?.message).toBe('User profile incomplete. Please update your profile.');
  });

  it('answers 404 for reviews of a missing product', async () => {
    const res = await shop.rest('GET', '/api/products/00000000-0000-4000-8000-000000000000/reviews');
    expect(res).toMatchObject({ status: 404, body: { error: 'Product not found' } });
  });
});
