import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultActionLimits } from '../src/common/action-limits.js';
import { createProduct, orderInput, placeOrder, SHIPPING, CARD } from './support/commerce.js';
import { signUp, startTestShop, type TestShop } from './support/shop.js';

// Per-action limits (issue 30, item 8): each action that stores, mails or lets someone guess has a
// limit of its own, on GraphQL (TOO_MANY_REQUESTS, HTTP 429, Retry-After) and REST (429, Retry-After).

const LIMIT = 3;
let shop: TestShop;

beforeAll(async () => {
  const small = { points: LIMIT, durationSeconds: 600 };
  shop = await startTestShop(
    { SEED_DEMO_DATA: 'false' as never },
    {
      actionLimits: {
        contact: small,
        newsletter: small,
        reviews: small,
        promoFailures: small,
        walletTopUps: small,
        orders: small,
      },
    },
  );
});
afterAll(() => shop?.close());

const client = () => `10.${crypto.randomInt(1, 250)}.${crypto.randomInt(1, 250)}.${crypto.randomInt(1, 250)}`;

type Refusal = {
  status: number;
  headers?: Headers;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

/** A GraphQL refusal by a per-action limit: HTTP 429, Retry-After, the code and the wait. */
function expectGraphQLRefusal(res: Refusal, message: RegExp) {
  expect(res.status).toBe(429);
  expect(res.errors?.[0]?.message).toMatch(message);
  expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  expect(res.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(0);
}

/** A REST refusal: 429, Retry-After, `{ error, message }`. */
function expectRestRefusal(res: { status: number; body: unknown; headers: Headers }, message: RegExp) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((res.body as { error: string }).error).toMatch(message);
}

/** The shop's fetch with the response headers (shop.gql drops them). */
async function gql(
  query: string,
  variables: Record<string, unknown>,
  opts: { token?: string; client?: string },
) {
  const res = await fetch(`${shop.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': opts.client ?? client(),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as Omit<Refusal, 'status'> & { data?: unknown };
  return { status: res.status, headers: res.headers, ...body };
}

describe('per-action limits', () => {
  it('has a default for every action', () => {
    for (const limit of Object.values(defaultActionLimits)) {
      expect(limit.points).toBeGreaterThan(0);
      expect(limit.durationSeconds).toBeGreaterThan(0);
    }
  });

  it('contact: per client address when anonymous, over REST and GraphQL alike', async () => {
    const from = client();
    const body = { name: 'Meera', email: 'meera@example.com', message: 'Hello' };
    for (let i = 0; i < LIMIT; i++)
      expect((await shop.rest('POST', '/api/contact/submit', body, { client: from })).status).toBe(201);
    expectRestRefusal(
      await shop.rest('POST', '/api/contact/submit', body, { client: from }),
      /^You have sent several messages already\. Please try again in \d+ minutes\.$/,
    );
    const submit = 'mutation { submitContact(name: "M", email: "m@example.com", message: "Hi") { message } }';
    expectGraphQLRefusal(await gql(submit, {}, { client: from }), /several messages/);
    // Invalid input is answered as before and costs nothing; another address is not limited.
    expect((await shop.rest('POST', '/api/contact/submit', {}, { client: from })).status).toBe(400);
    expect((await gql(submit, {}, { client: client() })).status).toBe(200);
  });

  it('newsletter: per client address', async () => {
    const from = client();
    for (let i = 0; i < LIMIT; i++) {
      const res = await shop.rest(
        'POST',
        '/api/newsletter/subscribe',
        { email: `n${i}@example.com` },
        { client: from },
      );
      expect(res.status).toBe(201);
    }
    expectRestRefusal(
      await shop.rest('POST', '/api/newsletter/subscribe', { email: 'more@example.com' }, { client: from }),
      /^Too many sign-ups from here\. Please try again in \d+ minutes\.$/,
    );
    expectGraphQLRefusal(
      await gql('mutation { subscribeNewsletter(email: "x@example.com") { message } }', {}, { client: from }),
      /Too many sign-ups/,
    );
  });

  it('reviews: per account, whatever the address', async () => {
    const { token } = await signUp(shop, { email: 'reviewer@example.com' });
    const product = await createProduct(shop, { name: 'Chai', pricePaise: 10_000, stock: 5 });
    const ADD = 'mutation A($p: ID!) { addReview(productId: $p, rating: 5, review: "Lovely") { id } }';
    for (let i = 0; i < LIMIT; i++)
      expect((await gql(ADD, { p: product }, { token, client: client() })).errors).toBeUndefined();
    expectGraphQLRefusal(
      await gql(ADD, { p: product }, { token, client: client() }),
      /^You have posted several reviews already\. Please try again in \d+ minutes\.$/,
    );
    expectRestRefusal(
      await shop.rest('POST', `/api/products/${product}/reviews`, { rating: 4, review: 'Again' }, { token }),
      /several reviews/,
    );
  });

  it('promo codes: unknown codes are counted, then no code is checked at all (no enumeration)', async () => {
    const { token } = await signUp(shop, { email: 'guesser@example.com' });
    const check = (code: string, opts: { token?: string; client?: string }) =>
      gql('query C($c: String!) { validatePromoCode(code: $c) { code } }', { c: code }, opts);
    // Valid codes cost nothing.
    for (let i = 0; i < LIMIT + 2; i++) expect((await check('SAVE10', { token })).errors).toBeUndefined();
    for (let i = 0; i < LIMIT; i++)
      expect((await check(`GUESS${i}`, { token })).errors?.[0]?.message).toBe('Invalid promo code');
    // Past the limit even a real code is refused, on the checkout's quote too.
    expectGraphQLRefusal(
      await check('SAVE10', { token }),
      /^Too many promo codes tried\. Please try again in/,
    );
    const product = await createProduct(shop, { name: 'Pen', pricePaise: 10_000, stock: 5 });
    const quote = await gql(
      'query Q($i: QuoteInput!) { quote(input: $i) { totalAmount } }',
      { i: { items: [{ productId: product, quantity: 1 }], promoCode: 'SAVE10' } },
      { token },
    );
    expectGraphQLRefusal(quote, /Too many promo codes tried/);
    // Anonymous checks count per address.
    const from = client();
    for (let i = 0; i < LIMIT; i++) await check(`NOPE${i}`, { client: from });
    expectGraphQLRefusal(await check('SAVE10', { client: from }), /Too many promo codes tried/);
    expect((await check('SAVE10', { client: client() })).errors).toBeUndefined();
  });

  it('wallet top-ups: per account (REST and GraphQL share the count)', async () => {
    const { token } = await signUp(shop, { email: 'topper@example.com' });
    const ADD = 'mutation { addFunds(amount: 10) { balance } }';
    for (let i = 0; i < LIMIT - 1; i++) expect((await gql(ADD, {}, { token })).errors).toBeUndefined();
    expect((await shop.rest('POST', '/api/wallet/credit', { amount: 5 }, { token })).status).toBe(200);
    expectRestRefusal(
      await shop.rest('POST', '/api/wallet/credit', { amount: 5 }, { token }),
      /^Too many top-ups in a short time\. Please try again in \d+ minutes\.$/,
    );
    expectGraphQLRefusal(await gql(ADD, {}, { token }), /Too many top-ups/);
    // Top-ups are payments to complete: started, none paid, so nothing was credited.
    const wallet = await shop.rest<{ balance: number }>('GET', '/api/wallet', undefined, { token });
    expect(wallet.body.balance).toBe(0);
  });

  it('placing orders: per account; a retry of the same idempotency key is not counted', async () => {
    const { token } = await signUp(shop, { email: 'orders-limit@example.com' });
    const product = await createProduct(shop, { name: 'Kettle', pricePaise: 10_000, stock: 50 });
    const input = orderInput([{ productId: product, quantity: 1 }]);
    const key = crypto.randomUUID();
    expect((await placeOrder(shop, token, input, key)).errors).toBeUndefined();
    for (let i = 0; i < 3; i++)
      expect((await placeOrder(shop, token, input, key)).data?.placeOrder.replayed).toBe(true);
    for (let i = 1; i < LIMIT; i++) expect((await placeOrder(shop, token, input)).errors).toBeUndefined();
    const over = await placeOrder(shop, token, input);
    expect(over.status).toBe(429);
    expect(over.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Too many orders in a short time\. Please try again in \d+ minutes\.$/),
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    const legacy = await shop.rest(
      'POST',
      '/api/orders/send-confirmation',
      {
        items: [{ _id: product, quantity: 1, name: 'Kettle', price: 100 }],
        formData: { ...SHIPPING, paymentMethod: 'card', cardNumber: CARD.cardNumber },
      },
      { token },
    );
    expectRestRefusal(legacy, /Too many orders/);
    // The refused attempts changed nothing.
    const stock = await shop.rest<{ stock: number }>('GET', `/api/products/${product}`);
    expect(stock.body.stock).toBe(50 - LIMIT);
  });
});
