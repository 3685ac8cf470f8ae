import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestShop, type TestShop } from './support/shop.js';

// Two server instances over one database and one Redis: an event raised on one instance
// reaches a subscriber connected to the other. Runs when REDIS_URL is set (CI sets it).
describe.skipIf(!process.env.REDIS_URL)('subscriptions across instances through Redis', () => {
  let a: TestShop;
  let b: TestShop;
  beforeAll(async () => {
    const JWT_SECRET = crypto.randomBytes(32).toString('hex');
    a = await startTestShop({ JWT_SECRET });
    // Same database, same secret, same Redis namespace: a second replica of the same shop.
    b = await startTestShop({
      JWT_SECRET,
      DATABASE_URL: a.databaseUrl,
      REDIS_PREFIX: `${new URL(a.databaseUrl).pathname.slice(1)}:`,
    });
  });
  afterAll(async () => {
    await b?.server.close();
    await a?.close();
  });

  it('delivers a profile change made through instance B to a subscriber on instance A', async () => {
    const { token } = await signUp(a, { email: 'fanout@example.com' });
    const ws = a.ws(token);
    const received = new Promise<string>((resolve, reject) => {
      ws.subscribe<{ accountUpdated: { name: string } }>(
        { query: 'subscription { accountUpdated { name } }' },
        {
          next: (v) => v.data && resolve(v.data.accountUpdated.name),
          error: reject,
          complete: () => undefined,
        },
      );
    });
    await new Promise((r) => setTimeout(r, 300));
    const res = await b.rest(
      'PUT',
      '/api/auth/user',
      { name: 'Through Redis', email: 'fanout@example.com', mobileNumber: '9876543210', address: 'Pune' },
      { token },
    );
    expect(res.status).toBe(200);
    expect(await received).toBe('Through Redis');
  });
});
