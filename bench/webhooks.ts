import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { BenchContext } from './run.js';
import { BENCH_SHIPPING, PLACE_ORDER, registerBenchShopper, signIn } from './harness.js';

/**
 * Webhooks (issue 35): with 3 endpoints subscribed, what placing an order costs in SQL statements
 * (the outbox adds one, whatever the number of endpoints), and the time from the order's events
 * being raised in its transaction (an upper bound on commit → attempt) to the receiver getting the
 * first attempt, p50 / p99.
 *
 *   WEBHOOKS_DISPATCHER=off WEBHOOKS_ALLOW_PRIVATE_TARGETS=true BENCH_ONLY=webhooks npx tsx bench/run.ts
 *
 * (The dispatcher is started here after the statement count, so its own statements are not counted.)
 */
export async function webhooksBench({ server, url, adminToken }: BenchContext): Promise<void> {
  console.log('\n## webhooks: 3 endpoints, statements per order, commit → first attempt');
  if (server.config.WEBHOOKS_ALLOW_PRIVATE_TARGETS !== 'true') {
    console.log('  skipped: run with WEBHOOKS_ALLOW_PRIVATE_TARGETS=true (the receiver is on loopback)');
    return;
  }
  const arrivals: { at: number; raisedAt: number; type: string }[] = [];
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const at = Date.now();
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { type: string; timestamp: string };
      arrivals.push({ at, raisedAt: Date.parse(body.timestamp), type: body.type });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  const gql = async (query: string, variables: Record<string, unknown>, token = adminToken) => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!;
  };
  try {
    const em = server.orm.em.fork();
    const [product] = await em.getConnection().execute<{ id: string }[]>(
      `insert into products (name, description, category, price_paise, stock)
         values ('Webhook bench', 'Stock for the webhook benchmark.', 'Home', 49900, 1000000) returning id`,
    );
    const who = { email: `hooks.${Date.now()}@example.com`, password: 'BenchShopper#1' };
    await registerBenchShopper(server, { ...who, clientIp: '10.78.0.1' });
    const shopper = await signIn(url, who);
    let n = 0;
    const place = () =>
      gql(
        PLACE_ORDER,
        {
          key: `hooks-${n++}-${Math.random()}`,
          input: {
            items: [{ productId: product!.id, quantity: 1 }],
            shipping: BENCH_SHIPPING,
            payment: { method: 'UPI', upiId: 'bench@okaxis' },
          },
        },
        shopper,
      );

    // Statements per order, counted in this process (the ORM's pool is pg's).
    const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
    const original = proto.query;
    let sent: string[] | undefined;
    proto.query = function (this: unknown, ...args: unknown[]) {
      const first = args[0] as string | { text?: string } | undefined;
      sent?.push(typeof first === 'string' ? first : (first?.text ?? ''));
      return original.apply(this, args);
    };
    const perOrder = async (label: string) => {
      const orders = 20;
      await place(); // warm
      sent = [];
      for (let i = 0; i < orders; i++) await place();
      const texts = sent;
      sent = undefined;
      const outbox = texts.filter((t) => t.includes('webhook_sequences')).length;
      console.log(
        `  ${label}: ${(texts.length / orders).toFixed(2)} statements per order (${(outbox / orders).toFixed(2)} of them the outbox's)`,
      );
      return texts.length / orders;
    };
    const dispatcherOn = server.config.WEBHOOKS_DISPATCHER === 'on';
    if (dispatcherOn)
      console.log('  (statements not counted: run with WEBHOOKS_DISPATCHER=off to count them alone)');
    const none = dispatcherOn ? 0 : await perOrder('no endpoint');
    for (const document of [
      'subscription { orderPlaced { eventId sequence order { id status totals { totalAmount } items { name quantity } } } }',
      'subscription { productStockChanged { productId product { id stock } } }',
      'subscription { orderPlaced { orderId } }',
    ])
      await gql(
        'mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }',
        { input: { name: 'Bench', url: hook, document } },
      );
    if (!dispatcherOn) {
      const three = await perOrder('3 endpoints');
      console.log(`  3 endpoints vs none: ${(three - none).toFixed(2)} more statements per order`);
      proto.query = original;
      server.webhooks.start();
      // The deliveries the counting made go out first.
      await new Promise((r) => setTimeout(r, 3_000));
    }
    proto.query = original;

    // Commit → first attempt, 4 shoppers' worth of concurrent orders.
    const phaseStart = Date.now();
    const total = 200;
    let placed = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (placed < total) {
          placed++;
          await place();
        }
      }),
    );
    const deadline = Date.now() + 30_000;
    const measured = () => arrivals.filter((a) => a.raisedAt >= phaseStart);
    while (measured().length < total * 3 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    const seconds = (Date.now() - phaseStart) / 1000;
    const lags = measured()
      .map((a) => a.at - a.raisedAt)
      .sort((a, b) => a - b);
    const q = (p: number) => lags[Math.min(lags.length - 1, Math.floor(p * lags.length))] ?? NaN;
    console.log(
      `  ${lags.length} of ${total * 3} deliveries arrived in ${seconds.toFixed(1)} s; raised → first attempt: p50 ${q(0.5)} ms, p99 ${q(0.99)} ms, max ${lags.at(-1)} ms`,
    );
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
}
