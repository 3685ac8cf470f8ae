import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** A client's bucket as clients see it in `extensions.cost.throttleStatus`. */
export interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}

export interface TakeResult {
  ok: boolean;
  status: ThrottleStatus;
  /** Seconds until `cost` points are available (when refused). */
  retryAfterSeconds: number;
}

export interface CostBucketOptions {
  /** Points a full bucket holds (the burst a client may spend at once). */
  capacity: number;
  /** Points restored per second. */
  restoreRate: number;
}

/**
 * A leaky bucket of query-cost points per client, as Shopify's GraphQL APIs have: a request takes
 * its requested cost, gets refunded the difference once its actual cost is known, and the bucket
 * refills continuously at `restoreRate`. Refused requests take nothing. `settle` may push the
 * level below zero (a list longer than its estimate); the debt is restored like any other.
 */
export interface CostBucket {
  readonly options: CostBucketOptions;
  /** Takes `cost` points when that many are available. */
  take(client: string, cost: number): Promise<TakeResult>;
  /** Adds `delta` points back (negative: takes more, even past zero). */
  settle(client: string, delta: number): Promise<ThrottleStatus>;
}

function retryAfter(cost: number, available: number, rate: number): number {
  return Math.max(1, Math.ceil((cost - available) / rate));
}

const round = (n: number) => Math.floor(n * 100) / 100;

/** Clients whose buckets one process keeps (a few bytes each). */
export const MEMORY_BUCKET_CLIENTS = 100_000;

/**
 * One process: the buckets live in memory, dropped once full again. Past `MEMORY_BUCKET_CLIENTS`
 * clients with buckets not yet full, the one that spent least recently is forgotten (its bucket
 * counts as full): the map stays bounded however many addresses a crawl uses.
 */
export class MemoryCostBucket implements CostBucket {
  private readonly levels: LRUCache<string, { level: number; at: number }>;

  constructor(
    readonly options: CostBucketOptions,
    clients = MEMORY_BUCKET_CLIENTS,
  ) {
    this.levels = new LRUCache({ max: clients });
  }

  private current(client: string, now: number): number {
    const entry = this.levels.get(client);
    if (!entry) return this.options.capacity;
    return Math.min(
      this.options.capacity,
      entry.level + ((now - entry.at) / 1000) * this.options.restoreRate,
    );
  }

  private store(client: string, level: number, now: number): void {
    if (level >= this.options.capacity) this.levels.delete(client);
    else this.levels.set(client, { level, at: now });
  }

  private status(level: number): ThrottleStatus {
    return {
      maximumAvailable: this.options.capacity,
      currentlyAvailable: round(level),
      restoreRate: this.options.restoreRate,
    };
  }

  async take(client: string, cost: number): Promise<TakeResult> {
    const now = Date.now();
    const level = this.current(client, now);
    if (cost > level)
      return {
        ok: false,
        status: this.status(level),
        retryAfterSeconds: retryAfter(cost, level, this.options.restoreRate),
      };
    this.store(client, level - cost, now);
    return { ok: true, status: this.status(level - cost), retryAfterSeconds: 0 };
  }

  async settle(client: string, delta: number): Promise<ThrottleStatus> {
    const now = Date.now();
    const level = Math.max(
      -this.options.capacity,
      Math.min(this.options.capacity, this.current(client, now) + delta),
    );
    this.store(client, level, now);
    return this.status(level);
  }
}

/**
 * Takes (mode "take": only when enough is available) or settles (mode "settle": always) points in
 * one atomic step, with Redis's clock, so that every instance sees the same bucket.
 * KEYS[1] bucket; ARGV: capacity, restoreRate, amount, mode. Returns { ok, level }.
 */
