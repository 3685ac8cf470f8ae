import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from '../../db/seeds/catalog.js';
import { createLogger } from '../src/common/logger.js';
import { seedReviews } from '../src/modules/reviews/reviews.seed.js';
import { createProduct, orderInput, placeOrder } from './support/commerce.js';
import { signUp, startTestShop, type TestShop } from './support/shop.js';

/** The rating summary on a product, the 'Verified buyer' mark, and the demo reviews. */
let shop: TestShop;

const ADD = `mutation ($id: ID!, $r: Int, $t: String) { addReview(productId: $id, rating: $r, review: $t) { id verifiedBuyer } }`;
const PRODUCT = `query ($id: ID!) { product(id: $id) {
  averageRating reviewCount
  ratingSummary { average count distribution { stars count } }
  reviews { userName rating verifiedBuyer }
} }`;
const CANCEL = 'mutation ($id: ID!) { cancelOrder(id: $id) { message } }';

interface ProductJson {
  product: {
    averageRating: number;
    reviewCount: number;
    ratingSummary: { average: number; count: number; distribution: { stars: number; count: number }[] };
    reviews: { userName: string; rating: number; verifiedBuyer: boolean }[];
  };
}

beforeAll(async () => {
  shop = await startTestShop(); // with the demo catalog and its reviews
});
afterAll(() => shop?.close());

describe('rating summary', () => {
  it('gives the average, the count and five buckets, 5 stars first, empty ones included', async () => {
    const id = await createProduct(shop, { name: 'Brass Diya', pricePaise: 49_900, stock: 20 });
    const empty = await shop.gql<ProductJson>(PRODUCT, { id });
    expect(empty.data!.product.ratingSummary).toEqual({
      average: 0,
      count: 0,
      distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })),
    });
    for (const [i, r] of [5, 5, 4, 2].entries()) {
      const { token } = await signUp(shop, { email: `diya${i}@example.com`, name: `Diya Fan ${i}` });
      const res = await shop.gql(ADD, { id, r, t: 'Glows nicely.' }, { token });
      expect(res.errors).toBeUndefined();
    }
    const { ratingSummary, averageRating, reviewCount } = (await shop.gql<ProductJson>(PRODUCT, { id })).data!
      .product;
    expect(ratingSummary).toEqual({
      average: 4,
      count: 4,
      distribution: [
        { stars: 5, count: 2 },
        { stars: 4, count: 1 },
        { stars: 3, count: 0 },
        { stars: 2, count: 1 },
        { stars: 1, count: 0 },
      ],
    });
    expect([averageRating, reviewCount]).toEqual([4, 4]);
  });
});

describe('verified buyer', () => {
  it('marks reviewers with an order holding the product, not others, not after a cancellation', async () => {
    const id = await createProduct(shop, { name: 'Steel Tiffin Box', pricePaise: 89_900, stock: 20 });
    const buyer = await signUp(shop, { email: 'tiffin-buyer@example.com', name: 'Buyer Bala' });
    const browser = await signUp(shop, { email: 'tiffin-browser@example.com', name: 'Browser Bina' });
    const canceller = await signUp(shop, { email: 'tiffin-cancel@example.com', name: 'Cancel Chitra' });
    const bought = await placeOrder(shop, buyer.token, orderInput([{ productId: id, quantity: 1 }]));
    expect(bought.errors).toBeUndefined();
    const cancelled = await placeOrder(shop, canceller.token, orderInput([{ productId: id, quantity: 1 }]));
    const cancelRes = await shop.gql(
      CANCEL,
      { id: cancelled.data!.placeOrder.order.id },
      { token: canceller.token },
    );
    expect(cancelRes.errors).toBeUndefined();

    const mine = await shop.gql<{ addReview: { verifiedBuyer: boolean } }>(
      ADD,
      { id, r: 5, t: 'Keeps lunch warm.' },
      { token: buyer.token },
    );
    expect(mine.data!.addReview.verifiedBuyer).toBe(true);
    await shop.gql(ADD, { id, r: 3, t: 'Looks sturdy.' }, { token: browser.token });
    await shop.gql(ADD, { id, r: 4, t: 'Nice, but I cancelled.' }, { token: canceller.token });

    const { reviews } = (await shop.gql<ProductJson>(PRODUCT, { id })).data!.product;
    const mark = Object.fromEntries(reviews.map((r) => [r.userName, r.verifiedBuyer]));
    expect(mark).toEqual({ 'Buyer Bala': true, 'Browser Bina': false, 'Cancel Chitra': false });

    // The REST list of a product's reviews and the reviews query carry it too.
    const list = await shop.gql<{ reviews: { userName: string; verifiedBuyer: boolean }[] }>(
      'query ($id: ID!) { reviews(productId: $id) { userName verifiedBuyer } }',
      { id },
    );
    expect(list.data!.reviews.find((r) => r.userName === 'Buyer Bala')?.verifiedBuyer).toBe(true);
  });
});

describe('demo reviews', () => {
  it('give the seeded catalog ratings, once, with totals in step with the reviews', async () => {
    const page = await shop.gql<{
      products: { totalCount: number; edges: { node: { reviewCount: number; averageRating: number } }[] };
    }>('{ products(first: 48, q: null) { totalCount edges { node { reviewCount averageRating } } } }');
    const seeded = page.data!.products.edges.filter((e) => e.node.reviewCount > 0);
    expect(seeded.length).toBeGreaterThanOrEqual(SEED_PRODUCTS.length - 1);
    expect(seeded.every((e) => e.node.averageRating >= 1 && e.node.averageRating <= 5)).toBe(true);

    // Running the seed again adds nothing.
    const again = await seedReviews(
      shop.server.orm.em.fork() as EntityManager,
      SEED_PRODUCTS,
      createLogger('silent'),
    );
    expect(again).toBe(0);
    const em = shop.server.orm.em.fork() as EntityManager;
    const [check] = await em.getConnection().execute<{ off: number }[]>(
      `select count(*)::int as off from products p
          where p.review_count <> (select count(*) from reviews r where r.product_id = p.id)
             or p.rating_sum <> (select coalesce(sum(rating), 0) from reviews r where r.product_id = p.id)`,
    );
    expect(check!.off).toBe(0);
  });
});
