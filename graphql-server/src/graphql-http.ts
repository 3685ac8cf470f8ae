import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import accepts from 'accepts';
import bodyParser from 'body-parser';
import { GraphQLError } from 'graphql';
import { processRequest, type UploadOptions } from 'graphql-upload-minimal';
import type { ClientAddressOf } from './common/client-address.js';
import { clientMeta, type Context, type RequestMeta } from './common/context.js';
import { malformedRequest, toPublicError } from './common/errors.js';
import { logWhenAnswered, sendAnswer } from './common/http-answers.js';
import type { Logger } from './common/logger.js';
import type { ShopMetrics } from './common/metrics.js';
import type { OperationSpan } from './common/tracing.js';
import type { LimitedContext, OperationLimits } from './common/operation-limits.js';
import { REQUEST_ID_HEADER, type RequestIdentity, type RequestIdOf } from './common/request-id.js';
import {
  cachedReads,
  type DocumentsByHash,
  type GraphQLRequestBody,
  type Lookup,
  type ResponseCache,
} from './common/response-cache.js';
import type { ContextFactory } from './context.js';
import { PUBLIC_CATALOG_FIELDS } from './modules/catalog/index.js';

export interface GraphQLEndpointOptions {
  apollo: ApolloServer<Context>;
  contexts: ContextFactory;
  /** Anonymous public catalog answers (common/response-cache.ts). */
  responseCache: ResponseCache;
  /** Registered documents by persisted-query hash: the web app's reads (and others') arrive as hashes. */
  documents: DocumentsByHash;
  /** The cost limits: cached answers are charged too. */
  limits: OperationLimits;
  log: Logger;
  /** Who the client is (TRUST_PROXY): the one function every throttle and bucket keys on. */
  clientAddress: ClientAddressOf;
  /** Each request's id (a trusted proxy's X-Request-Id, else a new one): on its log lines and its answer. */
  requestId: RequestIdOf;
  /** Request durations and response-cache lookups (common/metrics.ts). */
  metrics: ShopMetrics;
  /** When tracing is on: runs each operation inside its span (common/tracing.ts). */
  operationSpan?: OperationSpan | undefined;
  /** Sent with every answer (common/http-answers.ts `securityHeaders`). */
  headers: readonly [string, string][];
  /** Multipart uploads (product images). */
  uploads: UploadOptions;
  /** The API explorer's page (GraphiQL), for a browser opening /graphql; absent until the web app is built. */
  explorerHtml: string;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => boolean;

/** The route label of every /graphql request's duration (its operations have their own histogram). */
const graphqlRoute = () => '/graphql';

/** What the endpoint answers a body it cannot read, in GraphQL's error shape. */
class RefusedBody extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A GET's parameters for the response cache, or undefined when one is named twice: Apollo refuses
 * such a request (400), so the cache must not answer it with the answer to one of the two.
 */
function searchParams(search: string): GraphQLRequestBody | undefined {
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    if (Object.hasOwn(params, name)) return undefined;
    params[name] = value;
  }
  return params;
}

/** The largest body the endpoint reads (body-parser's limit, the same on both paths below). */
const BODY_LIMIT = 1024 * 1024;
const PLAIN_JSON = /^application\/json\s*(?:;\s*charset="?utf-8"?\s*)?$/i;

/**
 * The common request's body, read without body-parser: JSON in UTF-8, without a content
 * encoding, of a declared length within the limit. body-parser's machinery (media type and charset parsing, a
 * decoder, raw-body's stream handling) cost 15 µs a request, more than a small operation's whole
 * execution. Answers undefined for any other request, which body-parser then reads, so every
 * unusual body (other charsets, content encodings, chunked, too large) keeps its answers. What this
 * answers is what body-parser would: the same strict JSON (an object or array; an empty body is
 * `{}`; a byte order mark skipped) and the same refusal of anything else.
 */
