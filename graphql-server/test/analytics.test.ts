import crypto from 'node:crypto';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';
import { createProduct, orderInput, placeOrder, sql, walletState } from './support/commerce.js';

let shop: TestShop;
const JWT_SECRET = crypto.randomBytes(32).toString('hex');
let admin: string;
let asha: { token: string; userId: string };
const products: Record<'p1' | 'p2' | 'p3', string> = { p1: '', p2: '', p3: '' };

const BURST = { orders: { points: 1000, durationSeconds: 600 } };

beforeAll(async () => {
  // The burst below places 50 orders from one address and one account: a bucket it cannot drain
  // and an order limit it cannot reach (action-limits.test.ts covers that limit).
  shop = await startTestShop({ API_RATE_LIMIT_BUCKET: 100_000, JWT_SECRET }, { actionLimits: BURST });
  admin = (await logIn(shop, ADMIN.email, ADMIN.password)).token;
  asha = await signUp(shop, { email: 'asha.sales@example.com', name: 'Asha Sales' });
  products.p1 = await createProduct(shop, { name: 'Sales Kettle', pricePaise: 10_000, stock: 500 });
  products.p2 = await createProduct(shop, { name: 'Sales Lamp', pricePaise: 25_000, stock: 500 });
  products.p3 = await createProduct(shop, { name: 'Sales Mug', pricePaise: 4_000, stock: 500 });
});
afterAll(() => shop?.close());

const STATUS = 'mutation($id: ID!, $s: OrderStatus!) { updateOrderStatus(id: $id, status: $s) { message } }';
const CANCEL = 'mutation($id: ID!) { cancelOrder(id: $id) { message } }';
const FIGURE = 'value previous changePercent';
const SALES = `query($r: SalesRange) { salesAnalytics(range: $r) {
  range from to hasComparison
  kpis { totalRevenue { ${FIGURE} } averageOrderValue { ${FIGURE} } totalOrders { ${FIGURE} }
         shippedOrders { ${FIGURE} } deliveredOrders { ${FIGURE} } grossRevenue refunds gst }
  daily { date revenue orders }
  statuses { status count }
  topProducts { productId name unitsSold sales }
} }`;

interface Figure {
  value: number;
  previous: number | null;
  changePercent: number | null;
}
interface Sales {
  salesAnalytics: {
    range: string;
    from: string | null;
    to: string;
    hasComparison: boolean;
    kpis: Record<
      'totalRevenue' | 'averageOrderValue' | 'totalOrders' | 'shippedOrders' | 'deliveredOrders',
      Figure
    > & {
      grossRevenue: number;
      refunds: number;
      gst: number;
    };
    daily: { date: string; revenue: number; orders: number }[];
    statuses: { status: string; count: number }[];
    topProducts: { productId: string; name: string; unitsSold: number; sales: number }[];
  };
}

async function sales(range: string, token: string | null = admin) {
  return shop.gql<Sales>(SALES, { r: range }, { token });
}

async function order(product: string, quantity: number): Promise<string> {
  const res = await placeOrder(shop, asha.token, orderInput([{ productId: product, quantity }]));
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.placeOrder.order.id;
}

async function move(id: string, ...steps: string[]) {
  for (const s of steps) {
    const r = await shop.gql(STATUS, { id, s }, { token: admin });
    if (r.errors) throw new Error(JSON.stringify(r.errors));
  }
}

/** The Indian calendar day `n` days from today, as YYYY-MM-DD. */
function istDay(n: number): string {
  const ist = new Date(Date.now() + 5.5 * 3600_000 + n * 86_400_000);
  return ist.toISOString().slice(0, 10);
}

/** Moves an order's placement to a wall-clock time in India (e.g. '23:50') on a given Indian day. */
async function placedAt(id: string, day: string, time: string) {
  await sql(shop, 'update orders set created_at = ?::timestamptz where id = ?', [
    `${day}T${time}:00+05:30`,
    id,
  ]);
}

