import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createLogger } from '../src/common/logger.js';
import { startTestShop, type TestShop } from './support/shop.js';

// Request ids (issue 35): every answer carries X-Request-Id, and the request's log lines carry the
// same id as `reqId`. The id a proxy sends is taken only when the proxy is trusted (TRUST_PROXY):
// here 127.0.0.1 is the trusted proxy, and a client on 127.0.0.2 talks to the shop directly.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Line {
  reqId?: string;
  msg?: string;
  path?: string;
  method?: string;
  status?: number;
}

/** A request from a chosen loopback address; answers the status, headers and body. */
function send(
  url: string,
  opts: { from: string; method?: string; headers?: Record<string, string>; body?: unknown },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: opts.method ?? (payload ? 'POST' : 'GET'),
        localAddress: opts.from,
        agent: false,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...opts.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('request ids', () => {
  let shop: TestShop;
  const lines: Line[] = [];
  /** The log lines of one request, once its access line (written after the answer) is in. */
  const linesOf = async (reqId: string) => {
    for (let i = 0; i < 50 && !lines.some((l) => l.reqId === reqId && l.msg === 'request'); i++)
      await new Promise((r) => setTimeout(r, 20));
    return lines.filter((l) => l.reqId === reqId);
  };

  beforeAll(async () => {
    shop = await startTestShop(
      { TRUST_PROXY: '127.0.0.1' as never, SEED_DEMO_DATA: 'false' as never, LOG_LEVEL: 'debug' },
      {},
      (level) =>
        createLogger(level, false, {
          write: (line: string) => void lines.push(JSON.parse(line) as Line),
        }),
    );
  }, 60_000);

  afterAll(async () => {
    await shop?.close();
  });

  const query = { query: 'query RequestIdProbe { __typename }' };

  it('takes a trusted proxy’s X-Request-Id: echoed, and on the request’s log lines', async () => {
    const res = await send(`${shop.url}/graphql`, {
      from: '127.0.0.1',
      headers: { 'x-request-id': 'lb-7f3a-0001' },
      body: query,
    });
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe('lb-7f3a-0001');
    const mine = await linesOf('lb-7f3a-0001');
    expect(mine).toContainEqual(
      expect.objectContaining({ msg: 'request', path: '/graphql', method: 'POST', status: 200 }),
    );
  });

  it('never takes the id of a client that is not a trusted proxy: it gets a new one', async () => {
    const res = await send(`${shop.url}/graphql`, {
      from: '127.0.0.2',
      headers: { 'x-request-id': 'chosen-by-the-client' },
      body: query,
    });
    expect(res.status).toBe(200);
    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(UUID);
    expect(await linesOf(id)).toContainEqual(expect.objectContaining({ msg: 'request', path: '/graphql' }));
    expect(lines.some((l) => l.reqId === 'chosen-by-the-client')).toBe(false);
  });

  it('replaces an id that does not look like one, even from a trusted proxy', async () => {
    const res = await send(`${shop.url}/graphql`, {
      from: '127.0.0.1',
      headers: { 'x-request-id': 'has spaces and {"json"}' },
      body: query,
    });
    expect(String(res.headers['x-request-id'])).toMatch(UUID);
  });

  it('gives every request its own id when none is sent', async () => {
    const a = await send(`${shop.url}/graphql`, { from: '127.0.0.1', body: query });
    const b = await send(`${shop.url}/graphql`, { from: '127.0.0.1', body: query });
    expect(String(a.headers['x-request-id'])).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('REST (Express) answers and logs under the same rule', async () => {
    const trusted = await send(`${shop.url}/api/products`, {
      from: '127.0.0.1',
      headers: { 'x-request-id': 'lb-rest-42' },
    });
    expect(trusted.status).toBe(200);
    expect(trusted.headers['x-request-id']).toBe('lb-rest-42');
    expect(await linesOf('lb-rest-42')).toContainEqual(
      expect.objectContaining({ msg: 'request', path: '/api/products', method: 'GET', status: 200 }),
    );
    const direct = await send(`${shop.url}/api/products`, {
      from: '127.0.0.2',
      headers: { 'x-request-id': 'lb-rest-forged' },
    });
    expect(String(direct.headers['x-request-id'])).toMatch(UUID);
    // Pages and health checks carry one too.
    const health = await send(`${shop.url}/healthz`, { from: '127.0.0.2' });
    expect(String(health.headers['x-request-id'])).toMatch(UUID);
  });

  it('a WebSocket connection gets its id in the upgrade’s answer, by the same rule', async () => {
    const upgradeId = (from: string, id: string) =>
      new Promise<string | undefined>((resolve, reject) => {
        const socket = new WebSocket(`${shop.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
          localAddress: from,
          headers: { 'x-request-id': id },
        });
        socket.once('upgrade', (res) => {
          resolve(res.headers['x-request-id'] as string | undefined);
          socket.close();
        });
        socket.once('error', reject);
      });
    expect(await upgradeId('127.0.0.1', 'lb-ws-9')).toBe('lb-ws-9');
    expect(await upgradeId('127.0.0.2', 'lb-ws-forged')).toMatch(UUID);
  });
});
