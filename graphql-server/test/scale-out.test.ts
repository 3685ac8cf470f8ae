import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { REPO_ROOT } from '../src/config/env.js';
import { createLogger } from '../src/common/logger.js';
import { startShopServer, type ShopServer } from '../src/server.js';
import { requestFrom } from './support/loopback.js';
import { ADMIN, logIn, signUp, startTestShop, type TestShop } from './support/shop.js';

// Two instances behind a real load balancer (Debian's HAProxy, with deploy/haproxy.cfg), sharing
// PostgreSQL and Redis: live events cross instances, throttles are shared, and when one instance
// dies its clients reconnect to the other and resume the chat after the last sequence they hold.

const haproxy = spawnSync('haproxy', ['-v']).status === 0;
const redisUrl = process.env.REDIS_URL;
const why = !haproxy
  ? 'haproxy is not installed (apt-get install -y haproxy; .ci/run installs it)'
  : !redisUrl
    ? 'REDIS_URL is not set (instances share events and throttles through Redis)'
    : '';
if (why) console.warn(`scale-out test skipped: ${why}`);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const MSG = 'id seq content';
const REPLY = `mutation R($input: ReplyToChatInput!) { replyToChat(input: $input) { ${MSG} } }`;
const MESSAGES = `query M($after: Int) { chatMessages(after: $after) { messages { ${MSG} } } }`;