const SCRIPT = `
local capacity = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local amount = tonumber(ARGV[3])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local stored = redis.call('HMGET', KEYS[1], 'level', 'at')
local level = capacity
if stored[1] then
  level = math.min(capacity, tonumber(stored[1]) + (now - tonumber(stored[2])) / 1000 * rate)
end
local ok = 1
if ARGV[4] == 'take' then
  if amount > level then ok = 0 else level = level - amount end
else
  level = math.max(-capacity, math.min(capacity, level - amount))
end
if ok == 1 then
  redis.call('HSET', KEYS[1], 'level', tostring(level), 'at', tostring(now))
  redis.call('PEXPIRE', KEYS[1], math.ceil((capacity - level) / rate * 1000) + 1000)
end
return { ok, tostring(level) }
`;

/** Several instances: the buckets live in Redis, under `prefix`. */
export class RedisCostBucket implements CostBucket {
  constructor(
    private readonly redis: Redis,
    readonly options: CostBucketOptions,
    private readonly prefix: string,
  ) {}

  private async run(client: string, amount: number, mode: 'take' | 'settle'): Promise<[boolean, number]> {
    const [ok, level] = (await this.redis.eval(
      SCRIPT,
      1,
      `${this.prefix}cost:${client}`,
      this.options.capacity,
      this.options.restoreRate,
      amount,
      mode,
    )) as [number, string];
    return [ok === 1, Number(level)];
  }

  private status(level: number): ThrottleStatus {
    return {
      maximumAvailable: this.options.capacity,
      currentlyAvailable: round(level),
      restoreRate: this.options.restoreRate,
    };
  }

  async take(client: string, cost: number): Promise<TakeResult> {
    const [ok, level] = await this.run(client, cost, 'take');
    return {
      ok,
      status: this.status(level),
      retryAfterSeconds: ok ? 0 : retryAfter(cost, level, this.options.restoreRate),
    };
  }

  async settle(client: string, delta: number): Promise<ThrottleStatus> {
    const [, level] = await this.run(client, -delta, 'settle');
    return this.status(level);
  }
}

/**
 * The Redis bucket with an insurance: while Redis is not connected (or a call to it fails) each
 * instance takes from a bucket of its own, in memory, with the same figures: the limit holds, per
 * instance, through an outage (never open). When Redis answers again, its buckets take over.
 */
export class InsuredCostBucket implements CostBucket {
  private down = false;

  constructor(
    private readonly primary: CostBucket,
    private readonly insurance: CostBucket,
    /** Whether the store is connected now (ioredis: `status === 'ready'`). */
    private readonly connected: () => boolean,
    /** Told when the store fails (once per outage) and when it answers again. */
    private readonly onOutage?: (state: 'down' | 'up', err?: unknown) => void,
  ) {}

  get options(): CostBucketOptions {
    return this.primary.options;
  }

  private async either<T>(call: (bucket: CostBucket) => Promise<T>): Promise<T> {
    if (!this.connected()) return this.fallBack(call);
    try {
      const answer = await call(this.primary);
      if (this.down) {
        this.down = false;
        this.onOutage?.('up');
      }
      return answer;
    } catch (err) {
      return this.fallBack(call, err);
    }
  }

  private fallBack<T>(call: (bucket: CostBucket) => Promise<T>, err?: unknown): Promise<T> {
    if (!this.down) {
      this.down = true;
      this.onOutage?.('down', err);
    }
    return call(this.insurance);
  }

  take(client: string, cost: number): Promise<TakeResult> {
    return this.either((b) => b.take(client, cost));
  }

  settle(client: string, delta: number): Promise<ThrottleStatus> {
    return this.either((b) => b.settle(client, delta));
  }
}

export function createCostBucket(
  options: CostBucketOptions,
  redis: Redis | undefined,
  prefix: string,
  onOutage?: (state: 'down' | 'up', err?: unknown) => void,
): CostBucket {
  if (!redis) return new MemoryCostBucket(options);
  return new InsuredCostBucket(
    new RedisCostBucket(redis, options, prefix),
    new MemoryCostBucket(options),
    () => redis.status === 'ready',
    onOutage,
  );
}
