import crypto from 'node:crypto';
import net from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DISPATCH } from '../src/modules/webhooks/webhook-dispatcher.js';
import { DELIVERY_LIMITS } from '../src/modules/webhooks/webhook-target.js';
import { createProduct, orderInput, placeOrder, sql } from './support/commerce.js';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';
import { Receiver } from './support/webhook-receiver.js';

// Webhooks (docs/webhooks.md) against a real receiver this file starts: the outbox written in the
// change's transaction, Standard Webhooks signatures checked with the documented algorithm,
// retries, the 24-hour window with a clock the test sets, payloads shaped by the
// stored document and run with the owner's permissions. SSRF and limits: webhooks-safety.test.ts;
// an instance killed mid-delivery: webhooks-sigkill.test.ts.

/** The documented algorithm (docs/webhooks.md), written out: HMAC-SHA256 of `id.timestamp.body`. */
function expectedSignature(secret: string, id: string, timestamp: string, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${crypto.createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

const CREATE = `mutation($input: WebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { secret endpoint { id eventType paused ownerKind } }
}`;
const ORDER_DOC =
  'subscription { orderPlaced { eventId type sequence order { id status items { name quantity } } } }';

let shop: TestShop;
let admin: string;
let shopper: { token: string; userId: string };
let productId: string;
const receiver = new Receiver();

beforeAll(async () => {
  shop = await startTestShop(
    {
      WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOKS_DISPATCHER: 'off',
      WEBHOOKS_RETENTION_DAYS: 7,
    },
    // More orders than a shopper's usual limit: each test places its own.
    { actionLimits: { orders: { points: 1000, durationSeconds: 600 } } },
  );
  await receiver.start();
  admin = (await logIn(shop, ADMIN.email, ADMIN.password)).token;
  shopper = await signUp(shop, { email: 'hooks@example.com' });
  productId = await createProduct(shop, { name: 'Brass Lamp', pricePaise: 129900, stock: 500 });
});
afterAll(async () => {
  await shop?.close();
  await receiver.close();
});

async function createEndpoint(document: string, opts: { token?: string; key?: string; url?: string } = {}) {
  const res = await fetch(`${shop.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(opts.key ? { 'x-api-key': opts.key } : { authorization: `Bearer ${opts.token ?? admin}` }),
    },
    body: JSON.stringify({
      query: CREATE,
      variables: { input: { name: 'Test receiver', url: opts.url ?? receiver.url, document } },
    }),
  });
  const body = (await res.json()) as {
    data?: { createWebhookEndpoint: { secret: string; endpoint: { id: string; eventType: string } } } | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  return body;
}

async function endpoint(document: string, opts: { key?: string; url?: string } = {}) {
  const res = await createEndpoint(document, opts);
  expect(res.errors).toBeUndefined();
  return res.data!.createWebhookEndpoint;
}

/** Every endpoint but `keep` paused, so each test sees only its own deliveries. */
async function only(keep: string) {
  await sql(shop, 'update webhook_endpoints set paused = (id <> ?)', [keep]);
}

async function order(): Promise<string> {
  const res = await placeOrder(shop, shopper.token, orderInput([{ productId, quantity: 1 }]));
  expect(res.errors).toBeUndefined();
  return res.data!.placeOrder.order.id;
}

const deliveriesOf = (endpointId: string) =>
  sql<{
    state: string;
    attempts: number;
    next_attempt_at: Date | null;
    response_code: number | null;
    error: string | null;
  }>(
    shop,
    'select state, attempts, next_attempt_at, response_code, error from webhook_deliveries where endpoint_id = ? order by created_at',
    [endpointId],
  );

const pass = (now = new Date()) => shop.server.webhooks.runOnce(now);

beforeEach(() => receiver.reset());

describe('the outbox', () => {
  it('writes the event, its sequence and a delivery in the order’s own transaction', async () => {
    const { endpoint: e } = await endpoint(ORDER_DOC);
    await only(e.id);
    const orderId = await order();
    const events = await sql<{ type: string; sequence: string; data: { orderId: string } }>(
      shop,
      'select type, sequence, data from webhook_events where aggregate = ? order by sequence',
      [`order:${orderId}`],
    );
    // Placed, then paid (the test gateway charges the card after the order commits).
    expect(events.map((ev) => [ev.type, Number(ev.sequence)])).toEqual([
      ['orderPlaced', 1],
      ['orderPaid', 2],
    ]);
    expect(events[0]!.data.orderId).toBe(orderId);
    expect(await deliveriesOf(e.id)).toMatchObject([{ state: 'pending', attempts: 0 }]);
    // The admin moves it on: the same aggregate's next event is number 3.
    const moved = await shop.gql(
      'mutation($id: ID!) { updateOrderStatus(id: $id, status: PROCESSING) { __typename } }',
      { id: orderId },
      { token: admin },
    );
    expect(moved.errors).toBeUndefined();
    const next = await sql<{ type: string; sequence: string }>(
      shop,
      'select type, sequence from webhook_events where aggregate = ? order by sequence',
      [`order:${orderId}`],
    );
    expect(next.map((ev) => [ev.type, Number(ev.sequence)])).toEqual([
      ['orderPlaced', 1],
      ['orderPaid', 2],
      ['orderStatusChanged', 3],
    ]);
  });

  it('writes nothing when the change rolls back', async () => {
    const before = await sql<{ n: string }>(shop, 'select count(*) as n from webhook_events');
    const bad = await placeOrder(shop, shopper.token, orderInput([{ productId, quantity: 100000 }]));
    expect(bad.errors?.length).toBeGreaterThan(0);
    const after = await sql<{ n: string }>(shop, 'select count(*) as n from webhook_events');
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe('delivery', () => {
  it('POSTs the document’s payload, signed with the Standard Webhooks algorithm', async () => {
    const { endpoint: e, secret } = await endpoint(ORDER_DOC);
    expect(secret).toMatch(/^whsec_/);
    await only(e.id);
    const orderId = await order();
    expect(await pass()).toBe(1);
    expect(receiver.got).toHaveLength(1);
    const { headers, body } = receiver.got[0]!;
    const id = String(headers['webhook-id']);
    const timestamp = String(headers['webhook-timestamp']);
    expect(headers['webhook-signature']).toBe(expectedSignature(secret, id, timestamp, body));
    // The reference library agrees.
    expect(() => new Webhook(secret).verify(body, headers as Record<string, string>)).not.toThrow();
    const payload = JSON.parse(body) as { type: string; eventId: string; sequence: number; data: unknown };
    expect(payload.type).toBe('orderPlaced');
    expect(payload.eventId).toBe(id);
    // Exactly the fields the document selected, read with the admin owner's permissions.
    expect(payload.data).toEqual({
      orderPlaced: {
        eventId: id,
        type: 'orderPlaced',
        sequence: 1,
        order: { id: orderId, status: 'PENDING', items: [{ name: 'Brass Lamp', quantity: 1 }] },
      },
    });
    expect(await deliveriesOf(e.id)).toMatchObject([{ state: 'succeeded', attempts: 1, response_code: 200 }]);
    // Nothing more to send.
    expect(await pass()).toBe(0);
  });

  it('retries a 500 with backoff, then succeeds with the same webhook-id', async () => {
    const { endpoint: e } = await endpoint(ORDER_DOC);
    await only(e.id);
    receiver.reset([500, 200]);
    await order();
    const t0 = new Date();
    expect(await pass(t0)).toBe(1);
    const [first] = await deliveriesOf(e.id);
    expect(first).toMatchObject({ state: 'pending', attempts: 1, response_code: 500 });
    const wait = new Date(first!.next_attempt_at!).getTime() - t0.getTime();
    expect(wait).toBeGreaterThanOrEqual(2_500);
    expect(wait).toBeLessThanOrEqual(5_000);
    // Not due yet.
    expect(await pass(new Date(t0.getTime() + 1_000))).toBe(0);
    expect(await pass(new Date(t0.getTime() + 6_000))).toBe(1);
    expect(await deliveriesOf(e.id)).toMatchObject([{ state: 'succeeded', attempts: 2, response_code: 200 }]);
    expect(receiver.got).toHaveLength(2);
    expect(receiver.got[1]!.headers['webhook-id']).toBe(receiver.got[0]!.headers['webhook-id']);
    expect(receiver.got[1]!.body).toBe(receiver.got[0]!.body);
  });

  it('does not retry a 400', async () => {
    const { endpoint: e } = await endpoint(ORDER_DOC);
    await only(e.id);
    receiver.reset([400]);
    await order();
    const t0 = new Date();
    await pass(t0);
    expect(await deliveriesOf(e.id)).toMatchObject([{ state: 'failed', attempts: 1, response_code: 400 }]);
    expect(await pass(new Date(t0.getTime() + 2 * 3600_000))).toBe(0);
    expect(receiver.got).toHaveLength(1);
  });

  it('retries for 24 hours, then disables the endpoint and tells the admins (bell and e-mail)', async () => {
    const { endpoint: e } = await endpoint(ORDER_DOC);
    await only(e.id);
    receiver.reset([503]);
    await order();
    const t0 = new Date();
    await pass(t0);
    // Hours later, still retrying.
    await pass(new Date(t0.getTime() + 23 * 3600_000));
    expect(await deliveriesOf(e.id)).toMatchObject([{ state: 'pending', attempts: 2 }]);
    await pass(new Date(t0.getTime() + 24 * 3600_000 + 60_000));
    expect(await deliveriesOf(e.id)).toMatchObject([{ state: 'failed', attempts: 3, response_code: 503 }]);
    const [row] = await sql<{ disabled_at: Date | null }>(
      shop,
      'select disabled_at from webhook_endpoints where id = ?',
      [e.id],
    );
    expect(row!.disabled_at).not.toBeNull();
    const bell = await shop.gql<{ adminNotifications: { type: string; message: string }[] }>(
      '{ adminNotifications { type message } }',
      {},
      { token: admin },
    );
    expect(bell.data?.adminNotifications.some((n) => n.type === 'WEBHOOK_DISABLED')).toBe(true);
    const mail = await shop.mail.waitForMail(ADMIN.email, shop.mail.mailsTo(ADMIN.email).length || 1);
    expect(mail.subject).toContain('webhook "Test receiver" disabled');
    // Disabled: new events wait; resuming it (paused: false) enables it again and they go out.
    receiver.reset([200]);
    await order();
    expect(await pass()).toBe(0);
    const resumed = await shop.gql(
      'mutation($id: ID!) { updateWebhookEndpoint(id: $id, changes: { paused: false }) { disabledAt } }',
      { id: e.id },
      { token: admin },
    );
    expect(resumed.data).toEqual({ updateWebhookEndpoint: { disabledAt: null } });
    expect(await pass()).toBe(1);
    // The failed one is redelivered on request (failed ones of the last 14 days).
    const again = await shop.gql<{ redeliverFailedWebhooks: number }>(
      'mutation($id: ID!) { redeliverFailedWebhooks(endpointId: $id) }',
      { id: e.id },
      { token: admin },
    );
    expect(again.data?.redeliverFailedWebhooks).toBe(1);
    expect(await pass()).toBe(1);
    expect((await deliveriesOf(e.id)).map((d) => d.state)).toEqual(['succeeded', 'succeeded']);
  });

  it('cuts a delivery that hangs at 10 s and retries it', async () => {
    const { endpoint: e } = await endpoint(ORDER_DOC);
    await only(e.id);
    receiver.hold = true;
    await order();
    const t0 = new Date();
    const started = Date.now();
    expect(await pass(t0)).toBe(1);
    const took = Date.now() - started;
    // The receiver never answers: the attempt ends at the total limit, not before, not much after.
    expect(took).toBeGreaterThanOrEqual(DELIVERY_LIMITS.totalTimeoutMs - 100);
    expect(took).toBeLessThan(DELIVERY_LIMITS.totalTimeoutMs + 3_000);
    expect(receiver.got).toHaveLength(1);
    const [first] = await deliveriesOf(e.id);
    expect(first).toMatchObject({ state: 'pending', attempts: 1, response_code: null });
    expect(first!.error).toMatch(/no answer within 10000 ms/);
    // Retried with backoff: now the receiver answers.
    receiver.hold = false;
    expect(await pass(new Date(t0.getTime() + 6_000))).toBe(1);
    expect(await deliveriesOf(e.id)).toMatchObject([{ state: 'succeeded', attempts: 2, response_code: 200 }]);
    expect(receiver.got[1]!.headers['webhook-id']).toBe(receiver.got[0]!.headers['webhook-id']);
  }, 30_000);

  it('gives up connecting after 2 s (a TLS handshake that never completes) and retries later', async () => {
    // A TCP listener that accepts and never says a word: an https target never gets its TLS session.
    const held = new Set<net.Socket>();
    const silent = net.createServer((socket) => held.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const port = (silent.address() as net.AddressInfo).port;
      const { endpoint: e } = await endpoint(ORDER_DOC, { url: `https://127.0.0.1:${port}/hook` });
      await only(e.id);
      await order();
      const started = Date.now();
      expect(await pass(new Date())).toBe(1);
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(DELIVERY_LIMITS.connectTimeoutMs - 100);
      expect(took).toBeLessThan(DELIVERY_LIMITS.totalTimeoutMs);
      const [first] = await deliveriesOf(e.id);
      expect(first).toMatchObject({ state: 'pending', attempts: 1, response_code: null });
      expect(first!.error).toMatch(/no connection within 2000 ms/);
    } finally {
      for (const socket of held) socket.destroy();
      await new Promise((r) => silent.close(r));
    }
  }, 30_000);

  it('lets one slow endpoint hold only its own deliveries (per-endpoint concurrency)', async () => {
    const slow = new Receiver();
    await slow.start();
    try {
      const { endpoint: hung } = await endpoint(ORDER_DOC, { url: slow.url });
      const { endpoint: fast } = await endpoint(ORDER_DOC);
      await sql(shop, 'update webhook_endpoints set paused = not (id = any(?::uuid[]))', [
        `{${hung.id},${fast.id}}`,
      ]);
      slow.hold = true;
      for (let i = 0; i < DISPATCH.perEndpoint + 1; i++) await order();
      // The first pass takes at most 4 of each; the slow receiver's hang for 10 s ...
      const first = pass();
      await slow.received(DISPATCH.perEndpoint, 5_000);
      await receiver.received(DISPATCH.perEndpoint, 5_000);
      // (the fast ones' answers recorded: they no longer count against their endpoint)
      for (let i = 0; i < 50; i++) {
        const done = await sql(
          shop,
          `select 1 from webhook_deliveries where endpoint_id = ? and state = 'succeeded'`,
          [fast.id],
        );
        if (done.length === DISPATCH.perEndpoint) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      // ... while a second pass, meanwhile, sends the fast endpoint's fifth and none of the slow one's.
      expect(await pass()).toBe(1);
      expect(receiver.got).toHaveLength(DISPATCH.perEndpoint + 1);
      expect(slow.got).toHaveLength(DISPATCH.perEndpoint);
      expect(await first).toBe(2 * DISPATCH.perEndpoint);
      const states = await sql<{ endpoint_id: string; state: string; n: number }>(
        shop,
        `select endpoint_id, state, count(*)::int as n from webhook_deliveries
         where endpoint_id = any(?::uuid[]) group by 1, 2 order by 1, 2`,
        [`{${hung.id},${fast.id}}`],
      );
      expect(states.find((r) => r.endpoint_id === fast.id)).toMatchObject({ state: 'succeeded', n: 5 });
      expect(states.filter((r) => r.endpoint_id === hung.id).map((r) => [r.state, r.n])).toEqual([
        ['pending', 5],
      ]);
    } finally {
      await slow.close();
    }
  }, 60_000);

  it('signs with the old secret too for 24 hours after a rotation', async () => {
    const { endpoint: e, secret: oldSecret } = await endpoint(ORDER_DOC);
    await only(e.id);
    const rotated = await shop.gql<{ rotateWebhookSecret: { secret: string } }>(
      'mutation($id: ID!) { rotateWebhookSecret(id: $id) { secret } }',
      { id: e.id },
      { token: admin },
    );
    const newSecret = rotated.data!.rotateWebhookSecret.secret;
    expect(newSecret).not.toBe(oldSecret);
    await order();
    await pass();
    const { headers, body } = receiver.got[0]!;
    for (const secret of [oldSecret, newSecret])
      expect(() => new Webhook(secret).verify(body, headers as Record<string, string>)).not.toThrow();
    // A day on, only the new one signs.
    receiver.reset([200]);
    await order();
    await pass(new Date(Date.now() + 25 * 3600_000));
    const later = receiver.got[0]!;
    // (Signed at the test's clock, a day ahead: the library would call it too new, so by hand.)
    const id = String(later.headers['webhook-id']);
    const timestamp = String(later.headers['webhook-timestamp']);
    expect(later.headers['webhook-signature']).toBe(expectedSignature(newSecret, id, timestamp, later.body));
  });
});

