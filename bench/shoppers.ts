/**
 * Mixed virtual shoppers (issue 36; `npm run bench:load`, not in CI): a catalog of 20,000
 * generated products plus the demo one, and `LOAD_VUS` shoppers for `LOAD_SECONDS`, first against
 * one shop instance, then against two behind HAProxy (deploy/haproxy.cfg) sharing Redis.
 *
 * Each shopper loops: the home page (its HTML and the featured products and categories), a category
 * listing, a search for a word from a varied list (so the response cache does not answer every
 * one), a product page, and adds to the cart (in the browser: no request). A share of them
 * (`LOAD_BUYERS`) are signed-in buyers: they sign in once, then each round also add to the
 * server-side cart and place an order with the test payment method. Between steps a shopper
 * pauses `LOAD_THINK_MS` (± half) as people do; 0 makes it a closed loop.
 *
 *   npm run bench:load
 *   LOAD_VUS=50 LOAD_SECONDS=20 LOAD_SETUPS=one npm run bench:load   # a short try
 *
 * Prints req/s, p50/p95/p99 and errors per step, orders placed (checked in PostgreSQL: none lost,
 * none doubled), the shop processes' CPU and peak memory, and the machine's CPU.
 */
import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import fsSync from 'node:fs';
import os from 'node:os';
import { GENERATED_PRODUCTS_SQL } from '../db/seeds/generated-products.js';
import {
  BENCH_SHIPPING,
  cpuMs,
  freePort,
  keepAliveRequests,
  PLACE_ORDER,
  quantile,
  registerBenchShopper,
  rssKb,
  sleep,
  startBenchShop,
  startChild,
  type ChildShop,
} from './harness.js';
import type { BenchContext } from './run.js';

const VUS = Number(process.env.LOAD_VUS ?? 500);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 180);
const SETUPS = (process.env.LOAD_SETUPS ?? 'one,two').split(',');
const BUYERS = Number(process.env.LOAD_BUYERS ?? 0.1);
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 1000);
const PRODUCTS = Number(process.env.LOAD_PRODUCTS ?? 20000);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** What shoppers type: common and rare words, brands, Indian terms, typos. */
const WORDS = [
  'phone',
  'cotton',
  'kettle',
  'headphones',
  'kurta',
  'saree',
  'jeans',
  'shirt',
  'bedsheet',
  'towel',
  'yoga mat',
  'power bank',
  'smartwatch',
  'speaker',
  'pressure cooker',
  'bottle',
  'lamp',
  'lipstick',
  'face wash',
  'hair oil',
  'cricket bat',
  'dumbbells',
  'backpack',
  'running shoes',
  'earphones',
  'phone case',
  'charger',
  'mixer grinder',
  'induction',
  'non-stick',
  'boAt',
  'Prestige',
  'Redmi',
  'Fabindia',
  'Milton',
  'kajal',
  'dhurrie',
  'badminton',
  'hedphones',
  'kettel',
  'presure coker',
  'cottn shirt',
  'smartwach',
  'kurti',
  'sari',
  'mobile',
  'shades',
  'blutooth speaker',
  'track pants',
  'moisturiser',
];
const CATEGORIES = [
  'Electronics',
  'Fashion',
  'Home',
  'Beauty',
  'Sports',
  'Apparel',
  'Accessories',
  'Fitness',
];

const CARD =
  'id name category price stock description imageUrl thumbnailUrl averageRating reviewCount lowStock';
const HOME = `query Home { featured: products(featured: true, first: 8) { edges { node { ${CARD} } } }
  newest: products(first: 8) { edges { node { ${CARD} } } } categories { id name slug productCount } }`;
const LIST = `query Products($q: String, $category: String, $first: Int) {
  products(q: $q, category: $category, first: $first) {
    totalCount totalCountIsExact pageInfo { hasNextPage endCursor } edges { cursor node { ${CARD} } } } }`;
const PAGE = `query Page($id: ID!) {
  product(id: $id) { ${CARD} featured createdAt updatedAt related { ${CARD} } }
  reviews(productId: $id) { id productId rating review userName createdAt verifiedBuyer } }`;
