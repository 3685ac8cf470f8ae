import { createRequire } from 'node:module';
import type { Redis, RedisOptions } from 'ioredis';

/**
 * A Redis client. ioredis is loaded on the first call (only when REDIS_URL is set), not at start:
 * it is about 20 MB of memory that an instance without Redis never uses.
 */
export function newRedis(url: string, options: RedisOptions): Redis {
  const ioredis = createRequire(import.meta.url)('ioredis') as typeof import('ioredis');
  return new ioredis.Redis(url, options);
}
