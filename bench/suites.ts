import { chatFanout } from './chat.js';
import { customersDirectory } from './customers.js';
import { builds, fanout, readPath, search } from './read-path.js';
import type { BenchContext } from './run.js';
import { BENCH_SHIPPING, PLACE_ORDER, registerBenchShopper, signIn } from './harness.js';
import { webhooksBench } from './webhooks.js';

type Bench = (ctx: BenchContext) => Promise<void>;

/** Authenticated "who am I": the GraphQL endpoint against the legacy REST route, same service. */
const accounts: Bench = async ({ url, adminToken, opts, load, compare }) => {
  const headers = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
  const rest = await load(
    'REST GET /api/auth/check-auth',
    async () => (await fetch(`${url}/api/auth/check-auth`, { headers })).ok,
    opts,
  );
  const body = JSON.stringify({ query: '{ me { id name email role } }' });
  const gql = await load(
    'GraphQL { me }',
    async () => (await fetch(`${url}/graphql`, { method: 'POST', headers, body })).ok,
    opts,
  );
  compare('accounts: authenticated viewer lookup', rest, gql);
};

const gql = async (url: string, query: string, variables: Record<string, unknown> = {}, token?: string) => {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  return res.ok && !body.errors ? body.data : undefined;
};

/**
 * Checkout under contention: every order for one hot product (all serialise on its row lock)
 * against orders spread over many products.
 */
const checkout: Bench = async ({ url, server, opts, load, compare }) => {
  const em = server.orm.em.fork();
  const rows = await em.getConnection().execute<{ id: string }[]>(
    `insert into products (name, description, category, price_paise, stock)
       select 'Checkout bench ' || g, 'Stock for the checkout benchmark.', 'Home', 49900, 1000000
       from generate_series(1, 200) g returning id`,
  );
  const ids = rows.map((r) => r.id);
  // One shopper per worker, each with its own session.
  const tokens: string[] = [];
  for (let w = 0; w < opts.concurrency; w++) {
    const who = { email: `bench${w}.${Date.now()}@example.com`, password: 'BenchShopper#1' };
    await registerBenchShopper(server, { ...who, clientIp: `10.77.0.${w}` });
    tokens.push(await signIn(url, who));
  }
  let n = 0;
  const place = (pick: () => string) => async () => {
    const k = n++;
    const input = {
      items: [{ productId: pick(), quantity: 1 }],
      shipping: BENCH_SHIPPING,
      payment: { method: 'UPI', upiId: 'bench@okaxis' },
    };
    return !!(await gql(
      url,
      PLACE_ORDER,
      { input, key: `bench-${k}-${Math.random()}` },
      tokens[k % tokens.length],
    ));
  };
  const spread = await load(
    'orders over 200 products',
    place(() => ids[n % ids.length]!),
    opts,
  );
  const hot = await load(
    'orders all for one product',
    place(() => ids[0]!),
    opts,
  );
  compare('checkout: one hot product vs spread (row-lock contention)', spread, hot);
};

/** Every benchmark, in order. Features add theirs here. */
const chat: Bench = (ctx) => chatFanout(ctx);
const customers: Bench = (ctx) => customersDirectory(ctx);
const webhooks: Bench = (ctx) => webhooksBench(ctx);

export const benches: Bench[] = [
  readPath,
  search,
  fanout,
  accounts,
  checkout,
  chat,
  customers,
  webhooks,
  builds,
];
