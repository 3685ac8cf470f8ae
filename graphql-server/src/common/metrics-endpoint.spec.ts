import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';
import { ShopMetrics } from './metrics.js';
import { metricsOnMainPort } from './metrics-endpoint.js';

const log = createLogger('silent');
const servers: http.Server[] = [];

async function serve(token: string | undefined): Promise<string> {
  const server = http.createServer(metricsOnMainPort(new ShopMetrics(), token, log));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

describe('/metrics on the shop’s own port', () => {
  it('is not there at all without METRICS_TOKEN, whatever the client sends', async () => {
    const url = await serve(undefined);
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(url, { headers: { authorization: 'Bearer anything-at-all' } })).status).toBe(404);
  });

  it('answers only the exact token', async () => {
    const token = 'a'.repeat(40);
    const url = await serve(token);
    for (const authorization of [
      undefined,
      `Bearer ${'a'.repeat(39)}`,
      `Basic ${token}`,
      `Bearer ${token} x`,
    ])
      expect((await fetch(url, { headers: authorization ? { authorization } : {} })).status).toBe(401);
    const res = await fetch(url, { headers: { authorization: `bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^# HELP shop_http_request_duration_seconds /m);
  });
});

describe('operation labels', () => {
  it('keeps registered names and collapses everything else to one label', () => {
    const metrics = new ShopMetrics(new Set(['Products']));
    expect(metrics.operationLabel('Products')).toBe('Products');
    expect(metrics.operationLabel('products')).toBe('_other');
    expect(metrics.operationLabel(undefined)).toBe('_other');
    expect(metrics.operationLabel('x'.repeat(10_000))).toBe('_other');
  });
});