const ADD = `mutation Add($id: ID!) { addToCart(productId: $id, quantity: 1) { items { id quantity } } }`;

/** Tells one run's idempotency keys from another's (the same buyers shop in both setups). */
let runId = 0;

/** Every virtual shopper on a connection of its own; a request taking 30 s counts as an error. */
const send = keepAliveRequests({ maxSockets: Infinity, timeoutMs: 30_000 });

const gql = async (url: string, query: string, variables: Record<string, unknown>, token?: string) => {
  const body = JSON.stringify({ query, variables });
  const res = await send(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
  });
  if (res.status !== 200 || res.text.includes('"errors"'))
    throw new Error(`${res.status} ${res.text.slice(0, 200)}`);
  return JSON.parse(res.text) as { data: Record<string, unknown> };
};

type Step = 'home' | 'listing' | 'search' | 'product' | 'sign in' | 'add to cart' | 'checkout';
const STEPS: Step[] = ['home', 'listing', 'search', 'product', 'sign in', 'add to cart', 'checkout'];

interface Stats {
  latencies: Map<Step, number[]>;
  errors: Map<Step, number>;
  firstErrors: string[];
  orders: string[];
  attempts: number;
  /** Checkouts the shop refused by its per-account order limit (by design: not an error). */
  limited: number;
}

async function timed(stats: Stats, step: Step, fn: () => Promise<unknown>): Promise<boolean> {
  const t = performance.now();
  try {
    await fn();
    stats.latencies.get(step)!.push(performance.now() - t);
    return true;
  } catch (err) {
    stats.latencies.get(step)!.push(performance.now() - t);
    stats.errors.set(step, (stats.errors.get(step) ?? 0) + 1);
    if (stats.firstErrors.length < 5) stats.firstErrors.push(`${step}: ${(err as Error).message}`);
    return false;
  }
}

const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;
const think = () => (THINK_MS ? sleep(THINK_MS * (0.5 + Math.random())) : Promise.resolve());

interface Buyer {
  email: string;
  password: string;
  /** Refused by the per-account order limit: places no more orders this run. */
  limited?: boolean;
}

