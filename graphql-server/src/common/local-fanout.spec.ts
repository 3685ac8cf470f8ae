import { createPubSub } from '@graphql-yoga/subscription';
import { describe, expect, it } from 'vitest';
import { withLocalFanout } from './local-fanout.js';

type T = { TICK: [number]; ROOM: [string, string] };

/** A pubsub that counts the subscriptions made on it. */
function counted() {
  const inner = createPubSub<T>();
  const made: string[] = [];
  const live = new Set<string>();
  const pubSub = {
    publish: inner.publish,
    subscribe: (...args: [keyof T, string?]) => {
      const key = args.filter(Boolean).join(':');
      made.push(key);
      live.add(key);
      const source = (inner.subscribe as unknown as (...a: unknown[]) => AsyncIterable<unknown>)(...args);
      const it = source[Symbol.asyncIterator]();
      return {
        next: () => it.next(),
        return: () => {
          live.delete(key);
          return it.return!();
        },
        [Symbol.asyncIterator]() {
          return this;
        },
      } as AsyncIterableIterator<unknown>;
    },
  };
  return { pubSub, made, live };
}

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('withLocalFanout', () => {
  it('gives every local subscriber of a topic each event in order, over one upstream subscription', async () => {
    const { pubSub, made } = counted();
    const fan = withLocalFanout(pubSub);
    const a = fan.subscribe('TICK')[Symbol.asyncIterator]();
    const b = fan.subscribe('TICK')[Symbol.asyncIterator]();
    const other = fan.subscribe('ROOM', 'r1')[Symbol.asyncIterator]();
    await tick();
    // Published before anyone asked for the next event: queued, not lost.
    fan.publish('TICK', 1);
    fan.publish('TICK', 2);
    fan.publish('ROOM', 'r2', 'elsewhere');
    fan.publish('ROOM', 'r1', 'here');
    expect([(await a.next()).value, (await a.next()).value]).toEqual([1, 2]);
    expect([(await b.next()).value, (await b.next()).value]).toEqual([1, 2]);
    expect((await other.next()).value).toBe('here');
    expect(made).toEqual(['TICK', 'ROOM:r1']);
  });

  it('ends the upstream subscription with its last subscriber, and opens a new one after', async () => {
    const { pubSub, made, live } = counted();
    const fan = withLocalFanout(pubSub);
    const a = fan.subscribe('TICK')[Symbol.asyncIterator]();
    const b = fan.subscribe('TICK')[Symbol.asyncIterator]();
    const pending = a.next();
    await a.return!();
    expect(await pending).toEqual({ value: undefined, done: true });
    expect(live.has('TICK')).toBe(true);
    await b.return!();
    expect(live.has('TICK')).toBe(false);
    const c = fan.subscribe('TICK')[Symbol.asyncIterator]();
    await tick();
    fan.publish('TICK', 3);
    expect((await c.next()).value).toBe(3);
    expect(made).toEqual(['TICK', 'TICK']);
  });

  it('ends a subscriber that falls too far behind; the others go on', async () => {
    const { pubSub } = counted();
    const fan = withLocalFanout(pubSub, { maxQueued: 3 });
    const slow = fan.subscribe('TICK')[Symbol.asyncIterator]();
    const fast = fan.subscribe('TICK')[Symbol.asyncIterator]();
    await tick();
    const seen: number[] = [];
    for (let i = 1; i <= 5; i++) {
      fan.publish('TICK', i);
      seen.push((await fast.next()).value as number);
    }
    await tick();
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    // Three queued, the fourth ended it: what it holds is dropped with it.
    expect(await slow.next()).toEqual({ value: undefined, done: true });
  });

  it('hands an event to a large audience a slice at a time, letting other work run in between', async () => {
    const { pubSub } = counted();
    const fan = withLocalFanout(pubSub, { slice: 10 });
    const order: string[] = [];
    const subscribers = Array.from({ length: 25 }, () => fan.subscribe('TICK')[Symbol.asyncIterator]());
    const received = subscribers.map((s, i) =>
      s.next().then(({ value }) => order.push(`subscriber ${i}: ${String(value)}`)),
    );
    await tick();
    fan.publish('TICK', 7);
    // Work that arrived with the event (the publishing request's answer, another request).
    setImmediate(() => order.push('other work'));
    await Promise.all(received);
    await tick();
    // Delivered in the order they subscribed, the other work after the first slice, not after all.
    expect(order.filter((o) => o !== 'other work')).toEqual(
      Array.from({ length: 25 }, (_, i) => `subscriber ${i}: 7`),
    );
    expect(order.indexOf('other work')).toBe(10);
  });

  it('does not hand an event to a subscriber who joined while it was being delivered', async () => {
    const { pubSub } = counted();
    const fan = withLocalFanout(pubSub, { slice: 2 });
    const early = Array.from({ length: 4 }, () => fan.subscribe('TICK')[Symbol.asyncIterator]());
    await tick();
    fan.publish('TICK', 1);
    // Joins after the first slice has been handed the event.
    const late = new Promise<AsyncIterator<unknown>>((resolve) =>
      setImmediate(() => resolve(fan.subscribe('TICK')[Symbol.asyncIterator]())),
    );
    const lateOne = await late;
    for (const s of early) expect((await s.next()).value).toBe(1);
    fan.publish('TICK', 2);
    expect((await lateOne.next()).value).toBe(2);
  });
});