function plainJsonBody(req: IncomingMessage): Promise<unknown> | undefined {
  const { headers } = req;
  const length = Number(headers['content-length']);
  if (
    !PLAIN_JSON.test(headers['content-type'] ?? '') ||
    headers['content-encoding'] !== undefined ||
    headers['transfer-encoding'] !== undefined ||
    !Number.isSafeInteger(length) ||
    length > BODY_LIMIT
  )
    return undefined;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A client gone before its body arrived (body-parser's answer; nobody is left to read it).
    req.on('error', () => reject(new RefusedBody(400, 'request aborted')));
    req.on('aborted', () => reject(new RefusedBody(400, 'request aborted')));
    req.on('end', () => {
      let text = (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8');
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      if (text.length === 0) return resolve({});
      // JSON's own whitespace only, as body-parser's strict mode checks it.
      const first = /[^ \t\n\r]/.exec(text)?.[0];
      try {
        if (first !== '{' && first !== '[') throw new SyntaxError('not an object or array');
        resolve(JSON.parse(text));
      } catch {
        reject(new RefusedBody(400, 'Request body is not valid JSON'));
      }
    });
  });
}

const CODES: Record<number, string> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  500: 'INTERNAL_SERVER_ERROR',
};

/**
 * The GraphQL endpoint over HTTP (`/graphql`, GET and POST), served by node:http directly with
 * Apollo Server's own integration API (`executeHTTPGraphQLRequest`, what `expressMiddleware` wraps).
 * Every storefront read, every third party's query, lands here, and going through Express's router,
 * its request and response wrappers and half a dozen middlewares cost more than Apollo's whole
 * pipeline: an uncached product list answered 1.6 times as many requests per second without them
 * (docs/decisions/graphql-http-without-express.md). What those middlewares did is done here, in
 * this order:
 *
 * 1. security headers and the access log (common/http-answers.ts, shared with Express);
 * 2. the body: plain UTF-8 JSON read here, any other JSON by body-parser (its limits, charsets and
 *    content encodings), or a multipart upload by graphql-upload; one it cannot read is answered
 *    4xx in GraphQL's error shape;
 * 3. the response cache of public catalog reads: a hit is answered at once, a miss is filed after;
 * 4. Apollo, with the request's context (a refused token answers 401);
 * 5. the answer, compressed when the client accepts it.
 *
 * Returns a handler that takes `/graphql` requests (true) and leaves everything else (false).
 */
