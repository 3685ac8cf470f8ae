import type { IncomingHttpHeaders } from 'node:http';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestIdentity } from './request-id.js';
import type { RowSource } from './sql.js';

/** Who is making a request, as established from a verified token and a live session. */
export interface Viewer {
  userId: string;
  sessionId: string;
  role: 'customer' | 'admin';
}

/** A third party's API key, as established from the `X-Api-Key` header (docs/api.md: API keys). */
export interface ApiClient {
  keyId: string;
  /** e.g. `catalog:read` */
  scopes: readonly string[];
}

/** Where a request comes from. */
export interface ClientMeta {
  /** the client's address, used for per-client throttling */
  client: string;
  userAgent?: string | undefined;
  /** The request's `Cookie` header (the auth module reads its device cookie from it). */
  cookies?: string | undefined;
  /** The HTTP answer's headers, for a `Set-Cookie`; absent on a WebSocket. */
  answer?: AnswerHeaders | undefined;
  /** The request's id and logger (common/request-id.ts): its log lines carry `reqId`. */
  request?: RequestIdentity | undefined;
}

/** What a module may do to an HTTP answer's headers (a Node or Express response is one). */
export interface AnswerHeaders {
  appendHeader(name: string, value: string): unknown;
}

/**
 * The services every resolver and route may call. Empty here on purpose: `services.ts` (the
 * composition root) fills it in by declaration merging, so `common/` never imports a module.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ServiceRegistry {}

/** What every resolver and route gets: its own EntityManager, the viewer, the services. */
export interface Context {
  /** The operation's own EntityManager (unit of work), forked when first asked for. */
  em: EntityManager;
  /**
   * The operation's plain-row reads (common/sql.ts `readRows`), without an EntityManager: the
   * public catalog's reads use it, and its loaders are kept by it (one per operation, like `em`).
   */
  db: RowSource;
  viewer: Viewer | null;
  /** The API key the request carries (third parties), or null. */
  apiKey: ApiClient | null;
  services: ServiceRegistry;
  meta: ClientMeta;
}

export function bearerToken(header: string | undefined | null): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || undefined;
}

/** The header a third party's API key rides in (`X-Api-Key`). */
export const API_KEY_HEADER = 'x-api-key';

export function apiKeyOf(value: string | string[] | undefined | null): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return v?.trim() || undefined;
}

/**
 * What a request's context is made from (an Express request is one): its headers and the client's
 * address, as `common/client-address.ts` gives it (Express's `req.ip` is that function too: app.ts).
 */
export interface RequestMeta {
  ip?: string | undefined;
  headers: IncomingHttpHeaders;
  /** The answer being made (Express puts it on its request as `res`). */
  res?: AnswerHeaders | undefined;
  /** The request's id and logger (set by graphql-http.ts, and by app.ts on Express's request). */
  request?: RequestIdentity | undefined;
}

export function clientMeta(req: RequestMeta | undefined): ClientMeta {
  return {
    client: req?.ip ?? 'unknown',
    userAgent: typeof req?.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
    cookies: req?.headers.cookie,
    answer: req?.res,
    request: req?.request,
  };
}
