import crypto from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { Logger } from './logger.js';
import { API_KEY_HEADER, type RequestMeta } from './context.js';

/**
 * A cache of whole GraphQL answers to anonymous public reads (the catalog: product lists, a
 * product page, categories). Entries live under a *generation*: any change to what they show bumps
 * the generation (after the change's transaction commits, before its request answers), so every
 * older entry is unreachable at once. A read takes the generation before it runs and files its
 * answer under that one, so an answer computed from data older than a change is never served after
 * the change.
 *
 * With Redis the generation is one shared counter and entries are shared between instances; each
 * instance also keeps the hottest entries in memory (keyed by generation, so they die with it).
 * Without Redis everything is in this process. When Redis does not answer, nothing is cached or
 * served from the cache (answers stay correct, only slower).
 */
export interface CacheInvalidator {
  /** Forgets every cached answer, on every instance. */
  invalidate(): Promise<void>;
}

interface Entry {
  /** The original answer's headers (content type, security headers, ...). */
  headers: Record<string, string>;
  /** The answer's `data`, as JSON text. */
  data: Buffer;
  /** What the operation cost (requested, actual): every hit is charged it again. */
  cost: { requested: number; actual: number } | null;
}

/**
 * Charges a client for a cached answer: the cost extension to send, or undefined when refused (an
 * empty bucket, or credentials that are not accepted: the ordinary path then answers).
 */
export type CachedCharge = (
  req: RequestMeta,
  /** Null for an answer that reported no cost: nothing to charge, but credentials are still checked. */
  cost: { requested: number; actual: number } | null,
) => Promise<object | undefined>;

export interface ResponseCacheOptions {
  /** Entries kept in this process's memory. */
  maxEntries?: number;
  /** How long a shared entry lives in Redis, at most. */
  ttlSeconds?: number;
}

export class ResponseCache implements CacheInvalidator {
  private localGeneration = 0;
  /** The hottest entries, most recently used kept longest. */
  private readonly memory: LRUCache<string, Entry>;
  private readonly ttlSeconds: number;
  private readonly generationKey: string;

  constructor(
    private readonly redis: Redis | undefined,
    private readonly prefix: string,
    private readonly log: Logger,
    options: ResponseCacheOptions = {},
  ) {
    this.memory = new LRUCache({ max: options.maxEntries ?? 2000 });
    this.ttlSeconds = options.ttlSeconds ?? 300;
    this.generationKey = `${prefix}rc:generation`;
  }

  /** The current generation; undefined when it cannot be known (Redis down: do not cache). */
  async generation(): Promise<string | undefined> {
    if (!this.redis) return String(this.localGeneration);
    try {
      return (await this.redis.get(this.generationKey)) ?? '0';
    } catch (err) {
      this.log.warn({ err }, 'response cache: generation unavailable');
      return undefined;
    }
  }

  async get(generation: string, key: string): Promise<Entry | undefined> {
    const id = `${generation}:${key}`;
    const hit = this.memory.get(id);
    if (hit) return hit;
    if (!this.redis) return undefined;
    try {
      const raw = await this.redis.getBuffer(`${this.prefix}rc:${id}`);
      if (!raw) return undefined;
      const split = raw.indexOf(10);
      const head = JSON.parse(raw.subarray(0, split).toString('utf8')) as Omit<Entry, 'data'>;
      const entry = { ...head, data: raw.subarray(split + 1) };
      this.memory.set(id, entry);
      return entry;
    } catch {
      return undefined;
    }
  }

  async set(generation: string, key: string, entry: Entry): Promise<void> {
    const id = `${generation}:${key}`;
    this.memory.set(id, entry);
    if (!this.redis) return;
    try {
      const head = JSON.stringify({ headers: entry.headers, cost: entry.cost });
      const raw = Buffer.concat([Buffer.from(`${head}\n`, 'utf8'), entry.data]);
      await this.redis.set(`${this.prefix}rc:${id}`, raw, 'EX', this.ttlSeconds);
    } catch (err) {
      this.log.warn({ err }, 'response cache: could not share an entry');
    }
  }

