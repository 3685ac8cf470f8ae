import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { EntityManager } from '@mikro-orm/postgresql';
import { productRowJson } from '../src/modules/catalog/product-rows.js';
import { productRowsById } from '../src/modules/catalog/product-rows.sql.js';
import { ADMIN, logIn, startTestShop, type TestShop } from './support/shop.js';

// What the WebSocket sends: the cost of every result (as over HTTP), and no unbounded queue for a
// client that does not read.

let shop: TestShop;
let wsUrl: string;
beforeAll(async () => {
  // Keep-alive out of the way (a paused client would not answer pings); a small send buffer.
  shop = await startTestShop({}, { webSocket: { keepAliveMs: 600_000, maxBufferedBytes: 256 * 1024 } });
  wsUrl = `${shop.url.replace('http', 'ws')}/graphql`;
});
afterAll(() => shop?.close());

type Result = { data?: unknown; errors?: unknown; extensions?: { cost?: Record<string, unknown> } };

describe('extensions.cost over the WebSocket', () => {
  it('reports requested and actual cost and the bucket on query results, like HTTP', async () => {
    const ws = createClient({ url: wsUrl, webSocketImpl: WebSocket, retryAttempts: 0 });
    try {
      const result = await new Promise<Result>((resolve, reject) =>
        ws.subscribe(
          { query: '{ products(first: 5) { edges { node { id } } } }' },
          { next: (v) => resolve(v as Result), error: reject, complete: () => undefined },
        ),
      );
      expect(result.errors).toBeUndefined();
      expect(result.extensions?.cost).toEqual({
        requestedQueryCost: 11, // 1 + 5 * (edge + node)
        actualQueryCost: 11,
        throttleStatus: { maximumAvailable: 1000, currentlyAvailable: expect.any(Number), restoreRate: 50 },
      });
    } finally {
      await ws.dispose();
    }
  });

  it('reports it on every subscription event', async () => {
    const ws = createClient({ url: wsUrl, webSocketImpl: WebSocket, retryAttempts: 0 });
    try {
      const products = await shop.gql<{ products: { edges: { node: { id: string } }[] } }>(
        '{ products(first: 1) { edges { node { id } } } }',
      );
      const productId = products.data!.products.edges[0]!.node.id;
      const event = new Promise<Result>((resolve, reject) =>
        ws.subscribe(
          { query: `subscription { productUpdated(id: "${productId}") { productId product { id stock } } }` },
          { next: (v) => resolve(v as Result), error: reject, complete: () => undefined },
        ),
      );
      // The event as the catalog's listener publishes it: the product's row, loaded once.
      const [row] = await productRowsById(shop.server.orm.em.fork() as EntityManager, [productId]);
      const product = productRowJson(row!);
      // Publish until the subscription is live and the event arrives.
      const timer = setInterval(
        () => void shop.server.pubSub.publish('PRODUCT_CHANGED', { productId, product }),
        100,
      );
      const result = await event.finally(() => clearInterval(timer));
      expect(result.extensions?.cost).toMatchObject({ requestedQueryCost: 2, actualQueryCost: 2 });
    } finally {
      await ws.dispose();
    }
  });
});

describe('the send buffer', () => {
  it('drops a client that stops reading instead of queueing its results without end', async () => {
    const { token } = await logIn(shop, ADMIN.email, ADMIN.password);
    const socket = new WebSocket(wsUrl, 'graphql-transport-ws');
    await new Promise((resolve) => socket.once('open', resolve));
    const messages: { type: string }[] = [];
    socket.on('message', (m) => messages.push(JSON.parse(String(m)) as { type: string }));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
    await new Promise((resolve) => socket.once('message', resolve));
    expect(messages[0]?.type).toBe('connection_ack');

    // The client stops reading and asks for about 30 MB (admins are not cost-capped): more than the
    // loopback's socket buffers hold, so the rest queues in the server.
    const tcp = (socket as unknown as { _socket: { pause(): void; resume(): void } })._socket;
    tcp.pause();
    const descriptions = Array.from({ length: 15 }, (_, i) => `d${i}: description`).join(' ');
    const big = `{ products(first: 48) { edges { node { ${descriptions} } } } }`;
    const asked = 60;
    for (let i = 0; i < asked; i++)
      socket.send(JSON.stringify({ id: String(i), type: 'subscribe', payload: { query: big } }));
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    tcp.resume();

    // The server dropped it: the socket ends without a close frame, most answers never sent.
    expect(await closed).toBe(1006);
    expect(messages.filter((m) => m.type === 'next').length).toBeLessThan(asked);
  }, 90_000);
});
