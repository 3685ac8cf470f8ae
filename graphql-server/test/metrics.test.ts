import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './support/shop.js';

// GET /metrics (issue 35): after known requests, the metrics say what happened, under bounded
// labels; the port of its own answers anyone who reaches it, the shop's port only the token.

const TOKEN = 'metrics-token-for-the-test-0123456789abcdef';

/** The value of one series in Prometheus's text format (undefined: no such series). */
function valueOf(text: string, series: string): number | undefined {
  for (const line of text.split('\n'))
    if (line.startsWith(`${series} `)) return Number(line.slice(series.length + 1));
  return undefined;
}

describe('metrics', () => {
  let shop: TestShop;
  const scrape = async () => {
    const res = await fetch(shop.server.metricsUrl!);
    expect(res.status).toBe(200);
    return res.text();
  };

  beforeAll(async () => {
    shop = await startTestShop({ METRICS_PORT: 0, METRICS_TOKEN: TOKEN });
  }, 60_000);

  afterAll(async () => {
    await shop?.close();
  });

  it('serves the Prometheus text format on its own port, with the process’s own metrics', async () => {
    const res = await fetch(shop.server.metricsUrl!);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
    expect(valueOf(text, 'shop_db_pool_connections{state="max"}')).toBeGreaterThan(0);
    expect(valueOf(text, 'shop_db_pool_connections{state="used"}')).toBeGreaterThanOrEqual(0);
    // No Redis configured: no Redis gauge to mislead (with REDIS_URL it is 1 while connected).
    if (process.env.REDIS_URL) expect(valueOf(text, 'shop_redis_up')).toBe(1);
    else expect(text).not.toMatch(/^shop_redis_up /m);
    // Anything but /metrics on that port: 404.
    expect((await fetch(shop.server.metricsUrl!.replace('/metrics', '/'))).status).toBe(404);
  });

  it('the shop’s own port answers /metrics only for the bearer token', async () => {
    expect((await fetch(`${shop.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${shop.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const right = await fetch(`${shop.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.status).toBe(200);
    expect(await right.text()).toMatch(/^# TYPE shop_graphql_operation_duration_seconds histogram$/m);
  });

  it('times GraphQL operations by registered name and outcome; other names collapse to one label', async () => {
    const before = await scrape();
    const count = (text: string, labels: string) =>
      valueOf(text, `shop_graphql_operation_duration_seconds_count{${labels}}`) ?? 0;
    // The web app's own operation (registered), sent as a third party would, with its name.
    const categories = await shop.gql('query Categories { categories { id name productCount } }');
    expect(categories.errors).toBeUndefined();
    await shop.gql('query SomeonesMadeUpName_1 { __typename }');
    await shop.gql('query SomeonesMadeUpName_2 { __typename }');
    await shop.gql('{ __typename }');
    const bad = await shop.gql('query Categories { categories { noSuchField } }');
    expect(bad.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const after = await scrape();
    expect(count(after, 'operation="Categories",type="query",outcome="ok"')).toBe(
      count(before, 'operation="Categories",type="query",outcome="ok"') + 1,
    );
    expect(count(after, 'operation="_other",type="query",outcome="ok"')).toBeGreaterThanOrEqual(
      count(before, 'operation="_other",type="query",outcome="ok"') + 3,
    );
    expect(after).not.toContain('SomeonesMadeUpName');
    // The refused operation: an error outcome, and its code counted.
    expect(count(after, 'operation="Categories",type="query",outcome="error"')).toBe(
      count(before, 'operation="Categories",type="query",outcome="error"') + 1,
    );
    const errors = (text: string) =>
      valueOf(text, 'shop_graphql_errors_total{code="GRAPHQL_VALIDATION_FAILED",transport="http"}') ?? 0;
    expect(errors(after)).toBe(errors(before) + 1);
    // And every /graphql request's own duration, by status class.
    expect(
      valueOf(after, 'shop_http_request_duration_seconds_count{method="POST",route="/graphql",status="2xx"}'),
    ).toBeGreaterThanOrEqual(4);
  });

  it('counts response-cache hits and misses', async () => {
    const LIST = 'query CachedList { products(first: 3) { totalCount edges { node { name } } } }';
    const before = await scrape();
    const send = () =>
      fetch(`${shop.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: LIST }),
      });
    const first = await send();
    const second = await send();
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(second.headers.get('x-cache')).toBe('HIT');
    const after = await scrape();
    const lookups = (text: string, result: string) =>
      valueOf(text, `shop_response_cache_lookups_total{result="${result}"}`) ?? 0;
    expect(lookups(after, 'miss')).toBe(lookups(before, 'miss') + 1);
    expect(lookups(after, 'hit')).toBe(lookups(before, 'hit') + 1);
  });

  it('labels REST requests by their route’s pattern, never by the path a client made up', async () => {
    await shop.rest('GET', '/api/products');
    await shop.rest('GET', '/api/products/no-such-product-1');
    await shop.rest('GET', '/api/no/such/route/at/all');
    const text = await scrape();
    expect(
      valueOf(
        text,
        'shop_http_request_duration_seconds_count{method="GET",route="/api/products",status="2xx"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      valueOf(
        text,
        'shop_http_request_duration_seconds_count{method="GET",route="/api/products/:id",status="4xx"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/route="\/api \(unmatched\)",status="4xx"/);
    expect(text).not.toContain('no-such-product-1');
    expect(text).not.toContain('/no/such/route');
  });

  it('counts WebSocket connections and active subscriptions by topic, and WebSocket errors by code', async () => {
    const client = shop.ws();
    const dispose = client.subscribe(
      { query: 'subscription { productUpdated { productId deleted } }' },
      { next: () => undefined, error: () => undefined, complete: () => undefined },
    );
    let text = '';
    for (let i = 0; i < 50; i++) {
      text = await scrape();
      if (valueOf(text, 'shop_websocket_subscriptions{topic="productUpdated"}') === 1) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(valueOf(text, 'shop_websocket_subscriptions{topic="productUpdated"}')).toBe(1);
    expect(valueOf(text, 'shop_websocket_connections')).toBe(1);

    // A refused operation over the socket: its code counted under transport="ws".
    const wsErrors = (t: string) =>
      valueOf(t, 'shop_graphql_errors_total{code="GRAPHQL_VALIDATION_FAILED",transport="ws"}') ?? 0;
    const before = wsErrors(text);
    await new Promise<void>((resolve) =>
      client.subscribe(
        { query: 'subscription { noSuchTopic }' },
        { next: () => undefined, error: () => resolve(), complete: () => resolve() },
      ),
    );
    expect(wsErrors(await scrape())).toBe(before + 1);

    // Published messages are counted by topic.
    const published = (t: string) => valueOf(t, 'shop_pubsub_published_total{topic="PRODUCT_CHANGED"}') ?? 0;
    const sent = published(await scrape());
    await shop.server.pubSub.publish('PRODUCT_CHANGED', { productId: 'no-such-product', product: null });
    expect(published(await scrape())).toBe(sent + 1);

    dispose();
    await client.dispose();
    for (let i = 0; i < 50; i++) {
      text = await scrape();
      if (valueOf(text, 'shop_websocket_connections') === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(valueOf(text, 'shop_websocket_connections')).toBe(0);
    expect(valueOf(text, 'shop_websocket_subscriptions{topic="productUpdated"}')).toBeUndefined();
  });

  it('counts domain events delivered after commit', async () => {
    const delivered = (t: string) => valueOf(t, 'shop_domain_events_total{event="CodeRequested"}') ?? 0;
    const before = delivered(await scrape());
    const reg = await shop.rest('POST', '/api/auth/register', {
      name: 'Metric Reader',
      mobileNumber: '9876543210',
      email: 'metrics-reader@example.com',
      address: '1 MG Road, Bengaluru',
      password: 'Secret#1234',
      confirmPassword: 'Secret#1234',
    });
    expect(reg.status).toBe(200);
    expect(delivered(await scrape())).toBe(before + 1);
  });

  it('has the webhook outbox’s metrics ready for it to report through', async () => {
    const webhooks = shop.server.metrics.webhooks();
    webhooks.delivered('delivered');
    webhooks.delivered('retrying');
    webhooks.delivered('retrying');
    webhooks.watchBacklog(async () => 7);
    const text = await scrape();
    expect(valueOf(text, 'shop_webhook_deliveries_total{outcome="delivered"}')).toBe(1);
    expect(valueOf(text, 'shop_webhook_deliveries_total{outcome="retrying"}')).toBe(2);
    expect(valueOf(text, 'shop_webhook_outbox_backlog')).toBe(7);
  });
});
