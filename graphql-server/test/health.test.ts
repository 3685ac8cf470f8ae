import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './support/shop.js';

// /healthz says the process is alive; /readyz that it can serve: its database and Redis answer.

describe('/healthz and /readyz', () => {
  let shop: TestShop;
  let broken: TestShop;
  beforeAll(async () => {
    shop = await startTestShop();
    // Nothing listens on port 1: this instance's Redis is down from the start.
    broken = await startTestShop({ REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(async () => {
    await broken?.close();
    await shop?.close();
  });

  it('is ready when the database (and Redis, when configured) answer', async () => {
    const res = await fetch(`${shop.url}/readyz`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      ok: true,
      checks: { database: 'up', redis: process.env.REDIS_URL ? 'up' : 'not configured' },
    });
  });

  it('is alive but not ready while Redis is down, and still answers GraphQL (unthrottled)', async () => {
    const health = await fetch(`${broken.url}/healthz`);
    expect(health.status).toBe(200);
    const started = Date.now();
    const ready = await fetch(`${broken.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ ok: false, checks: { database: 'up', redis: 'down' } });
    expect(Date.now() - started).toBeLessThan(3000);
    const gql = await broken.gql<{ products: { totalCount: number } }>(
      '{ products(first: 1) { totalCount } }',
    );
    expect(gql.status).toBe(200);
    expect(gql.data?.products.totalCount).toBeGreaterThan(0);
  });
});