describe('sales analytics over GraphQL (admins only)', () => {
  let cancelled = '';

  it('buckets by Indian day, zero-fills the chart, compares with the previous period and reconciles revenue', async () => {
    const a = await order(products.p1, 2); // ₹200 + 18% GST = ₹236
    const b = await order(products.p2, 1); // ₹250 + GST = ₹295
    cancelled = await order(products.p3, 5); // ₹200 + GST = ₹236, cancelled: ₹193.52 back, ₹42.48 fee kept
    const d = await order(products.p1, 1); // ₹118, shipped
    const e = await order(products.p2, 1); // ₹295, delivered
    const f = await order(products.p1, 1); // ₹118, ten days ago: the previous period of the last 7 days
    const g = await order(products.p3, 1); // ₹47.20, 400 days ago: only in all time
    expect((await shop.gql(CANCEL, { id: cancelled }, { token: asha.token })).errors).toBeUndefined();
    await move(d, 'PROCESSING', 'SHIPPED');
    await move(e, 'PROCESSING', 'SHIPPED', 'DELIVERED');
    // 23:50 and 00:10 in India are 18:20 and 18:40 UTC of the same UTC day: two Indian days.
    await placedAt(a, istDay(-2), '23:50');
    await placedAt(b, istDay(-1), '00:10');
    await placedAt(f, istDay(-10), '12:00');
    await placedAt(g, istDay(-400), '12:00');

    const res = await sales('LAST_7_DAYS');
    expect(res.errors).toBeUndefined();
    const s = res.data!.salesAnalytics;
    expect(s).toMatchObject({ range: 'LAST_7_DAYS', from: istDay(-6), to: istDay(0), hasComparison: true });

    // The chart: seven Indian days, zeros where nothing was sold.
    expect(s.daily.map((x) => x.date)).toEqual([-6, -5, -4, -3, -2, -1, 0].map(istDay));
    const day = (n: number) => s.daily.find((x) => x.date === istDay(n))!;
    expect(day(-2)).toEqual({ date: istDay(-2), revenue: 236, orders: 1 });
    expect(day(-1)).toEqual({ date: istDay(-1), revenue: 295, orders: 1 });
    expect(day(0)).toEqual({ date: istDay(0), revenue: 42.48 + 118 + 295, orders: 3 });
    for (const n of [-6, -5, -4, -3]) expect(day(n)).toEqual({ date: istDay(n), revenue: 0, orders: 0 });

    // Key figures and their change against the seven days before.
    const k = s.kpis;
    expect(k.grossRevenue).toBe(236 + 295 + 236 + 118 + 295);
    expect(k.refunds).toBe(193.52);
    expect(k.totalRevenue).toEqual({ value: 986.48, previous: 118, changePercent: 736 });
    expect(k.gst).toBe(36 + 45 + 18 + 45);
    expect(k.totalOrders).toEqual({ value: 5, previous: 1, changePercent: 400 });
    expect(k.averageOrderValue).toEqual({ value: 197.3, previous: 118, changePercent: 67.2 });
    expect(k.shippedOrders).toEqual({ value: 1, previous: 0, changePercent: null });
    expect(k.deliveredOrders).toEqual({ value: 1, previous: 0, changePercent: null });

    // The pie: the five statuses in the spec's order.
    expect(s.statuses).toEqual([
      { status: 'PENDING', count: 2 },
      { status: 'PROCESSING', count: 0 },
      { status: 'SHIPPED', count: 1 },
      { status: 'DELIVERED', count: 1 },
      { status: 'CANCELLED', count: 1 },
    ]);

    // Top products by units sold; the cancelled mugs were not sold.
    expect(s.topProducts).toEqual([
      { productId: products.p1, name: 'Sales Kettle', unitsSold: 3, sales: 300 },
      { productId: products.p2, name: 'Sales Lamp', unitsSold: 2, sales: 500 },
    ]);
  });

  it('reconciles with the wallet ledger and the orders: gross − refunds to wallets = net', async () => {
    const all = (await sales('ALL')).data!.salesAnalytics;
    const [orders] = await sql<{ gross: string; refunded: string; n: string }>(
      shop,
      'select sum(base_total_paise) as gross, coalesce(sum(refunded_paise), 0) as refunded, count(*) as n from orders',
    );
    const [ledger] = await sql<{ refunds: string }>(
      shop,
      `select coalesce(sum(amount_paise), 0) as refunds from wallet_transactions where kind = 'refund' and type = 'credit'`,
    );
    expect(all.kpis.grossRevenue * 100).toBe(Number(orders!.gross));
    expect(all.kpis.refunds * 100).toBe(Number(ledger!.refunds));
    expect(Number(ledger!.refunds)).toBe(Number(orders!.refunded));
    expect(Math.round(all.kpis.totalRevenue.value * 100)).toBe(
      Number(orders!.gross) - Number(ledger!.refunds),
    );
    expect(all.kpis.totalOrders.value).toBe(Number(orders!.n));
    // The refund really went to Asha's wallet, and the wallet agrees with its ledger.
    expect(await walletState(shop, asha.userId)).toEqual({ balance: 19_352, ledger: 19_352 });
    // The order list's summary uses the same definition.
    const summary = await shop.gql<{ adminOrders: { summary: { totalRevenue: number } } }>(
      '{ adminOrders { summary { totalRevenue } } }',
      {},
      { token: admin },
    );
    expect(summary.data!.adminOrders.summary.totalRevenue).toBe(all.kpis.totalRevenue.value);
  });

  it('all time has no comparison and charts the 365 most recent days; 30 days reaches the older order', async () => {
    const all = (await sales('ALL')).data!.salesAnalytics;
    expect(all).toMatchObject({ from: null, hasComparison: false });
    expect(all.kpis.totalOrders).toEqual({ value: 7, previous: null, changePercent: null });
    expect(all.kpis.totalRevenue.previous).toBeNull();
    expect(all.daily).toHaveLength(365);
    expect(all.daily[0]!.date).toBe(istDay(-364));
    expect(all.daily.reduce((n, d) => n + d.orders, 0)).toBe(6); // the order of 400 days ago is before the chart
    const month = (await sales('LAST_30_DAYS')).data!.salesAnalytics;
    expect(month.daily).toHaveLength(30);
    expect(month.kpis.totalOrders.value).toBe(6);
    expect((await sales('LAST_90_DAYS')).data!.salesAnalytics.daily).toHaveLength(90);
    // The default range is the last 30 days.
    const def = await shop.gql<Sales>('{ salesAnalytics { range from } }', {}, { token: admin });
    expect(def.data!.salesAnalytics).toEqual({ range: 'LAST_30_DAYS', from: istDay(-29) });
  });

  it('an empty range answers zeros, not errors: AOV 0 with no orders', async () => {
    await sql(shop, `update orders set created_at = created_at - interval '2000 days'`);
    try {
      const s = (await sales('LAST_7_DAYS')).data!.salesAnalytics;
      expect(s.kpis.averageOrderValue).toEqual({ value: 0, previous: 0, changePercent: null });
      expect(s.kpis.totalOrders.value).toBe(0);
      expect(s.daily.every((d) => d.revenue === 0)).toBe(true);
      expect(s.topProducts).toEqual([]);
      expect(s.statuses.every((x) => x.count === 0)).toBe(true);
    } finally {
      await sql(shop, `update orders set created_at = created_at + interval '2000 days'`);
    }
  });

  it('refuses anonymous callers (UNAUTHENTICATED, 401) and shoppers (FORBIDDEN, 403), the query and the subscription', async () => {
    // GraphQL answers these with the codes that stand for 401 and 403 (its HTTP status stays 200).
    const anon = await sales('ALL', null);
    expect(anon.data?.salesAnalytics ?? null).toBeNull();
    expect(anon.errors?.[0]).toMatchObject({
      message: 'Access denied. Admin login required.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const shopper = await sales('ALL', asha.token);
    expect(shopper.errors?.[0]).toMatchObject({
      message: 'Access denied. Admin login required.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(shopper.data?.salesAnalytics ?? null).toBeNull();
    for (const [token, code] of [
      [undefined, 'UNAUTHENTICATED'],
      [asha.token, 'FORBIDDEN'],
    ] as const) {
      const errors = await subscriptionErrors(shop.ws(token));
      expect(errors[0]).toMatchObject({
        message: 'Access denied. Admin login required.',
        extensions: { code },
      });
    }
  });
});

describe('live: one signal per gathering window', () => {
  it('a burst of 50 orders gives a few "sales changed" signals, not 50', async () => {
    const { signals, stop } = await liveSignals(shop);
    try {
      const started = Date.now();
      await Promise.all(Array.from({ length: 50 }, () => order(products.p3, 1)));
      const burstMs = Date.now() - started;
      await until(() => signals.reduce((n, e) => n + e, 0) >= 50);
      await new Promise((r) => setTimeout(r, 1000)); // nothing more arrives afterwards
      console.info(`50 orders in ${burstMs} ms gave ${signals.length} sales signals`);
      expect(signals.reduce((n, e) => n + e, 0)).toBe(50);
      expect(signals.length).toBeGreaterThanOrEqual(1);
      // At most one per 750 ms window during the burst, plus the one that closes it.
      expect(signals.length).toBeLessThanOrEqual(Math.ceil(burstMs / 750) + 1);
      // Without the gathering every order would be a signal of its own (50); on a quiet machine the
      // burst takes about 4 s and gives about 5.
      expect(signals.length).toBeLessThan(50);
    } finally {
      stop();
    }
  });

  it('a status change and a cancellation each raise a signal within a second or two', async () => {
    const { signals, stop } = await liveSignals(shop);
    try {
      const id = await order(products.p1, 1);
      await until(() => signals.length === 1, 2000);
      const t0 = Date.now();
      await move(id, 'PROCESSING');
      await until(() => signals.length === 2, 2000);
      expect(Date.now() - t0).toBeLessThan(2000);
      const other = await order(products.p1, 1);
      await until(() => signals.length === 3, 2000);
      await shop.gql(CANCEL, { id: other }, { token: asha.token });
      // Cancellation: the status change and the refund, gathered into one signal.
      await until(() => signals.length === 4, 2000);
      expect(signals[3]).toBe(2);
    } finally {
      stop();
    }
  });
});

// A second replica of the same shop (same database, secret and Redis namespace).
describe.skipIf(!process.env.REDIS_URL)('live across instances through Redis', () => {
  it('an order placed through instance B reaches an admin subscribed on instance A', async () => {
    const b = await startTestShop(
      {
        JWT_SECRET,
        API_RATE_LIMIT_BUCKET: 100_000,
        DATABASE_URL: shop.databaseUrl,
        REDIS_PREFIX: `${new URL(shop.databaseUrl).pathname.slice(1)}:`,
      },
      { actionLimits: BURST },
    );
    // Live once a signal published on B comes through A's socket.
    const { signals, stop } = await liveSignals(shop, b);
    try {
      const res = await placeOrder(b, asha.token, orderInput([{ productId: products.p2, quantity: 1 }]));
      expect(res.errors).toBeUndefined();
      await until(() => signals.length === 1, 3000);
      expect(signals).toEqual([1]);
    } finally {
      stop();
      await b.server.close();
    }
  });
});

/**
 * An admin's salesChanged subscription on `on`, with the events count of every signal. Answers once
 * it is live: a signal published on `via` came through (through Redis that takes a moment).
 */
async function liveSignals(on: TestShop, via: TestShop = on) {
  const signals: number[] = [];
  const stop = on.ws(admin).subscribe<{ salesChanged: { events: number } }>(
    { query: 'subscription { salesChanged { events } }' },
    {
      next: (r) => r.data && signals.push(r.data.salesChanged.events),
      error: () => {},
      complete: () => {},
    },
  );
  await until(() => {
    via.server.pubSub.publish('SALES_CHANGED', { at: new Date().toISOString(), events: 0 });
    return signals.length > 0;
  });
  // Start from quiet: a window (750 ms) still gathering an earlier test's orders closes first. With
  // Redis between the instances, its signal can arrive after a fixed pause would have ended.
  for (let quiet = false; !quiet;) {
    signals.length = 0;
    await new Promise((r) => setTimeout(r, 1000));
    quiet = signals.length === 0;
  }
  return { signals, stop };
}

async function until(check: () => boolean, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Subscribes to salesChanged and resolves with the errors the server answers. */
function subscriptionErrors(
  client: Client,
): Promise<{ message: string; extensions?: Record<string, unknown> }[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no error arrived')), 5000);
    client.subscribe(
      { query: 'subscription { salesChanged { at } }' },
      {
        next: (r) => {
          if (r.errors?.length) {
            clearTimeout(timer);
            resolve(r.errors as never);
          }
        },
        error: (err) => {
          clearTimeout(timer);
          if (Array.isArray(err)) resolve(err);
          else reject(err instanceof Error ? err : new Error(JSON.stringify(err)));
        },
        complete: () => undefined,
      },
    );
  });
}
