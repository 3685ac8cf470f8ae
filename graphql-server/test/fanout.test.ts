import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, logIn, startTestShop, type TestShop } from './support/shop.js';
import { SqlCounter } from './support/sql-counter.js';

/**
 * Live product fan-out (issue 10): an event's product is loaded once, at publish time, whatever
 * the number of subscribers; statements counted on the real PostgreSQL connection.
 */
let shop: TestShop;
let admin: string;
let productId: string;

beforeAll(async () => {
  // Every subscriber comes from one address: its cost bucket would refuse most of them.
  shop = await startTestShop({ API_RATE_LIMIT_BUCKET: 1e9, API_RATE_LIMIT_RESTORE_RATE: 1e9 });
  admin = (await logIn(shop, ADMIN.email, ADMIN.password)).token;
  const res = await shop.gql<{ createProduct: { id: string } }>(
    `mutation { createProduct(input: { name: "Fanout Lamp", description: "Glows.", category: "Home",
      price: 900, stock: 50 }) { id } }`,
    {},
    { token: admin },
  );
  productId = res.data!.createProduct.id;
});
afterAll(async () => {
  await shop?.close();
});

const SUBSCRIPTION = `subscription($id: ID) { productUpdated(id: $id) {
  productId deleted product { id name price stock lowStock averageRating imageUrl } } }`;

/** `n` subscribers (half watching this product, half all products); resolves when subscribed. */
async function subscribers(n: number) {
  const stocks: number[][] = Array.from({ length: n }, () => []);
  let waiting: (() => void) | undefined;
  let delivered = 0;
  let connected = 0;
  const clients = Array.from({ length: n }, (_, i) => {
    const client = shop.ws();
    client.on('connected', () => (connected += 1));
    client.subscribe<{ productUpdated: { product: { stock: number } | null } }>(
      { query: SUBSCRIPTION, variables: i % 2 ? { id: productId } : {} },
      {
        next: (v) => {
          stocks[i]!.push(v.data!.productUpdated.product!.stock);
          delivered += 1;
          if (delivered === n) waiting?.();
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
    return client;
  });
  while (connected < n) await new Promise((r) => setTimeout(r, 50));
  // Connected, then subscribed (graphql-ws does not acknowledge a subscription).
  await new Promise((r) => setTimeout(r, 500));
  return {
    stocks,
    all: () =>
      new Promise<void>((resolve) => {
        if (delivered === n) resolve();
        else waiting = resolve;
      }),
    close: () => Promise.all(clients.map((c) => c.dispose())),
  };
}

/** The statements sent from a stock change's commit until every subscriber has its event. */
async function statementsPerEvent(n: number, stock: number): Promise<string[]> {
  const subs = await subscribers(n);
  SqlCounter.start();
  const res = await shop.gql(
    'mutation($id: ID!, $s: Int) { updateProduct(id: $id, input: { stock: $s }) { stock } }',
    { id: productId, s: stock },
    { token: admin },
  );
  await subs.all();
  const sent = SqlCounter.stop();
  expect(res.errors).toBeUndefined();
  expect(subs.stocks.every((s) => s.length === 1 && s[0] === stock)).toBe(true);
  await subs.close();
  const commit = sent.findLastIndex((s) => /^commit/i.test(s.trim()));
  return sent.slice(commit + 1);
}

describe('productUpdated fan-out', () => {
  it('loads the product once per event, whatever the number of subscribers', async () => {
    const one = await statementsPerEvent(1, 41);
    const many = await statementsPerEvent(150, 42);
    expect(one.length).toBeLessThanOrEqual(3);
    expect(many).toEqual(one);
  }, 60_000);
});

describe('a subscription over several events', () => {
  it("reads each event afresh: a related product's stock is current on a later event", async () => {
    // A category of their own: the two lamps are each other's only related product.
    const category = await shop.gql(
      'mutation { addCategory(name: "Fanout Lights") { id } }',
      {},
      { token: admin },
    );
    expect(category.errors).toBeUndefined();
    const create = async (name: string) =>
      (
        await shop.gql<{ createProduct: { id: string } }>(
          `mutation($n: String!) { createProduct(input: { name: $n, description: "Lights up.",
            category: "Fanout Lights", price: 500, stock: 50 }) { id } }`,
          { n: name },
          { token: admin },
        )
      ).data!.createProduct.id;
    const watched = await create('Fanout Desk Lamp');
    const other = await create('Fanout Floor Lamp');
    const update = (id: string, input: string) =>
      shop.gql(
        `mutation($id: ID!) { updateProduct(id: $id, input: ${input}) { id } }`,
        { id },
        { token: admin },
      );

    const events: { price: number; related: { id: string; stock: number }[] }[] = [];
    const client = shop.ws();
    let connected = false;
    client.on('connected', () => (connected = true));
    client.subscribe<{ productUpdated: { product: (typeof events)[number] } }>(
      {
        query: `subscription($id: ID) { productUpdated(id: $id) { product { price related { id stock } } } }`,
        variables: { id: watched },
      },
      {
        next: (v) => events.push(v.data!.productUpdated.product),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    while (!connected) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 300));
    const nextEvent = async (count: number) => {
      while (events.length < count) await new Promise((r) => setTimeout(r, 20));
      return events[count - 1]!;
    };
    try {
      await update(watched, '{ price: 510 }');
      expect((await nextEvent(1)).related).toEqual([{ id: other, stock: 50 }]);
      // The other lamp's change is not this subscription's event; the next one of its own shows it.
      await update(other, '{ stock: 7 }');
      await update(watched, '{ price: 520 }');
      const second = await nextEvent(2);
      expect(second.price).toBe(520);
      expect(second.related).toEqual([{ id: other, stock: 7 }]);
    } finally {
      await client.dispose();
    }
  }, 30_000);
});
