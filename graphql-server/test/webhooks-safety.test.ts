import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_LIMITS, postToTarget, TargetRefused } from '../src/modules/webhooks/webhook-target.js';
import { createProduct, orderInput, placeOrder, sql } from './support/commerce.js';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';
import { Receiver } from './support/webhook-receiver.js';

// Webhook targets, as a shop configured for production sees them (no private targets allowed):
// loopback, private, link-local and metadata addresses refused after DNS, through the dispatcher
// and directly; redirects not followed; response bodies read to at most 64 KB.

let shop: TestShop;
const receiver = new Receiver();

beforeAll(async () => {
  shop = await startTestShop({ WEBHOOKS_DISPATCHER: 'off' });
  await receiver.start();
});
afterAll(async () => {
  await shop?.close();
  await receiver.close();
});

const refuse = { allowPrivate: false, httpsOnly: false };
const allow = { allowPrivate: true, httpsOnly: false };

describe('SSRF', () => {
  it('refuses a delivery to a loopback receiver, sending nothing', async () => {
    const admin = (await logIn(shop, ADMIN.email, ADMIN.password)).token;
    const shopper = await signUp(shop, { email: 'ssrf@example.com' });
    const productId = await createProduct(shop, { name: 'Kettle', pricePaise: 99900, stock: 10 });
    // Saved (the name could resolve anywhere later): the check is at delivery, after DNS.
    const made = await shop.gql<{ createWebhookEndpoint: { endpoint: { id: string } } }>(
      `mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }`,
      {
        input: {
          name: 'Loopback',
          url: `http://localhost:${receiver.port}/hook`,
          document: 'subscription { orderPlaced { orderId } }',
        },
      },
      { token: admin },
    );
    expect(made.errors).toBeUndefined();
    const id = made.data!.createWebhookEndpoint.endpoint.id;
    const placed = await placeOrder(shop, shopper.token, orderInput([{ productId, quantity: 1 }]));
    expect(placed.errors).toBeUndefined();
    expect(await shop.server.webhooks.runOnce()).toBe(1);
    const [d] = await sql<{ state: string; error: string; response_code: number | null }>(
      shop,
      'select state, error, response_code from webhook_deliveries where endpoint_id = ?',
      [id],
    );
    expect(d).toMatchObject({ state: 'failed', response_code: null });
    expect(d!.error).toMatch(/refused address/);
    expect(receiver.got).toHaveLength(0);
  });

  it.each([
    ['loopback by name', () => `http://localhost:${receiver.port}/`],
    ['loopback', () => `http://127.0.0.1:${receiver.port}/`],
    ['IPv6 loopback', () => `http://[::1]:${receiver.port}/`],
    ['IPv4-mapped loopback', () => `http://[::ffff:127.0.0.1]:${receiver.port}/`],
    ['unspecified', () => `http://0.0.0.0:${receiver.port}/`],
    ['private 10/8', () => 'http://10.0.0.7/'],
    ['private 192.168/16', () => 'http://192.168.1.1/'],
    ['carrier-grade NAT', () => 'http://100.64.0.1/'],
    ['link-local / cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 unique local', () => 'http://[fd00::1]/'],
    ['IPv6 link-local', () => 'http://[fe80::1]/'],
  ])('refuses %s', async (_name, url) => {
    await expect(postToTarget(url(), '{}', {}, refuse)).rejects.toBeInstanceOf(TargetRefused);
    expect(receiver.got).toHaveLength(0);
  });

  it('refuses plain http when https is required (production)', async () => {
    await expect(
      postToTarget(receiver.url, '{}', {}, { allowPrivate: true, httpsOnly: true }),
    ).rejects.toThrow(/https required/);
  });
});

describe('answers', () => {
  let target: http.Server;
  let base = '';
  let redirectedTo = 0;
  beforeAll(async () => {
    target = http.createServer((req, res) => {
      if (req.url === '/redirect') return res.writeHead(302, { location: '/landing' }).end();
      if (req.url === '/landing') {
        redirectedTo++;
        return res.writeHead(200).end();
      }
      // A huge answer: only 64 KB are read.
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('x'.repeat(1024 * 1024));
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => target.close(() => resolve())));

  it('does not follow redirects', async () => {
    const answer = await postToTarget(`${base}/redirect`, '{}', {}, allow);
    expect(answer.status).toBe(302);
    expect(redirectedTo).toBe(0);
  });

  it('reads at most 64 KB of an answer', async () => {
    const answer = await postToTarget(`${base}/big`, '{}', {}, allow);
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(DELIVERY_LIMITS.maxResponseBytes);
  });
});
