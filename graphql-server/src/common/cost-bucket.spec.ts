import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InsuredCostBucket, MemoryCostBucket, type CostBucket } from './cost-bucket.js';

describe('the leaky cost bucket', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('takes points while there are enough, refuses without taking, and says when to retry', async () => {
    const bucket = new MemoryCostBucket({ capacity: 100, restoreRate: 10 });
    expect(await bucket.take('a', 60)).toMatchObject({ ok: true, status: { currentlyAvailable: 40 } });
    expect(await bucket.take('a', 60)).toEqual({
      ok: false,
      status: { maximumAvailable: 100, currentlyAvailable: 40, restoreRate: 10 },
      retryAfterSeconds: 2,
    });
    expect(await bucket.take('b', 100)).toMatchObject({ ok: true }); // buckets are per client
  });

  it('refills continuously at the restore rate, never past the capacity', async () => {
    const bucket = new MemoryCostBucket({ capacity: 100, restoreRate: 10 });
    await bucket.take('a', 100);
    vi.advanceTimersByTime(2_500);
    expect(await bucket.take('a', 26)).toMatchObject({ ok: false, status: { currentlyAvailable: 25 } });
    vi.advanceTimersByTime(60_000);
    expect(await bucket.take('a', 0)).toMatchObject({ ok: true, status: { currentlyAvailable: 100 } });
  });

  it('refunds the unused estimate and charges an overrun, even into debt', async () => {
    const bucket = new MemoryCostBucket({ capacity: 100, restoreRate: 10 });
    await bucket.take('a', 80);
    expect(await bucket.settle('a', 50)).toMatchObject({ currentlyAvailable: 70 });
    expect(await bucket.settle('a', -90)).toMatchObject({ currentlyAvailable: -20 });
    expect((await bucket.take('a', 1)).retryAfterSeconds).toBe(3);
  });

  it('keeps a bounded number of clients, forgetting the one that spent least recently', async () => {
    const bucket = new MemoryCostBucket({ capacity: 100, restoreRate: 10 }, 2);
    for (const client of ['a', 'b', 'c']) expect(await bucket.take(client, 100)).toMatchObject({ ok: true });
    // 'a' went when 'c' came: its bucket counts as full again; 'b' and 'c' are still empty.
    expect(await bucket.take('a', 100)).toMatchObject({ ok: true });
    expect(await bucket.take('c', 1)).toMatchObject({ ok: false });
  });
});

describe('the insured bucket (Redis with an in-process insurance)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());
  const options = { capacity: 100, restoreRate: 1 };
  /** A store that fails while `broken` is set, else behaves as a bucket. */
  function flakyStore() {
    const inner = new MemoryCostBucket(options);
    const state = { broken: false };
    const store: CostBucket = {
      options,
      take: (c, n) => (state.broken ? Promise.reject(new Error('ECONNREFUSED')) : inner.take(c, n)),
      settle: (c, d) => (state.broken ? Promise.reject(new Error('ECONNREFUSED')) : inner.settle(c, d)),
    };
    return { store, state };
  }

  it('takes from the insurance while the store is disconnected or failing: limited, never open', async () => {
    const { store, state } = flakyStore();
    let connected = true;
    const told: string[] = [];
    const bucket = new InsuredCostBucket(
      store,
      new MemoryCostBucket(options),
      () => connected,
      (s) => told.push(s),
    );
    expect(await bucket.take('a', 60)).toMatchObject({ ok: true, status: { currentlyAvailable: 40 } });
    state.broken = true;
    // The store fails: the insurance (a full bucket of its own) answers, and refuses past it.
    expect(await bucket.take('a', 60)).toMatchObject({ ok: true });
    expect(await bucket.take('a', 60)).toMatchObject({ ok: false });
    connected = false;
    expect(await bucket.take('a', 60)).toMatchObject({ ok: false });
    expect(told).toEqual(['down']); // told once per outage
    // Back: the store's own bucket again.
    state.broken = false;
    connected = true;
    expect(await bucket.take('a', 30)).toMatchObject({ ok: true, status: { currentlyAvailable: 10 } });
    expect(told).toEqual(['down', 'up']);
  });
});