export function graphqlEndpoint(opts: GraphQLEndpointOptions): Handler {
  const { apollo, contexts, log } = opts;
  // A cached answer is charged to whoever asks: a signed-in viewer's token is checked as on the
  // ordinary path (which answers one that is not accepted), and the viewer's own bucket charged.
  const cache = cachedReads(
    opts.responseCache,
    PUBLIC_CATALOG_FIELDS,
    async (req, cost) => {
      let client: LimitedContext = { meta: clientMeta(req), viewer: null, apiKey: null };
      if (req.headers.authorization) {
        try {
          client = await contexts.fromRequest(req);
        } catch {
          return undefined;
        }
      }
      return cost ? opts.limits.chargeCached(client, cost) : {};
    },
    opts.documents,
  );
  const json = bodyParser.json({ limit: BODY_LIMIT });
  const readJson = (req: IncomingMessage, res: ServerResponse) =>
    plainJsonBody(req) ??
    new Promise<unknown>((resolve, reject) => {
      json(req, res, (err?: unknown) => {
        if (!err) return resolve((req as { body?: unknown }).body);
        const refused = malformedRequest(err);
        reject(refused ? new RefusedBody(refused.status, refused.message) : err);
      });
    });
  const readUpload = async (req: IncomingMessage, res: ServerResponse) => {
    try {
      return await processRequest(req, res, opts.uploads);
    } catch (err) {
      const e = err as { status?: number; expose?: boolean; message?: string };
      // graphql-upload's own refusals (too large, too many files) carry their status.
      if (e.status && e.expose) throw new RefusedBody(e.status, e.message ?? 'Bad request');
      throw new RefusedBody(400, 'Malformed multipart request');
    }
  };

  const context = async (meta: RequestMeta) => {
    try {
      return await contexts.fromRequest(meta);
    } catch (err) {
      // A refused token answers HTTP 401 (the client refreshes once and retries).
      const pub = toPublicError(err);
      throw new GraphQLError(pub.message, { extensions: { code: pub.code, http: { status: pub.status } } });
    }
  };

  const UPLOADS_SIGN_IN = 'Sign in as an admin to upload files';
  const UPLOADS_ADMIN_ONLY = 'Only admins may upload files';

  const refuse = async (req: IncomingMessage, res: ServerResponse, status: number, message: string) => {
    const code = CODES[status] ?? 'BAD_REQUEST';
    res.statusCode = status;
    res.setHeader('content-type', 'application/json; charset=utf-8');
    await sendAnswer(req, res, JSON.stringify({ errors: [{ message, extensions: { code } }] }));
  };

  const explorer = async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    let html;
    try {
      html = await fs.readFile(opts.explorerHtml);
    } catch {
      return false;
    }
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'no-cache');
    await sendAnswer(req, res, html);
    return true;
  };

  const handle = async (
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    search: string,
    request: RequestIdentity,
  ) => {
    const method = (req.method ?? 'GET').toUpperCase();
    logWhenAnswered(request, method, path, res);
    for (const [name, value] of opts.headers) res.setHeader(name, value);
    // A browser opening /graphql gets the explorer (HEAD: its headers); clients asking for JSON, or
    // sending an operation, the API.
    if (
      (method === 'GET' || method === 'HEAD') &&
      !search &&
      accepts(req).type(['application/json', 'application/graphql-response+json', 'text/html']) ===
        'text/html' &&
      (await explorer(req, res))
    )
      return;

    const meta: RequestMeta = { ip: opts.clientAddress(req), headers: req.headers, res, request };
    const multipart = /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '');
    // Every upload is an admin's (a product's image): the caller is known from the headers before
    // the body is read, and anyone else is answered at once on a closing connection, so the body
    // they are still sending is neither buffered nor drained. The context is kept for the operation.
    let uploader: Promise<Context> | undefined;
    if (multipart && method === 'POST') {
      let refusal: { status: number; message: string } | undefined;
      try {
        const ctx = await contexts.fromRequest(meta);
        if (ctx.viewer?.role !== 'admin')
          refusal = ctx.viewer
            ? { status: 403, message: UPLOADS_ADMIN_ONLY }
            : { status: 401, message: UPLOADS_SIGN_IN };
        uploader = Promise.resolve(ctx);
      } catch (err) {
        refusal = toPublicError(err);
      }
      if (refusal) {
        res.setHeader('connection', 'close');
        return refuse(req, res, refusal.status, refusal.message);
      }
    }
    let body: unknown;
    try {
      if (method === 'POST') body = multipart ? await readUpload(req, res) : await readJson(req, res);
    } catch (err) {
      if (!(err instanceof RefusedBody)) throw err;
      return refuse(req, res, err.status, err.message);
    }

    let found: Lookup;
    if (!multipart) {
      const params = method === 'GET' ? searchParams(search) : (body as GraphQLRequestBody | undefined);
      if (params && typeof params === 'object' && !Array.isArray(params))
        found = await cache.lookup(method, meta, params);
    }
    if (found) opts.metrics.cacheLookup('hit' in found ? 'hit' : 'miss');
    if (found && 'hit' in found) {
      for (const [name, value] of Object.entries(found.hit.headers)) res.setHeader(name, value);
      res.setHeader('x-cache', 'HIT');
      return sendAnswer(req, res, found.hit.answer);
    }
    if (found) res.setHeader('x-cache', 'MISS');

    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers))
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    const execute = () =>
      apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: { method, headers, search, body },
        context() {
          return uploader ?? context(meta);
        },
      });
    const answer = await (opts.operationSpan ? opts.operationSpan(req.headers, execute) : execute());
    for (const [key, value] of answer.headers) res.setHeader(key, value);
    res.statusCode = answer.status ?? 200;
    if (answer.body.kind === 'complete') {
      if (found) cache.keep(found.miss, res.statusCode, res.getHeaders(), answer.body.string);
      return sendAnswer(req, res, answer.body.string);
    }
    // An incremental answer (@defer) goes out part by part, uncompressed.
    for await (const chunk of answer.body.asyncIterator) res.write(chunk);
    res.end();
  };

  return (req, res) => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    if (!/^\/graphql\/?$/i.test(path)) return false;
    const request = opts.requestId(req, log);
    res.setHeader(REQUEST_ID_HEADER, request.id);
    opts.metrics.timeHttp(req.method, res, graphqlRoute);
    handle(req, res, path, q < 0 ? '' : url.slice(q), request).catch(async (err: unknown) => {
      request.log().error({ err }, 'unexpected error in the GraphQL endpoint');
      if (res.headersSent) return res.destroy();
      await refuse(req, res, 500, toPublicError(err).message).catch(() => res.destroy());
    });
    return true;
  };
}