describe('permissions and documents', () => {
  it('runs an API key’s document with the key’s scopes, never more', async () => {
    const made = await shop.gql<{ createApiKey: { secret: string } }>(
      'mutation { createApiKey(input: { name: "hooks", scopes: [WEBHOOKS_MANAGE] }) { secret } }',
      {},
      { token: admin },
    );
    const key = made.data!.createApiKey.secret;
    const { endpoint: e } = await endpoint('subscription { orderPlaced { orderId order { id } } }', { key });
    await only(e.id);
    const orderId = await order();
    await pass();
    const payload = JSON.parse(receiver.got[0]!.body) as {
      data: { orderPlaced: { orderId: string; order: unknown } };
      errors?: { extensions?: { code: string } }[];
    };
    expect(payload.data.orderPlaced).toEqual({ orderId, order: null });
    expect(payload.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
    // The key sees its own endpoints only; the admin sees every one.
    const mine = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({ query: '{ webhookEndpoints { id } }' }),
    }).then((r) => r.json() as Promise<{ data: { webhookEndpoints: { id: string }[] } }>);
    expect(mine.data.webhookEndpoints).toEqual([{ id: e.id }]);
    const all = await shop.gql<{ webhookEndpoints: { id: string }[] }>(
      '{ webhookEndpoints { id } }',
      {},
      { token: admin },
    );
    expect(all.data!.webhookEndpoints.length).toBeGreaterThan(1);
  });

  it('lets a third party manage its own endpoints with a webhooks:manage key, and only those', async () => {
    const made = await shop.gql<{ createApiKey: { secret: string } }>(
      'mutation { createApiKey(input: { name: "partner", scopes: [WEBHOOKS_MANAGE] }) { secret } }',
      {},
      { token: admin },
    );
    const key = made.data!.createApiKey.secret;
    const asKey = async <T>(query: string, variables: Record<string, unknown> = {}) => {
      const res = await fetch(`${shop.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as { data?: T | null; errors?: { extensions?: { code?: string } }[] };
    };
    const { endpoint: e, secret } = await endpoint(ORDER_DOC, { key });
    const { endpoint: theAdmins } = await endpoint(ORDER_DOC);
    // Changes, pauses and resumes it.
    const renamed = await asKey<{ updateWebhookEndpoint: { name: string; paused: boolean } }>(
      'mutation($id: ID!) { updateWebhookEndpoint(id: $id, changes: { name: "ERP", paused: true }) { name paused } }',
      { id: e.id },
    );
    expect(renamed.data?.updateWebhookEndpoint).toEqual({ name: 'ERP', paused: true });
    // Rotates its secret (a new one, shown once).
    const rotated = await asKey<{ rotateWebhookSecret: { secret: string } }>(
      'mutation($id: ID!) { rotateWebhookSecret(id: $id) { secret } }',
      { id: e.id },
    );
    expect(rotated.data?.rotateWebhookSecret.secret).toMatch(/^whsec_/);
    expect(rotated.data?.rotateWebhookSecret.secret).not.toBe(secret);
    // Sees its deliveries.
    await only(e.id);
    await order();
    await pass();
    const seen = await asKey<{ webhookDeliveries: { state: string; responseCode: number | null }[] }>(
      'query($id: ID!) { webhookDeliveries(endpointId: $id) { state responseCode } }',
      { id: e.id },
    );
    expect(seen.data?.webhookDeliveries).toEqual([{ state: 'succeeded', responseCode: 200 }]);
    // The admin's endpoint is not the key's: not found, whatever the operation.
    for (const [query, variables] of [
      ['mutation($id: ID!) { updateWebhookEndpoint(id: $id, changes: { paused: true }) { id } }', {}],
      ['mutation($id: ID!) { rotateWebhookSecret(id: $id) { secret } }', {}],
      ['mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }', {}],
      ['query($id: ID!) { webhookDeliveries(endpointId: $id) { id } }', {}],
    ] as const) {
      const res = await asKey(query, { ...variables, id: theAdmins.id });
      expect(res.errors?.[0]?.extensions?.code, query).toBe('NOT_FOUND');
    }
    // Deletes its own.
    const deleted = await asKey<{ deleteWebhookEndpoint: string }>(
      'mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }',
      { id: e.id },
    );
    expect(deleted.data?.deleteWebhookEndpoint).toBe(e.id);
    expect(await sql(shop, 'select id from webhook_endpoints where id = ?', [theAdmins.id])).toHaveLength(1);
  });

  it('refuses keys without webhooks:manage and shoppers', async () => {
    const made = await shop.gql<{ createApiKey: { secret: string } }>(
      'mutation { createApiKey(input: { name: "reader", scopes: [CATALOG_READ] }) { secret } }',
      {},
      { token: admin },
    );
    const byKey = await createEndpoint(ORDER_DOC, { key: made.data!.createApiKey.secret });
    expect(byKey.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const byShopper = await createEndpoint(ORDER_DOC, { token: shopper.token });
    expect(byShopper.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('checks the document against the schema and the limits when saved', async () => {
    const cases: [string, RegExp][] = [
      ['{ products { edges { node { id } } } }', /one subscription operation/],
      ['subscription { accountUpdated { id } }', /not a webhook event/],
      ['subscription { orderPlaced { nope } }', /Cannot query field "nope"/],
      ['subscription { orderPlaced { eventId } productCreated { eventId } }', /exactly one event/],
      ['subscription($id: ID) { orderPlaced { eventId } }', /variables/],
      ['subscription { orderPlaced { ', /Syntax Error/],
      [
        'subscription { reviewAdded { product { related { related { related { related { id } } } } } } }',
        /depth/i,
      ],
    ];
    for (const [document, message] of cases) {
      const res = await createEndpoint(document);
      expect(res.errors?.[0]?.message, document).toMatch(message);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const badUrl = await createEndpoint(ORDER_DOC, { url: 'ftp://example.com/x' });
    expect(badUrl.errors?.[0]?.message).toBe('Please enter a valid URL (http or https)');
  });

  it('keeps webhook events off live subscriptions', async () => {
    const client = shop.ws(admin);
    const result = await new Promise<unknown>((resolve) => {
      client.subscribe(
        { query: 'subscription { orderPlaced { eventId } }' },
        { next: resolve, error: resolve, complete: () => resolve('complete') },
      );
    });
    expect(JSON.stringify(result)).toMatch(/webhooks only/);
  });

  it('shapes product events by their document', async () => {
    const { endpoint: e } = await endpoint(
      'subscription { productCreated { productId product { name price } } }',
    );
    await only(e.id);
    const created = await shop.gql<{ createProduct: { id: string } }>(
      `mutation { createProduct(input: { name: "Copper Bottle", description: "A bottle", category: "Electronics",
        price: 499, stock: 3 }) { id } }`,
      {},
      { token: admin },
    );
    expect(created.errors).toBeUndefined();
    await pass();
    const payload = JSON.parse(receiver.got[0]!.body) as { data: unknown };
    expect(payload.data).toEqual({
      productCreated: {
        productId: created.data!.createProduct.id,
        product: { name: 'Copper Bottle', price: 499 },
      },
    });
  });
});

describe('the cleanup job', () => {
  it('deletes finished deliveries after WEBHOOKS_RETENTION_DAYS (failed ones after 14 days at least), keeps pending ones', async () => {
    expect(shop.server.jobs.names()).toContain('webhooks.cleanup');
    const { endpoint: e } = await endpoint(ORDER_DOC);
    await only(e.id);
    receiver.reset([200, 400, 503]);
    for (let i = 0; i < 3; i++) await order();
    const t0 = new Date();
    expect(await pass(t0)).toBe(3);
    const states = async () =>
      (await deliveriesOf(e.id)).map((d) => d.state).sort((a, b) => a.localeCompare(b));
    expect(await states()).toEqual(['failed', 'pending', 'succeeded']);
    const day = 24 * 3600_000;
    const cleanup = (now: Date) =>
      shop.server.jobs.runNow('webhooks.cleanup', {}, now) as Promise<{ deliveries: number; events: number }>;
    // Within the 7 days this shop keeps them (the test shop's WEBHOOKS_RETENTION_DAYS): nothing goes.
    expect(await cleanup(new Date(t0.getTime() + 6 * day))).toEqual({ deliveries: 0, events: 0 });
    // After 7 days: the succeeded one goes; the failed one stays for its 14-day redelivery window.
    const week = await cleanup(new Date(t0.getTime() + 7 * day + 60_000));
    expect(week.deliveries).toBeGreaterThanOrEqual(1);
    expect(await states()).toEqual(['failed', 'pending']);
    // After 14 days the failed one goes too; the pending one never does (it is still to be sent).
    const fortnight = await cleanup(new Date(t0.getTime() + 14 * day + 60_000));
    expect(fortnight.deliveries).toBeGreaterThanOrEqual(1);
    expect(await states()).toEqual(['pending']);
    // Events left without deliveries (and older than the retention) go with them; the pending one's stays.
    expect(fortnight.events + week.events).toBeGreaterThan(0);
    const [kept] = await sql<{ n: number }>(
      shop,
      `select count(*)::int as n from webhook_events ev join webhook_deliveries d on d.event_id = ev.id
       where d.endpoint_id = ?`,
      [e.id],
    );
    expect(kept!.n).toBe(1);
    // Again at the same clock: nothing more.
    expect(await cleanup(new Date(t0.getTime() + 14 * day + 60_000))).toEqual({ deliveries: 0, events: 0 });
  });
});