async function shopper(
  url: string,
  stats: Stats,
  ids: string[],
  deadline: number,
  buyer: Buyer | undefined,
): Promise<void> {
  let token: string | undefined;
  let round = 0;
  // Shoppers arrive over the first seconds, not all in the same millisecond.
  await sleep(Math.random() * Math.min(5000, THINK_MS * 2 + 1000));
  while (performance.now() < deadline) {
    round += 1;
    await timed(stats, 'home', async () => {
      const html = await send(`${url}/`, { headers: { accept: 'text/html' } });
      if (html.status !== 200) throw new Error(`home ${html.status}`);
      await gql(url, HOME, {});
    });
    await think();
    await timed(stats, 'listing', () => gql(url, LIST, { category: pick(CATEGORIES), first: 20 }));
    await think();
    await timed(stats, 'search', () => gql(url, LIST, { q: pick(WORDS), first: 20 }));
    await think();
    const id = pick(ids);
    await timed(stats, 'product', () => gql(url, PAGE, { id }));
    await think();
    if (!buyer) continue; // adding to an anonymous cart happens in the browser
    if (!token) {
      const ok = await timed(stats, 'sign in', async () => {
        const body = JSON.stringify({ email: buyer.email, password: buyer.password });
        const res = await send(`${url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
          body,
        });
        if (res.status !== 200) throw new Error(`login ${res.status} ${res.text.slice(0, 120)}`);
        token = (JSON.parse(res.text) as { token: string }).token;
      });
      if (!ok) continue;
    }
    await timed(stats, 'add to cart', () => gql(url, ADD, { id }, token));
    await think();
    if (buyer.limited) continue; // told to wait minutes: this shopper browses on
    const key = `load-${runId}-${buyer.email}-${round}`;
    stats.attempts += 1;
    await timed(stats, 'checkout', async () => {
      let res: Awaited<ReturnType<typeof gql>>;
      try {
        res = await gql(
          url,
          PLACE_ORDER,
          {
            key,
            input: {
              items: [{ productId: id, quantity: 1 }],
              shipping: { ...BENCH_SHIPPING, email: buyer.email },
              payment: { method: 'UPI', upiId: 'shopper@okaxis' },
            },
          },
          token,
        );
      } catch (err) {
        // The shop's per-account order limit (a real shopper is not placing an order a minute).
        if (!/TOO_MANY_REQUESTS/.test((err as Error).message)) throw err;
        stats.limited += 1;
        buyer.limited = true;
        return;
      }
      const order = (res.data.placeOrder as { order: { id: string } }).order;
      stats.orders.push(order.id);
      await gql(url, 'mutation { clearCart { items { id } } }', {}, token);
    });
    await think();
  }
}

/** The busy share of the machine's CPU time between two readings of /proc/stat. */
function machineCpu(): { busy: number; total: number } {
  const fields = fsSync
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  const total = fields.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

async function run(
  title: string,
  url: string,
  servers: ChildProcess[],
  ids: string[],
  buyers: Buyer[],
  ctx: BenchContext,
): Promise<void> {
  const conn = ctx.server.orm.em.fork().getConnection();
  const started = new Date();
  runId += 1;
  for (const b of buyers) b.limited = false;
  const stats: Stats = {
    latencies: new Map(STEPS.map((s) => [s, []])),
    errors: new Map(),
    firstErrors: [],
    orders: [],
    attempts: 0,
    limited: 0,
  };
  const cpuBefore = servers.map((s) => cpuMs(s.pid!));
  const machineBefore = machineCpu();
  const peak = servers.map(() => 0);
  const sampler = setInterval(() => {
    servers.forEach((s, i) => {
      void rssKb(s.pid!).then((kb) => (peak[i] = Math.max(peak[i]!, kb)));
    });
  }, 1000);
  const begin = performance.now();
  const deadline = begin + SECONDS * 1000;
  const nBuyers = Math.round(VUS * BUYERS);
  await Promise.all(
    Array.from({ length: VUS }, (_, v) =>
      shopper(url, stats, ids, deadline, v < nBuyers ? buyers[v] : undefined),
    ),
  );
  const elapsed = (performance.now() - begin) / 1000;
  clearInterval(sampler);
  const cpu = servers.map((s, i) => (cpuMs(s.pid!) - cpuBefore[i]!) / 10 / elapsed);
  const machineAfter = machineCpu();
  const machine = (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total);

  const all = STEPS.flatMap((s) => stats.latencies.get(s)!);
  const errors = [...stats.errors.values()].reduce((a, b) => a + b, 0);
  console.log(
    `\n## ${title}: ${VUS} shoppers (${nBuyers} buyers), ${SECONDS} s, think ${THINK_MS} ms ± half`,
  );
  console.log(
    `  ${all.length} steps in ${elapsed.toFixed(0)} s: ${(all.length / elapsed).toFixed(0)} steps/s, errors ${errors}`,
  );
  console.log('  step          count    req/s     p50 ms    p95 ms    p99 ms   errors');
  for (const step of STEPS) {
    const xs = [...stats.latencies.get(step)!].sort((a, b) => a - b);
    if (!xs.length) continue;
    console.log(
      `  ${step.padEnd(12)} ${String(xs.length).padStart(6)} ${(xs.length / elapsed).toFixed(1).padStart(8)} ${quantile(
        xs,
        0.5,
      )
        .toFixed(0)
        .padStart(
          9,
        )} ${quantile(xs, 0.95).toFixed(0).padStart(9)} ${quantile(xs, 0.99).toFixed(0).padStart(9)} ${String(
        stats.errors.get(step) ?? 0,
      ).padStart(8)}`,
    );
  }
  if (stats.firstErrors.length) console.log(`  first errors: ${stats.firstErrors.join(' | ')}`);
  const [row] = await conn.execute<{ orders: number; distinct_requests: number; unanswered: number }[]>(
    `select (select count(*)::int from orders o where o.created_at >= ?) as orders,
            (select count(*)::int from order_requests r where r.created_at >= ? and r.order_id is not null) as distinct_requests,
            (select count(*)::int from orders o where o.created_at >= ?
              and not exists (select 1 from order_requests r where r.order_id = o.id)) as unanswered`,
    [started, started, started],
  );
  const inDb = new Set(
    (await conn.execute<{ id: string }[]>(`select id from orders where created_at >= ?`, [started])).map(
      (r) => r.id,
    ),
  );
  const lost = stats.orders.filter((id) => !inDb.has(id)).length;
  console.log(
    `  orders: ${stats.attempts} attempted, ${stats.orders.length} confirmed to shoppers, ${row!.orders} in PostgreSQL ` +
      `(${row!.distinct_requests} idempotency keys with an order, ${row!.unanswered} orders without one); ` +
      `confirmed but missing: ${lost}; doubled: ${row!.orders - row!.distinct_requests}; ` +
      `refused by the per-account order limit (by design): ${stats.limited}`,
  );
  console.log(
    `  shop CPU ${cpu.map((c) => `${c.toFixed(0)}%`).join(' + ')} of one core, peak RSS ${peak
      .map((kb) => `${(kb / 1024).toFixed(0)} MiB`)
      .join(
        ' + ',
      )}; the machine (${os.cpus().length} cores, PostgreSQL and this load generator included) ${(machine * 100).toFixed(0)}% busy`,
  );
}

async function startHaproxy(a: string, b: string): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn('/usr/sbin/haproxy', ['-f', 'deploy/haproxy.cfg', '-db'], {
    env: {
      ...process.env,
      SHOP_BIND: `127.0.0.1:${port}`,
      SHOP_A: a.replace('http://', ''),
      SHOP_B: b.replace('http://', ''),
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  for (let i = 0; i < 80; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, stop };
    } catch {
      /* not up yet */
    }
    await sleep(250);
  }
  await stop();
  throw new Error('bench: HAProxy did not start');
}

async function main() {
  const { server, close } = await startBenchShop({
    email: 'load-admin@example.com',
    password: 'LoadAdmin#1',
  });
  const ctx = { server, url: server.url } as unknown as BenchContext;
  const children: ChildShop[] = [];
  try {
    const conn = server.orm.em.fork().getConnection();
    await conn.execute(GENERATED_PRODUCTS_SQL, [PRODUCTS]);
    // Stock enough that no checkout fails for want of it.
    await conn.execute('update products set stock = 1000000');
    await conn.execute('analyze products');
    const ids = (
      await conn.execute<{ id: string }[]>('select id from products order by random() limit 2000')
    ).map((r) => r.id);
    const buyers: Buyer[] = [];
    const nBuyers = Math.round(VUS * BUYERS);
    for (let i = 0; i < nBuyers; i++) {
      const buyer = { email: `load${i}.${Date.now()}@example.com`, password: 'LoadShopper#1' };
      await registerBenchShopper(server, { ...buyer, clientIp: `10.79.${i >> 8}.${i & 255}` });
      buyers.push(buyer);
    }
    console.log(
      `# Rupee Shop: mixed shoppers (node ${process.version}, ${os.cpus().length} cpus), ${PRODUCTS + 46} products`,
    );
    if (SETUPS.includes('one')) {
      const one = await startChild(ctx);
      children.push(one);
      await run('one instance', one.url, [one.child], ids, buyers, ctx);
      await one.stop();
      children.pop();
    }
    if (SETUPS.includes('two')) {
      // Two instances sharing Redis (keys under a prefix of this run), behind HAProxy.
      process.env.REDIS_URL = REDIS_URL;
      process.env.REDIS_PREFIX = `shop-load-${process.pid}:`;
      const a = await startChild(ctx);
      children.push(a);
      const b = await startChild(ctx);
      children.push(b);
      const proxy = await startHaproxy(a.url, b.url);
      try {
        await run('two instances behind HAProxy, Redis', proxy.url, [a.child, b.child], ids, buyers, ctx);
      } finally {
        await proxy.stop();
      }
    }
  } finally {
    for (const c of children) await c.stop();
    await close();
  }
}

await main();
