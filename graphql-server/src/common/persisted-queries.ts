import fs from 'node:fs';
import {
  InMemoryLRUCache,
  type KeyValueCache,
  type KeyValueCacheSetOptions,
} from '@apollo/utils.keyvaluecache';
import type { Redis } from 'ioredis';
import type { Logger } from './logger.js';
import type { DocumentsByHash } from './response-cache.js';

/** Apollo Server prefixes the keys it gives the persisted-query cache with this. */
const APQ_PREFIX = 'apq:';
/** How long a third party's registered document is kept (refreshed whenever it is sent again). */
const APQ_TTL_SECONDS = 24 * 60 * 60;

/**
 * The web app's operations, by hash: codegen's `persisted-documents.json` (`sha256:<hex>` →
 * document), written at build time. Missing file: none (the app then falls back to sending documents).
 */
export function loadPersistedDocuments(file: string, log: Logger): Map<string, string> {
  let manifest: Record<string, string>;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  } catch (err) {
    log.warn({ err, file }, 'no persisted documents: the web app will send whole documents');
    return new Map();
  }
  return new Map(Object.entries(manifest).map(([hash, doc]) => [hash.replace(/^sha256:/, ''), doc]));
}

/**
 * Apollo Server's persisted-query cache: the web app's own operations are always there (registered
 * at build time); other clients' documents are registered on first use (automatic persisted
 * queries), in Redis when there is one (so every instance knows them), else in this process.
 * Apollo checks that a registered document hashes to its key and that it passes the limits first.
 * A failing store is a miss: the client then sends the document again.
 */
export class PersistedQueryStore implements KeyValueCache<string>, DocumentsByHash {
  private readonly local = new InMemoryLRUCache<string>({ maxSize: 16 * 1024 * 1024 });

  constructor(
    private readonly firstParty: ReadonlyMap<string, string>,
    private readonly redis: Redis | undefined,
    private readonly prefix: string,
    private readonly log: Logger,
  ) {}

  /** The document registered under a persisted-query hash (for the response cache). */
  document(sha256Hash: string): Promise<string | undefined> {
    return this.get(APQ_PREFIX + sha256Hash);
  }

  async get(key: string): Promise<string | undefined> {
    const own = this.firstParty.get(key.startsWith(APQ_PREFIX) ? key.slice(APQ_PREFIX.length) : key);
    if (own) return own;
    if (!this.redis) return this.local.get(key);
    try {
      return (await this.redis.get(this.prefix + key)) ?? undefined;
    } catch (err) {
      this.log.warn({ err }, 'persisted query store unavailable');
      return undefined;
    }
  }

  async set(key: string, value: string, options?: KeyValueCacheSetOptions): Promise<void> {
    const ttl = options?.ttl ?? APQ_TTL_SECONDS;
    if (!this.redis) return void (await this.local.set(key, value, { ttl }));
    await this.redis.set(this.prefix + key, value, 'EX', ttl);
  }

  async delete(key: string): Promise<boolean | void> {
    if (!this.redis) return this.local.delete(key);
    await this.redis.del(this.prefix + key);
  }
}