  async invalidate(): Promise<void> {
    this.localGeneration += 1;
    this.memory.clear();
    if (!this.redis) return;
    try {
      await this.redis.incr(this.generationKey);
    } catch (err) {
      this.log.error({ err }, 'response cache: could not invalidate the shared generation');
    }
  }
}

/** A GraphQL request's parameters: a POST's JSON body, or a GET's query parameters (JSON as text). */
export interface GraphQLRequestBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
  extensions?: unknown;
}

/** Extensions a request may carry and still be served from the cache (Apollo Client sends both). */
const CACHEABLE_EXTENSIONS = new Set(['persistedQuery', 'clientLibrary']);

/** Documents by persisted-query hash: the web app's own and those third parties registered. */
export interface DocumentsByHash {
  document(sha256Hash: string): Promise<string | undefined>;
}

/**
 * The document a request runs: its `query`, or the registered document its persisted-query hash
 * names (`documents`: the web app's own, or one a third party registered and Apollo checked).
 * Undefined when the cache should leave it to the ordinary path: an unknown hash (Apollo answers
 * PersistedQueryNotFound), a hash sent with its document (a registration, which Apollo checks), or
 * extensions the cache does not know. GET parameters arrive as JSON text.
 */
async function documentOf(body: GraphQLRequestBody, documents: DocumentsByHash): Promise<string | undefined> {
  if (body.extensions === undefined) return typeof body.query === 'string' ? body.query : undefined;
  let extensions: unknown = body.extensions;
  if (typeof extensions === 'string') {
    try {
      extensions = JSON.parse(extensions);
    } catch {
      return undefined;
    }
  }
  if (typeof extensions !== 'object' || extensions === null || body.query !== undefined) return undefined;
  if (!Object.keys(extensions).every((k) => CACHEABLE_EXTENSIONS.has(k))) return undefined;
  const persisted = (extensions as { persistedQuery?: { version?: unknown; sha256Hash?: unknown } })
    .persistedQuery;
  if (persisted?.version !== 1 || typeof persisted.sha256Hash !== 'string') return undefined;
  return documents.document(persisted.sha256Hash);
}

/** The root fields of `query`'s selected operation when it is a query made only of them. */
function rootFields(query: string, operationName: unknown): string[] | undefined {
  let doc;
  try {
    doc = parse(query, { maxTokens: 2000 });
  } catch {
    return undefined;
  }
  const ops = doc.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const op =
    typeof operationName === 'string'
      ? ops.find((o) => o.name?.value === operationName)
      : ops.length === 1
        ? ops[0]
        : undefined;
  if (!op || op.operation !== 'query' || op.directives?.length) return undefined;
  const names: string[] = [];
  for (const s of op.selectionSet.selections) {
    if (s.kind !== Kind.FIELD || s.directives?.length) return undefined;
    names.push(s.name.value);
  }
  return names;
}

/** Response headers kept with an entry and sent again with a hit (not the per-answer ones). */
const PER_ANSWER = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-encoding',
  'vary',
  'transfer-encoding',
  'x-cache',
  // Each answer's own request id (common/request-id.ts): a hit carries the id of the request it answers.
  'x-request-id',
]);

/** Where a miss's answer is to be filed. */
export interface PendingEntry {
  generation: string;
  key: string;
}

/** What `lookup` found: an answer to send (the original's headers and its whole JSON), or where to file one. */
export type Lookup =
  { hit: { headers: Record<string, string>; answer: Buffer } } | { miss: PendingEntry } | undefined;

/**
 * The response cache as the GraphQL endpoint uses it (graphql-http.ts), knowing nothing of HTTP
 * beyond a request's method and headers.
 *
 * `lookup` answers a query whose root fields are all `publicFields` from the cache, with the
 * headers the original answer had; reads sent as persisted-query hashes (the web app's, and third
 * parties' registered ones) are looked up by their document. Those fields answer the same whoever
 * asks, so a signed-in viewer's read is served too, once `charge` has accepted their token.
 * Anything else (an API key, a mutation, an unknown field, an upload, an unknown hash) is left to
 * the ordinary path; a cacheable miss says where `keep` files its answer. A request with
 * `Cache-Control: no-cache` is always run and neither reads nor fills the cache.
 *
 * `keep` files a miss's answer when it is a complete one without errors.
 */