describe.skipIf(Boolean(why))('several instances behind HAProxy', () => {
  let a: TestShop;
  let b: ShopServer;
  let lb: ChildProcess;
  let lbUrl: string;
  const sockets: Client[] = [];

  beforeAll(async () => {
    const secret = crypto.randomBytes(32).toString('hex');
    const prefix = `scale_${crypto.randomBytes(4).toString('hex')}:`;
    const shared = {
      JWT_SECRET: secret,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      API_MAX_QUERY_COST: 100 as never,
      API_RATE_LIMIT_BUCKET: 100 as never,
      API_RATE_LIMIT_RESTORE_RATE: 0.5 as never,
    };
    a = await startTestShop(shared);
    // The same settings as a (database, Redis, secret, data folder), on its own port.
    const config = { ...a.server.config, PORT: 0, SEED_DEMO_DATA: false };
    b = await startShopServer(config, createLogger('silent'));
    const port = await freePort();
    lbUrl = `http://127.0.0.1:${port}`;
    lb = spawn('haproxy', ['-db', '-f', path.join(REPO_ROOT, 'deploy/haproxy.cfg')], {
      env: {
        ...process.env,
        SHOP_BIND: `127.0.0.1:${port}`,
        SHOP_A: `127.0.0.1:${a.server.port}`,
        SHOP_B: `127.0.0.1:${b.port}`,
      },
      stdio: 'ignore',
    });
    for (let i = 0; i < 50; i++) {
      const res = await fetch(`${lbUrl}/readyz`).catch(() => null);
      if (res?.status === 200) break;
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 60_000);

  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.dispose()));
    lb?.kill('SIGTERM');
    await b?.close();
    await a?.close();
  });

  /** `client`: the loopback address the request comes from (HAProxy replaces X-Forwarded-For). */
  async function gql<T>(
    query: string,
    variables: object,
    opts: { token?: string; instance?: string; client?: string } = {},
  ) {
    const res = await requestFrom<{ data?: T; errors?: unknown[] }>(
      `${lbUrl}/graphql${opts.instance ? `?instance=${opts.instance}` : ''}`,
      {
        from: opts.client ?? '127.0.77.1',
        headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
        body: { query, variables },
      },
    );
    return { status: res.status, ...res.body };
  }

  function socket(token: string, instance: string, onClosed?: () => void): Client {
    const client = createClient({
      url: `${lbUrl.replace('http', 'ws')}/graphql?instance=${instance}`,
      webSocketImpl: WebSocket,
      lazy: false,
      retryAttempts: 20,
      retryWait: () => new Promise((r) => setTimeout(r, 300)),
      shouldRetry: () => true,
      connectionParams: { authorization: `Bearer ${token}` },
      on: { closed: () => onClosed?.() },
    });
    sockets.push(client);
    return client;
  }

  function collect<T>(client: Client, query: string, variables: Record<string, unknown> = {}): T[] {
    const items: T[] = [];
    client.subscribe(
      { query, variables },
      { next: (v) => items.push(v.data as T), error: () => undefined, complete: () => undefined },
    );
    return items;
  }

  it('carries live stock and chat between instances, shares throttles, and survives losing one', async () => {
    const shopper = await signUp(a, { email: 'scale-shopper@test.local' });
    const admin = await logIn(a, ADMIN.email, ADMIN.password);
    const products = await gql<{ products: { edges: { node: { id: string; stock: number } }[] } }>(
      '{ products(first: 1) { edges { node { id stock } } } }',
      {},
    );
    const product = products.data!.products.edges[0]!.node;

    // The shopper's socket on instance a, the admin's on b.
    let shopperDropped = 0;
    const shopperWs = socket(shopper.token, 'a', () => shopperDropped++);
    const adminWs = socket(admin.token, 'b');
    const stock = collect<{ productUpdated: { product: { stock: number } } }>(
      shopperWs,
      `subscription($id: ID) { productUpdated(id: $id) { product { stock } } }`,
      { id: product.id },
    );
    type ChatEvent = { chatEvents: { message: { seq: number; content: string } | null } };
    const chat = collect<ChatEvent>(shopperWs, `subscription { chatEvents { message { ${MSG} } } }`);
    const inbox = collect<ChatEvent>(
      adminWs,
      `subscription($u: ID) { chatEvents(userId: $u) { message { ${MSG} } } }`,
      {
        u: shopper.userId,
      },
    );
    await new Promise((r) => setTimeout(r, 500)); // both subscriptions registered

    // Live stock: the admin's change on b reaches the shopper on a.
    const update = await gql(
      'mutation($id: ID!, $s: Int!) { updateProduct(id: $id, input: { stock: $s }) { stock } }',
      { id: product.id, s: product.stock + 7 },
      { token: admin.token, instance: 'b' },
    );
    expect(update.errors).toBeUndefined();
    await expect.poll(() => stock.at(-1)?.productUpdated.product.stock).toBe(product.stock + 7);

    // Chat both ways between the instances.
    await gql(
      'mutation($input: SendChatMessageInput!) { sendChatMessage(input: $input) { seq } }',
      { input: { content: 'Is it in stock?' } },
      { token: shopper.token, instance: 'a' },
    );
    await expect.poll(() => inbox.map((e) => e.chatEvents.message?.content)).toContain('Is it in stock?');
    await gql(
      REPLY,
      { input: { userId: shopper.userId, content: 'Yes, 7 more' } },
      { token: admin.token, instance: 'b' },
    );
    await expect.poll(() => chat.map((e) => e.chatEvents.message?.content)).toContain('Yes, 7 more');

    // One bucket across instances: spent on a, refused on b.
    const page = '{ products(first: 48) { edges { node { id } } } }';
    expect((await gql(page, {}, { client: '127.0.77.9', instance: 'a' })).status).toBe(200);
    expect((await gql(page, {}, { client: '127.0.77.9', instance: 'b' })).status).toBe(429);

    // Instance a dies. The shopper's socket drops and reconnects through the balancer to b.
    const lastSeq = Math.max(...chat.map((e) => e.chatEvents.message?.seq ?? 0));
    await a.server.close();
    await expect.poll(() => shopperDropped, { timeout: 10_000 }).toBeGreaterThan(0);
    // Replies sent while the shopper may be reconnecting.
    for (const n of [1, 2, 3])
      await gql(
        REPLY,
        { input: { userId: shopper.userId, content: `while away ${n}` } },
        { token: admin.token },
      );
    // Resume after the last sequence held: nothing lost, nothing twice.
    const missed = await gql<{ chatMessages: { messages: { seq: number; content: string }[] } }>(
      MESSAGES,
      { after: lastSeq },
      { token: shopper.token },
    );
    expect(missed.data!.chatMessages.messages.map((m) => [m.seq, m.content])).toEqual(
      [1, 2, 3].map((n) => [lastSeq + n, `while away ${n}`]),
    );
    // And the resubscribed socket (now on b) gets what comes next.
    await expect
      .poll(
        async () => {
          await gql(
            REPLY,
            { input: { userId: shopper.userId, content: 'after the move' } },
            { token: admin.token },
          );
          return chat.some((e) => e.chatEvents.message?.content === 'after the move');
        },
        { timeout: 15_000, interval: 1000 },
      )
      .toBe(true);
  }, 90_000);
});
