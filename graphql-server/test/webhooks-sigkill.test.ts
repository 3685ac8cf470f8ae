import { spawn } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config/env.js';
import { createProduct, orderInput, placeOrder, sql } from './support/commerce.js';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';
import { Receiver } from './support/webhook-receiver.js';

// At-least-once across a crash: a second instance (a child process running main.ts on the same
// database) claims a delivery and is killed with SIGKILL while the receiver holds the request.
// The claim's lease runs out and this instance sends the event again: nothing is lost.

let shop: TestShop;
const receiver = new Receiver();

beforeAll(async () => {
  shop = await startTestShop({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOKS_DISPATCHER: 'off' });
  await receiver.start();
});
afterAll(async () => {
  await shop?.close();
  await receiver.close();
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

it('loses no event when an instance is killed mid-delivery', async () => {
  const admin = (await logIn(shop, ADMIN.email, ADMIN.password)).token;
  const shopper = await signUp(shop, { email: 'crash@example.com' });
  const productId = await createProduct(shop, { name: 'Clay Pot', pricePaise: 49900, stock: 10 });
  const made = await shop.gql<{ createWebhookEndpoint: { endpoint: { id: string } } }>(
    `mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }`,
    { input: { name: 'Crash', url: receiver.url, document: 'subscription { orderPlaced { orderId } }' } },
    { token: admin },
  );
  expect(made.errors).toBeUndefined();
  const endpointId = made.data!.createWebhookEndpoint.endpoint.id;
  const placed = await placeOrder(shop, shopper.token, orderInput([{ productId, quantity: 1 }]));
  expect(placed.errors).toBeUndefined();
  const orderId = placed.data!.placeOrder.order.id;

  // The other instance: same database, same secrets (JWT_SECRET, DATA_DIR), its dispatcher on.
  receiver.hold = true;
  const { config } = shop.server;
  const child = spawn(process.execPath, ['--import', 'tsx', 'graphql-server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: config.DATA_DIR,
      DATABASE_URL: shop.databaseUrl,
      REDIS_URL: '',
      SMTP_URL: config.SMTP_URL,
      LOG_LEVEL: 'silent',
      JWT_SECRET: config.JWT_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JOBS: 'off',
      WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOKS_DISPATCHER: 'on',
    },
    stdio: 'ignore',
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_c, signal) => resolve(signal)),
  );
  try {
    await receiver.received(1, 45_000);
  } finally {
    child.kill('SIGKILL');
  }
  expect(await exited).toBe('SIGKILL');

  // Claimed, attempted, never finished: still pending, under its lease.
  const [claimed] = await sql<{ state: string; attempts: number; next_attempt_at: Date }>(
    shop,
    'select state, attempts, next_attempt_at from webhook_deliveries where endpoint_id = ?',
    [endpointId],
  );
  expect(claimed).toMatchObject({ state: 'pending', attempts: 1 });
  // Under the lease, nobody takes it again…
  expect(await shop.server.webhooks.runOnce()).toBe(0);
  // …once it runs out, this instance does.
  receiver.hold = false;
  const afterLease = new Date(new Date(claimed!.next_attempt_at).getTime() + 1_000);
  expect(await shop.server.webhooks.runOnce(afterLease)).toBe(1);
  expect(receiver.got).toHaveLength(2);
  expect(receiver.got[1]!.headers['webhook-id']).toBe(receiver.got[0]!.headers['webhook-id']);
  expect(JSON.parse(receiver.got[1]!.body).data).toEqual({ orderPlaced: { orderId } });
  const [done] = await sql<{ state: string; attempts: number }>(
    shop,
    'select state, attempts from webhook_deliveries where endpoint_id = ?',
    [endpointId],
  );
  expect(done).toMatchObject({ state: 'succeeded', attempts: 2 });
}, 90_000);