export function cachedReads(
  cache: ResponseCache,
  publicFields: ReadonlySet<string>,
  charge: CachedCharge,
  /** Registered documents by persisted-query hash (`PersistedQueryStore`). */
  documents: DocumentsByHash,
) {
  const verdicts = new LRUCache<string, boolean>({ max: 1000 });
  const cacheable = (query: string, operationName: unknown) => {
    const id = `${String(operationName)}\n${query}`;
    let ok = verdicts.get(id);
    if (ok === undefined) {
      const fields = rootFields(query, operationName);
      ok = !!fields?.length && fields.every((f) => publicFields.has(f));
      verdicts.set(id, ok);
    }
    return ok;
  };

  const lookup = async (method: string, req: RequestMeta, body: GraphQLRequestBody): Promise<Lookup> => {
    const { headers } = req;
    // A third party's key: its scopes are checked on the ordinary path.
    if (headers[API_KEY_HEADER]) return undefined;
    // `Cache-Control: no-cache`: run it, and leave the cache as it is (the next plain read fills it).
    if (/no-cache/i.test(headers['cache-control'] ?? '')) return undefined;
    // Only GETs the endpoint's CSRF prevention would run (Apollo refuses the others).
    if (method === 'GET' && !headers['apollo-require-preflight'] && !headers['x-apollo-operation-name'])
      return undefined;
    if (method !== 'GET' && method !== 'POST') return undefined;
    // The web app sends its reads by GET as hashes; others mostly as documents.
    const query = await documentOf(body, documents);
    if (query === undefined || !cacheable(query, body.operationName)) return undefined;
    // By the document, not how it was named (a hash and its document share an entry); every part but
    // the last is JSON, so no newline inside one can pass for a separator.
    const key = crypto
      .createHash('sha1')
      .update(
        `${method}\n${JSON.stringify(headers.accept ?? '')}\n${JSON.stringify(body.operationName ?? null)}\n${JSON.stringify(body.variables ?? null)}\n`,
      )
      .update(query)
      .digest('base64url');
    const generation = await cache.generation();
    if (generation === undefined) return undefined;
    const hit = await cache.get(generation, key);
    if (hit) {
      // Charged like any answer; a client whose bucket is empty, or whose token is not accepted,
      // gets the ordinary path (its 429, its 401).
      const cost = await charge(req, hit.cost);
      if (cost) {
        const extensions = hit.cost ? `,"extensions":{"cost":${JSON.stringify(cost)}}` : '';
        // As Apollo writes a fresh one: ending in a newline.
        const answer = Buffer.concat([Buffer.from('{"data":'), hit.data, Buffer.from(`${extensions}}\n`)]);
        return { hit: { headers: hit.headers, answer } };
      }
    }
    return { miss: { generation, key } };
  };

  const keep = (pending: PendingEntry, status: number, headers: OutgoingHttpHeaders, payload: string) => {
    const type = headers['content-type'];
    if (status !== 200 || typeof type !== 'string' || !type.includes('json')) return;
    // Only complete answers without errors (an error may be passing: a timeout, a restart).
    if (payload.includes('"errors"')) return;
    const kept: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers))
      if (!PER_ANSWER.has(name) && value !== undefined) kept[name] = String(value);
    const answer = JSON.parse(payload) as {
      data?: unknown;
      extensions?: { cost?: { requestedQueryCost?: number; actualQueryCost?: number } };
    };
    const c = answer.extensions?.cost;
    const cost =
      typeof c?.requestedQueryCost === 'number'
        ? { requested: c.requestedQueryCost, actual: c.actualQueryCost ?? c.requestedQueryCost }
        : null;
    const data = Buffer.from(JSON.stringify(answer.data ?? null), 'utf8');
    void cache.set(pending.generation, pending.key, { headers: kept, data, cost });
  };

  return { lookup, keep };
}
