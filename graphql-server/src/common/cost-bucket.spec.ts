import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryCostBucket } from './cost-bucket.js';

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
});
