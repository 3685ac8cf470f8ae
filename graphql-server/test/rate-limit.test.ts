import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { DomainError } from '../src/common/errors.js';
import { RateLimits } from '../src/common/rate-limit.js';

const rule = { points: 2, durationSeconds: 60, message: 'Too many tries. Please try again later.' };

async function refusal(p: Promise<unknown>): Promise<DomainError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  return err as DomainError;
}

describe('the shared rate limiter', () => {
  it('in memory: allows the points, then answers 429 with the message and a Retry-After', async () => {
    const limit = new RateLimits(undefined).create('mem', rule);
    await limit.consume('client-a');
    await limit.consume('client-a');
    const err = await refusal(limit.consume('client-a'));
    expect(err.code).toBe('TOO_MANY_REQUESTS');
    expect(err.message).toBe(rule.message);
    expect(err.retryAfterSeconds).toBeGreaterThan(0);
    expect(err.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Other keys have their own budget; a reset gives the key its points back.
    await limit.consume('client-b');
    await limit.reset('client-a');
    await limit.consume('client-a');
  });

  it('counts penalties and refuses once they reach the limit', async () => {
    const limit = new RateLimits(undefined).create('pen', rule);
    await limit.assertAvailable('x');
    await limit.penalty('x');
    await limit.assertAvailable('x');
    await limit.penalty('x');
    expect((await refusal(limit.assertAvailable('x'))).code).toBe('TOO_MANY_REQUESTS');
  });

  describe.skipIf(!process.env.REDIS_URL)('through Redis', () => {
    const clients: Redis[] = [];
    afterAll(() => clients.forEach((c) => c.disconnect()));

    it('is shared between instances under one prefix, and separate under another', async () => {
      const prefix = `test_${crypto.randomBytes(4).toString('hex')}:`;
      // Connected first: until a client is ready, its limiter counts in memory (the insurance).
      const connect = async () => {
        const c = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: 3 });
        clients.push(c);
        await new Promise((resolve) => c.once('ready', resolve));
        return c;
      };
      const a = new RateLimits(await connect(), prefix).create('shared', rule);
      const b = new RateLimits(await connect(), prefix).create('shared', rule);
      const other = new RateLimits(await connect(), `${prefix}other:`).create('shared', rule);
      await a.consume('client');
      await b.consume('client');
      expect((await refusal(a.consume('client'))).code).toBe('TOO_MANY_REQUESTS');
      await other.consume('client');
    });

    it('falls back to an in-process limiter while Redis is unreachable: still limited', async () => {
      // A client whose server refuses connections (a closed port): never ready.
      const down = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 1, lazyConnect: false });
      down.on('error', () => undefined);
      clients.push(down);
      const limit = new RateLimits(down, `test_${crypto.randomBytes(4).toString('hex')}:`).create(
        'down',
        rule,
      );
      await limit.consume('client');
      await limit.consume('client');
      const started = Date.now();
      expect((await refusal(limit.consume('client'))).message).toBe(rule.message);
      expect(Date.now() - started).toBeLessThan(500); // not waiting on reconnects
    });
  });
});
