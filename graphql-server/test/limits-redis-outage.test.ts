import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisHop } from './support/redis.js';
import { startTestShop, type TestShop } from './support/shop.js';

// Issue 30, item 8: with REDIS_URL set, the cost bucket and the per-action limits live in Redis.
// When Redis goes away they fall back to this instance's own (in-process) limiters: still limited,
// never open.

describe.skipIf(!process.env.REDIS_URL)('limits while Redis is down', () => {
  let shop: TestShop;
  let hop: Awaited<ReturnType<typeof redisHop>>;

  beforeAll(async () => {
    hop = await redisHop();
    shop = await startTestShop(
      {
        REDIS_URL: hop.url,
        SEED_DEMO_DATA: 'false' as never,
        API_RATE_LIMIT_BUCKET: 100 as never,
        API_MAX_QUERY_COST: 100 as never,
        API_RATE_LIMIT_RESTORE_RATE: 0.1 as never,
      },
      { actionLimits: { newsletter: { points: 2, durationSeconds: 600 } } },
    );
  });
  afterAll(async () => {
    await shop?.close();
    await hop?.stop().catch(() => undefined);
  });

  const client = () =>
    `10.${crypto.randomInt(1, 250)}.${crypto.randomInt(1, 250)}.${crypto.randomInt(1, 250)}`;
  const logout = (from: string) =>
    fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ query: 'mutation { logout { message } }' }),
    });

  it('keeps throttling (cost bucket and per-action limits) from the instance’s own limiters', async () => {
    // With Redis up, a client's bucket is in Redis.
    const before = client();
    expect((await logout(before)).status).toBe(200);
    const ready = await shop.rest<{ checks: { redis: string } }>('GET', '/readyz');
    expect(ready.body.checks.redis).toBe('up');

    await hop.stop();
    await expect
      .poll(
        async () => (await shop.rest<{ checks: { redis: string } }>('GET', '/readyz')).body.checks.redis,
        {
          timeout: 5000,
        },
      )
      .toBe('down');

    // The bucket (100 points; a mutation costs 11): nine pass, the tenth is throttled. Over REST
    // too: the same (local) bucket.
    const from = client();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await logout(from)).status);
    expect(statuses).toEqual([...Array(9).fill(200), 429]);
    const rest = await shop.rest(
      'POST',
      '/api/newsletter/subscribe',
      { email: 'r@example.com' },
      { client: from },
    );
    expect(rest.status).toBe(429);
    expect(rest.body).toMatchObject({
      error: 'Throttled: too many requests. Please slow down and retry later.',
    });

    // A per-action limit (newsletter: 2 here) holds too.
    const other = client();
    const signUps: number[] = [];
    for (let i = 0; i < 3; i++)
      signUps.push(
        (
          await shop.rest(
            'POST',
            '/api/newsletter/subscribe',
            { email: `o${i}@example.com` },
            { client: other },
          )
        ).status,
      );
    expect(signUps).toEqual([201, 201, 429]);
  });
});
